import { APPOINTMENT_MESSAGES as M } from '@fieldbook/domain/appointments/appointments.schemas';
import { recurrenceRuleProblem } from '@fieldbook/domain/appointments/recurrence-rule';
import { reminderProblems } from '@fieldbook/domain/appointments/reminder-checks.rules';
import { instantOf } from '@fieldbook/domain/dates/date-codec';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { invalid } from '../../http/http-error';
import { getCompany } from '../company/index';
import { licenceRefusals } from './appointment-licences';
import * as links from './appointment-links.repository';
import { reminderTargets } from './appointment-reminders';
import { ruleChangeOf } from './appointment-series';
import * as seriesRepo from './appointment-series.repository';
import type { AppointmentFields } from './appointment-values';
import { viewerOf } from './appointments.presenter';
import * as repo from './appointments.repository';

// The checks an appointment's create or edit passes before anything is written.

/**
 * Every reference the body makes must be the company's; every rule's problem is reported at once.
 * `unknownQuotation`: the quotation it is booked from is not one of the company's live ones.
 */
export async function checkAppointment(
  tx: Executor,
  auth: AuthContext,
  body: AppointmentFields,
  current?: repo.AppointmentRow,
  unknownQuotation = false,
) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  // A reference kept as it is stays this appointment's own (the unique index sees to that).
  if (
    body.reference_id !== current?.referenceId &&
    (await repo.referenceTaken(tx, auth.companyId, body.reference_id, current?.id))
  )
    add('reference_id', M.referenceTaken);
  const known = await links.knownLinks(tx, auth.companyId, body);
  if (body.attendees.some((id) => !known.attendees.has(id))) add('attendees', M.attendeeInvalid);
  if (!viewerOf(auth).canEditAll) {
    const existing = current
      ? (await repo.loadDetails(tx, auth.companyId, [current.id])).attendees.map((a) => a.id)
      : [];
    if (body.attendees.some((id) => id !== auth.userId && !existing.includes(id))) add('attendees', M.attendeeSelfOnly);
  }
  if (body.clients.some((id) => !known.clients.has(id))) add('clients', M.clientInvalid);
  // An archived client stays on an appointment it was booked on before, but is booked on no other.
  if (known.archivedClients.size > 0) {
    const booked = current ? await links.clientIdsOf(tx, auth.companyId, current.id) : [];
    if (body.clients.some((id) => known.archivedClients.has(id) && !booked.includes(id)))
      add('clients', M.clientArchived);
  }
  if (body.types.some((id) => !known.types.has(id))) add('types', M.typeInvalid);
  if (unknownQuotation) add('quotation_id', M.quotationInvalid);
  const contacts = await reminderTargets(tx, auth.companyId, body.clients, current?.id);
  for (const [path, message] of Object.entries(
    reminderProblems(body.reminders, { status: body.status, clientIds: body.clients, contacts }),
  )) {
    add(path, message);
  }
  const ruleChange = current ? ruleChangeOf(current, body) : body.recursion_rule ? 'new' : 'none';
  if (ruleChange === 'new' && body.recursion_rule) {
    if (!auth.permissions.includes('isSubscribed')) add('recursion_rule', M.subscriptionOnly);
    else {
      // A rule is kept exactly as sent, or refused saying why: never rewritten.
      const problem = recurrenceRuleProblem(body.recursion_rule, { start: body.start_date, timezone: body.timezone });
      if (problem) add('recursion_rule', problem);
    }
  }
  if (
    ruleChange !== 'none' &&
    current?.recurrenceId &&
    (await seriesRepo.hasLaterSplit(tx, auth.companyId, current.recurrenceId, current.startAt))
  ) {
    add('recursion_rule', M.ruleChangedLater);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  // Only a body valid in every other respect is held to the licence check (a REFUSE company's 422).
  const refusals = await licenceRefusals(
    tx,
    await getCompany(tx, auth.companyId),
    { types: body.types, attendees: body.attendees, endAt: instantOf(body.end_date, body.timezone) },
    current &&
      (async () => {
        const { types, attendees } = await repo.loadDetails(tx, auth.companyId, [current.id]);
        return { types: types.map((t) => t.id), attendees: attendees.map((a) => a.id), endAt: current.endAt };
      }),
  );
  if (refusals.length > 0) throw invalid({ attendees: refusals });
}
