import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { buildStatement, executeNamed, runBuilt } from '../../db/prepared';
import {
  appointmentAttendees,
  appointmentClients,
  appointmentReminders,
  appointments,
  appointmentTypeLinks,
  appointmentTypes,
  clients,
  users,
} from '../../db/schema/index';
import type { AppointmentDetails } from './appointments.repository';

// An appointment list's details (attendees, clients, types, reminders), read for a page or one at once.

/**
 * The details' four reads as one union (a kind, its appointment, its order, a JSON array a row), for
 * the company and the ids' `any(…)` given (values, or placeholders of a statement built once); the
 * caller orders it (`order by 1, 3`), after any reads of its own.
 */
const detailsUnion = (companyId: number | Placeholder, any: SQL) => sql`
    select 0 as k, aa.appointment_id as a, aa.position as o,
           json_build_array(u.id, u.first_name, u.last_name, u.color, u.created_company) as v
    from ${appointmentAttendees} aa join ${users} u on u.company_id = aa.company_id and u.id = aa.user_id
    where aa.company_id = ${companyId} and aa.appointment_id = ${any}
    union all
    select 1, ac.appointment_id, ac.position,
           json_build_array(c.id, c.display_name, c.disable_reminders, c.default_communication_method)
    from ${appointmentClients} ac join ${clients} c on c.company_id = ac.company_id and c.id = ac.client_id
    where ac.company_id = ${companyId} and ac.appointment_id = ${any}
    union all
    select 2, tl.appointment_id, tl.position, json_build_array(t.id, t.name, t.shorthand_name, t.must_be_staffed, t.color)
    from ${appointmentTypeLinks} tl join ${appointmentTypes} t on t.company_id = tl.company_id and t.id = tl.type_id
    where tl.company_id = ${companyId} and tl.appointment_id = ${any}
    union all
    select 3, r.appointment_id, r.id,
           json_build_array(r.id, r.key, r.client_id, r.user_id, r.type, r.value, r.reminder_offset, r.has_sent, r.job_id)
    from ${appointmentReminders} r where r.company_id = ${companyId} and r.appointment_id = ${any}`;

/**
 * loadDetails for a list's many appointments in one statement (its four reads as one union, each row a
 * JSON array): one round trip and one array of ids sent instead of four, for the calendar's 500.
 */
export async function listDetails(db: Database, companyId: number, ids: number[]): Promise<AppointmentDetails> {
  const details: AppointmentDetails = { attendees: [], clients: [], types: [], reminders: [] };
  if (ids.length === 0) return details;
  // The ids as one array literal, written once: node-postgres quotes and escapes an array's every
  // element, for each of the four places that name it.
  const any = sql`any(${`{${ids.join(',')}}`}::bigint[])`;
  const rows = await executeNamed<{ k: number; a: number; v: unknown[] }>(
    db,
    sql`${detailsUnion(companyId, any)} order by 1, 3`,
  );
  for (const { k, a, v } of rows) addDetail(details, companyId, k, a, v);
  return details;
}

/** One row of the details statements (a kind, its appointment, the JSON array built for that kind) into `details`. */
function addDetail(details: AppointmentDetails, companyId: number, k: number, appointmentId: number, v: unknown[]) {
  // The arrays' cells in the order built above, typed as the columns they come from.
  const cells = v as never[] as [never, never, never, never, never, never, never, never, never];
  if (k === 0) {
    const [id, firstName, lastName, color, createdCompany] = cells;
    details.attendees.push({ appointmentId, id, firstName, lastName, color, createdCompany });
  } else if (k === 1) {
    const [id, displayName, disableReminders, defaultCommunicationMethod] = cells;
    details.clients.push({ appointmentId, id, displayName, disableReminders, defaultCommunicationMethod });
  } else if (k === 2) {
    const [id, name, shorthandName, mustBeStaffed, color] = cells;
    details.types.push({ appointmentId, id, name, shorthandName, mustBeStaffed, color });
  } else {
    const [id, key, clientId, userId, type, value, reminderOffset, hasSent, jobId] = cells;
    details.reminders.push({
      companyId,
      appointmentId,
      id,
      key,
      clientId,
      userId,
      type,
      value,
      reminderOffset,
      hasSent,
      jobId,
    });
  }
}

/**
 * listDetails and the names of the appointments' creators (found from their rows: a read by id need
 * not wait for its row) in one statement built once: for the search dialog's page and find, one round
 * trip and no query building instead of two statements built per request. A creator's name is "first
 * last", trimmed, as the clients' creator_names gives it.
 */
const detailsAndCreatorsStatement = (() => {
  const companyId = sql.placeholder('companyId');
  // The ids as one array literal, written once (see listDetails), named four times.
  const any = sql`any(${sql.placeholder('ids')}::bigint[])`;
  return buildStatement(sql`${detailsUnion(companyId, any)}
    union all
    select 4, u.id, 0, json_build_array(u.first_name, u.last_name)
    from ${users} u where u.company_id = ${companyId} and u.id in (
      select ${appointments.createdBy} from ${appointments}
      where ${appointments.companyId} = ${companyId} and ${appointments.id} = ${any})
    order by 1, 3`);
})();

export async function listDetailsAndCreators(db: Database, companyId: number, ids: number[]) {
  const details: AppointmentDetails = { attendees: [], clients: [], types: [], reminders: [] };
  const creators = new Map<number, string>();
  if (ids.length === 0) return { details, creators };
  const rows = await runBuilt<{ k: number; a: number; v: unknown[] }>(db, detailsAndCreatorsStatement, {
    companyId,
    ids: `{${ids.join(',')}}`,
  });
  for (const { k, a, v } of rows) {
    if (k === 4) {
      const [firstName, lastName] = v as [string, string];
      creators.set(a, `${firstName} ${lastName}`.trim());
    } else addDetail(details, companyId, k, a, v);
  }
  return { details, creators };
}
