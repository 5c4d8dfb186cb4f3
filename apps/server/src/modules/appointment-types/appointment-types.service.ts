import type { SaveAppointmentTypeBody } from '@fieldbook/domain/appointments/appointment-types.schemas';
import { APPOINTMENT_TYPE_MESSAGES } from '@fieldbook/domain/appointments/appointments.constants';
import { recurrenceRuleProblem, ruleStartOf } from '@fieldbook/domain/appointments/recurrence-rule';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { LICENCE_TYPE_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Database, Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { getCompany } from '../company/index';
import { inventoryOfLines, storeLineItems } from '../inventory/index';
import { assertLicenceTypes } from '../licences/index';
import { requiredLicencesByType } from './appointment-type-licences';
import { presentType } from './appointment-types.presenter';
import * as repo from './appointment-types.repository';

export function createAppointmentTypesService(deps: { db: Database }) {
  const { db } = deps;

  async function presentAll(dbx: Executor, companyId: number, rows: repo.AppointmentTypeRow[]) {
    const [company, licences, inventory] = await Promise.all([
      getCompany(dbx, companyId),
      requiredLicencesByType(
        dbx,
        companyId,
        rows.map((row) => row.id),
      ),
      inventoryOfLines(
        dbx,
        companyId,
        rows.flatMap((row) => row.inventory),
      ),
    ]);
    return rows.map((row) => presentType(row, inventory, company.timezone, licences.get(row.id) ?? []));
  }

  async function load(dbx: Executor, auth: AuthContext, id: number, lock = false) {
    const row = await repo.findType(dbx, auth.companyId, id, lock);
    if (!row) throw notFound(APPOINTMENT_TYPE_MESSAGES.notFound);
    return row;
  }

  function checkRule(auth: AuthContext, rule: string | null | undefined, timezone: string) {
    if (!rule) return;
    if (!auth.permissions.includes('isSubscribed'))
      throw fieldError('recursion_rule', APPOINTMENT_TYPE_MESSAGES.subscriptionOnly);
    const start = ruleStartOf(rule) ?? formatSqlDate(new Date(), timezone);
    const problem = recurrenceRuleProblem(rule, { start, timezone });
    if (problem) throw fieldError('recursion_rule', problem);
  }

  /** The licence types it requires: live ones of the company only (absent keeps those stored). */
  async function saveLicences(tx: Executor, auth: AuthContext, typeId: number, ids: number[] | undefined) {
    if (ids === undefined) return;
    const kept = new Set((await repo.requiredLicenceTypeIds(tx, auth.companyId, [typeId])).map((l) => l.licenceTypeId));
    // One required before its type was archived may stay; a new one must be live.
    const added = ids.filter((id) => !kept.has(id));
    await assertLicenceTypes(
      tx,
      auth.companyId,
      added,
      'required_licence_type_ids',
      LICENCE_TYPE_MESSAGES.typesInvalid,
    );
    await repo.saveRequiredLicenceTypes(tx, auth.companyId, typeId, ids);
  }

  async function presentOne(auth: AuthContext, id: number) {
    const [type] = await presentAll(db, auth.companyId, [await load(db, auth, id)]);
    if (!type) throw notFound(APPOINTMENT_TYPE_MESSAGES.notFound);
    return type;
  }

  const log = (tx: Executor, auth: AuthContext, type: repo.AppointmentTypeRow, action: string, verb: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: 'appointment_type',
      subjectId: type.id,
      description: `${verb} appointment type ${type.name}`,
    });

  return {
    async available(auth: AuthContext, withDeleted: boolean) {
      return presentAll(db, auth.companyId, await repo.listTypes(db, auth.companyId, withDeleted));
    },

    presentOne,

    /**
     * POST types/save: creates or updates; a new or changed recurrence rule needs a subscription (spec
     * section 6) and must be one an appointment can repeat by (from its own start, else from now).
     */
    async save(auth: AuthContext, body: SaveAppointmentTypeBody) {
      const id = await db.transaction(async (tx) => {
        const values: repo.AppointmentTypeValues = {
          name: body.name,
          shorthandName: body.shorthand_name ?? null,
          color: body.color,
          mustBeStaffed: body.must_be_staffed,
          clientTitle: body.client_title ?? null,
          clientDescription: body.client_description ?? null,
          title: body.title ?? null,
          description: body.description ?? null,
          timeAllocation: body.time_allocation,
          recursionRule: body.recursion_rule ?? null,
          recurringStatus: body.recurring_status,
          clientReminderOffset: body.client_reminder_offset,
          staffReminderOffset: body.staff_reminder_offset,
          unscheduledReminderOffset: body.unscheduled_reminder_offset,
          inventory: await storeLineItems(tx, auth.companyId, body.inventory, 'inventory'),
        };
        const timezone = (await getCompany(tx, auth.companyId)).timezone;
        if (body.id === undefined) {
          checkRule(auth, body.recursion_rule, timezone);
          const created = await repo.insertType(tx, auth.companyId, auth.userId, values);
          await saveLicences(tx, auth, created.id, body.required_licence_type_ids);
          await log(tx, auth, created, 'appointment_type_created', 'Added');
          return created.id;
        }
        const current = await load(tx, auth, body.id, true);
        if (body.updated_at !== undefined && body.updated_at !== formatSqlDate(current.updatedAt, timezone)) {
          throw conflict(MESSAGES.staleEdit);
        }
        // One kept as stored stays, whatever the subscription.
        if (body.recursion_rule !== current.recursionRule) checkRule(auth, body.recursion_rule, timezone);
        const saved = await repo.updateType(tx, current, values);
        await saveLicences(tx, auth, saved.id, body.required_licence_type_ids);
        await log(tx, auth, saved, 'appointment_type_updated', 'Updated');
        return saved.id;
      });
      return presentOne(auth, id);
    },

    /** DELETE types: deletes (archives) a type, or restores a deleted one; appointments keep theirs. */
    async toggleDeleted(auth: AuthContext, id: number) {
      await db.transaction(async (tx) => {
        const current = await load(tx, auth, id, true);
        const deleting = current.archivedAt === null;
        const saved = await repo.updateType(tx, current, { archivedAt: deleting ? new Date() : null });
        await log(
          tx,
          auth,
          saved,
          deleting ? 'appointment_type_deleted' : 'appointment_type_restored',
          deleting ? 'Deleted' : 'Restored',
        );
      });
      const type = await presentOne(auth, id);
      return { type, message: type.deleted ? APPOINTMENT_TYPE_MESSAGES.archived : APPOINTMENT_TYPE_MESSAGES.restored };
    },
  };
}
