import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { AppointmentDefaults } from '@fieldbook/domain/appointments/appointments.payloads';
import {
  type AppointmentSearchBody,
  type CreateAppointmentBody,
  APPOINTMENT_MESSAGES as M,
  SERIES_ACTION_STATUSES,
  type SeriesAction,
  UPCOMING_DELETABLE_STATUSES,
  type UpdateAppointmentBody,
} from '@fieldbook/domain/appointments/appointments.schemas';
import { REMINDER_EDITABLE_STATUSES } from '@fieldbook/domain/appointments/reminders.rules';
import { instantOf } from '@fieldbook/domain/dates/date-codec';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, forbidden, notFound } from '../../http/http-error';
import type { JobRunner } from '../../jobs/job-runner';
import { recordActivity } from '../activity/index';
import { clientJobAddress } from '../clients/index';
import { assertTrialSlot, companyTimezone, getCompany } from '../company/index';
import { type KeyedChange, once } from '../idempotency/index';
import { createNotesService } from '../notes/index';
import { checkAppointment } from './appointment-checks';
import * as links from './appointment-links.repository';
import type { OnlineBookingOf } from './appointment-online-booking';
import {
  peekAppointmentReference,
  recordAppointmentReference,
  takeAppointmentReference,
} from './appointment-references';
import { rearmMovedReminders, scheduleReminders } from './appointment-reminders';
import { createSeries, ruleChangeOf, updateLaterInSeries } from './appointment-series';
import * as seriesRepo from './appointment-series.repository';
import { holdRestoredTime, holdSavedTime } from './appointment-time-holds';
import { type AppointmentFields, columnsOf, reminderValues, typedReference } from './appointment-values';
import { canEditAppointment, sqlDateIn, viewerOf } from './appointments.presenter';
import * as repo from './appointments.repository';
import { appointmentPresenting } from './appointments-presenting';
import * as searchRepo from './appointments-search.repository';
import * as calendarRepo from './calendar.repository';

export const appointmentNotes = createNotesService('appointment');

export function createAppointmentsService(deps: { db: Database; jobs: JobRunner; onlineBookingOf: OnlineBookingOf }) {
  const { db, jobs, onlineBookingOf } = deps;
  const remind = (tx: Executor, auth: AuthContext, ids: number[]) => scheduleReminders(jobs, tx, auth.companyId, ids);

  const { presentMany, presentCalendar, presentOne, presentSaved } = appointmentPresenting(db, onlineBookingOf);

  /** A search's span as instants: start and end are the company's wall-clock times (spec section 7). */
  async function searchRange(auth: AuthContext, body: AppointmentSearchBody) {
    const zone = await companyTimezone(db, auth);
    return {
      start: body.start ? instantOf(body.start, zone) : null,
      end: body.end ? instantOf(body.end, zone) : null,
    };
  }

  /** A search's page of rows and its total. */
  const searchPage = async (auth: AuthContext, body: AppointmentSearchBody) =>
    searchRepo.searchAppointments(db, auth.companyId, body, await searchRange(auth, body));

  const log = (tx: Executor, auth: AuthContext, row: repo.AppointmentRow, action: string, description: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: 'appointment',
      subjectId: row.id,
      description,
    });

  /** A transaction that turns the reference index's verdict on a race into the field's message. */
  async function writing<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('reference_id', M.referenceTaken);
      throw error;
    }
  }

  async function loadForChange(tx: Executor, auth: AuthContext, id: number) {
    const row = await repo.findAppointment(tx, auth.companyId, id, true);
    if (!row) throw notFound(M.notFound);
    if (row.archivedAt !== null) throw conflict(M.archivedReadOnly);
    return row;
  }

  /** Simple actions (status, notes, messages): calendar access and can_edit, or attending it (spec section 6). */
  async function assertSimpleAction(tx: Executor, auth: AuthContext, row: repo.AppointmentRow) {
    if (canEditAppointment(row, viewerOf(auth))) return;
    if (!(await links.attendeeIdsOf(tx, auth.companyId, row.id)).includes(auth.userId)) throw forbidden(M.notEditable);
  }

  /**
   * A keyed change in one transaction, answered from the row it saved (no reading it again after
   * commit); a repeat of its key answers the appointment as it stands.
   */
  async function savedOnce(
    auth: AuthContext,
    id: number,
    keyed: KeyedChange,
    change: (tx: Executor) => Promise<repo.AppointmentRow | undefined>,
  ) {
    const saved: { row?: repo.AppointmentRow | undefined } = {};
    await writing((tx) =>
      once(tx, keyed, async () => {
        saved.row = await change(tx);
        return null;
      }),
    );
    return presentSaved(auth, id, saved.row);
  }

  /** PUT status's checks on the row (loadForChange's own archived check too, for a row read unlocked). */
  async function checkStatusChange(tx: Executor, auth: AuthContext, row: repo.AppointmentRow) {
    if (row.archivedAt !== null) throw conflict(M.archivedReadOnly);
    await assertSimpleAction(tx, auth, row);
    if (row.status === 'UNSCHEDULED') throw fieldError('status', M.scheduleToChangeStatus);
  }

  function assertFullEdit(auth: AuthContext, row: repo.AppointmentRow) {
    if (!canEditAppointment(row, viewerOf(auth))) throw forbidden(M.notEditable);
  }

  /**
   * POST unscheduled/mark: a SCHEDULED or UNCONFIRMED appointment leaves the calendar for the
   * unscheduled list (errors on `field`: the call's id, or PUT status's status). Once per key.
   */
  async function markUnscheduled(auth: AuthContext, id: number, keyed: KeyedChange, field: 'id' | 'status' = 'id') {
    return savedOnce(auth, id, keyed, async (tx) => {
      const current = await loadForChange(tx, auth, id);
      assertFullEdit(auth, current);
      if (current.status !== 'SCHEDULED' && current.status !== 'UNCONFIRMED') {
        throw fieldError(field, M.markUnscheduledStatus);
      }
      const saved = await repo.updateAppointment(tx, current, {
        status: 'UNSCHEDULED',
        recurringStatus: 'UNSCHEDULED',
        isLocked: false,
      });
      await links.deleteStaffReminders(tx, auth.companyId, id);
      await remind(tx, auth, [id]);
      await log(tx, auth, saved, 'appointment_unscheduled', `Marked ${saved.referenceId} as unscheduled`);
      return saved;
    });
  }

  return {
    presentOne,

    /** Throws 404 unless the appointment is the caller's company's (the timeline plugin's check). */
    async assertAppointment(auth: AuthContext, id: number) {
      const row = await repo.findAppointment(db, auth.companyId, id);
      if (!row) throw notFound(M.notFound);
      return row;
    },

    /** Notes and files: archived appointments are read-only, and the simple-action rule applies. */
    async assertWritable(auth: AuthContext, id: number) {
      const row = await repo.findAppointment(db, auth.companyId, id);
      if (!row) throw notFound(M.notFound);
      if (row.archivedAt !== null) throw conflict(M.archivedReadOnly);
      await assertSimpleAction(db, auth, row);
      return row;
    },

    /**
     * GET defaults/values: the next reference and business hours; booked from a quotation, its client
     * (unless one is named) and its job address, else the named client's job address. An unknown
     * quotation answers 422 on quotation_id.
     */
    async defaults(
      auth: AuthContext,
      query: { client_id?: number | undefined; quotation_id?: number | undefined },
    ): Promise<AppointmentDefaults> {
      const company = await getCompany(db, auth.companyId);
      const quotation = query.quotation_id
        ? await repo.bookedQuotation(db, auth.companyId, query.quotation_id)
        : undefined;
      if (query.quotation_id && !quotation) throw fieldError('quotation_id', M.quotationInvalid);
      return {
        reference_id: await peekAppointmentReference(db, auth.companyId),
        quotation_id: quotation?.id ?? null,
        business_hours: company.businessHours,
        timezone: company.timezone,
        address:
          quotation?.address ?? (query.client_id ? await clientJobAddress(db, auth.companyId, query.client_id) : null),
        client: query.client_id ?? quotation?.clientId ?? null,
        user: { id: auth.userId },
      };
    },

    async create(auth: AuthContext, request: CreateAppointmentBody) {
      const { id, saved } = await writing(async (tx) => {
        await holdSavedTime(tx, auth, request);
        await assertTrialSlot(tx, auth.companyId, 'appointment', (dbx) =>
          repo.countActiveAppointments(dbx, auth.companyId),
        );
        const quotationId = request.quotation_id;
        const quotation = quotationId ? await repo.bookedQuotation(tx, auth.companyId, quotationId) : undefined;
        // Booked from a quotation without naming a client: the quotation's client is the job's.
        const body =
          quotation && request.clients.length === 0 ? { ...request, clients: [quotation.clientId] } : request;
        const typed = typedReference(body);
        const reference = typed ?? (await takeAppointmentReference(tx, auth.companyId));
        const fields: AppointmentFields = { ...body, reference_id: reference };
        await checkAppointment(tx, auth, fields, undefined, Boolean(quotationId) && !quotation);
        if (typed) await recordAppointmentReference(tx, auth.companyId, typed);
        const row = await repo.insertAppointment(tx, auth.companyId, auth.userId, {
          ...columnsOf(fields),
          quotationId: body.quotation_id ?? null,
        });
        // A new appointment has nothing to replace: its links and reminders are inserted, no more.
        await links.saveLinksForMany(tx, auth.companyId, [row.id], fields);
        await links.saveRemindersForMany(tx, auth.companyId, [row.id], reminderValues(fields));
        const series = fields.recursion_rule ? await createSeries(tx, auth, row, fields, fields.recursion_rule) : [];
        await remind(tx, auth, [row.id, ...series]);
        if (body.note) await appointmentNotes.add(tx, auth, row.id, body.note);
        await log(tx, auth, row, 'appointment_created', `Created appointment ${row.referenceId}: ${row.title}`);
        // A series' first appointment was written again (its series link): read as committed.
        return { id: row.id, saved: series.length > 0 ? undefined : row };
      });
      return presentSaved(auth, id, saved);
    },

    /**
     * PUT: full editing (can_edit), the version it started from, every status allowed. Once per key:
     * the key is checked before the version, so a repeat of an edit that was made answers it again.
     */
    async update(auth: AuthContext, body: UpdateAppointmentBody, keyed: KeyedChange) {
      return savedOnce(auth, body.id, keyed, async (tx) => {
        const before = await repo.findAppointment(tx, auth.companyId, body.id);
        if (before) await holdSavedTime(tx, auth, body, before);
        const current = await loadForChange(tx, auth, body.id);
        assertFullEdit(auth, current);
        if (body.updated_at !== undefined && body.updated_at !== sqlDateIn(current.updatedAt, current.timezone)) {
          throw conflict(MESSAGES.staleEdit);
        }
        await checkAppointment(tx, auth, body, current);
        const ruleChange = ruleChangeOf(current, body);
        // A removed or changed rule takes the later scheduled and unscheduled ones with it (spec section 4).
        if (ruleChange !== 'none' && current.recurrenceId !== null) {
          await seriesRepo.archiveLaterInSeries(
            tx,
            auth.companyId,
            current.recurrenceId,
            current.startAt,
            SERIES_ACTION_STATUSES.scheduledAndUnscheduled,
          );
        }
        if (body.reference_id !== current.referenceId)
          await recordAppointmentReference(tx, auth.companyId, body.reference_id);
        const saved = await repo.updateAppointment(tx, current, {
          ...columnsOf(body),
          // An unchanged rule stays as stored (its start); a removed one leaves the series.
          ...(ruleChange === 'none'
            ? { recursionRule: current.recursionRule }
            : { recursionRule: null, recurrenceId: null }),
        });
        await links.saveLinks(tx, auth.companyId, saved.id, body);
        // Reminders change only while the appointment may still remind (spec section 4).
        if (REMINDER_EDITABLE_STATUSES.includes(body.status)) {
          await links.saveReminders(tx, auth.companyId, saved.id, reminderValues(body));
          if (saved.startAt.getTime() !== current.startAt.getTime())
            await rearmMovedReminders(tx, auth.companyId, saved.id, saved.startAt);
        }
        if (body.status === 'UNSCHEDULED') await links.deleteStaffReminders(tx, auth.companyId, saved.id);
        await log(tx, auth, saved, 'appointment_updated', `Updated appointment ${saved.referenceId}`);
        const rule = ruleChange === 'new' ? body.recursion_rule : null;
        // A new or changed rule starts a new series here, split from the old one.
        const others = rule
          ? await createSeries(tx, auth, saved, body, rule, current.recurrenceId)
          : ruleChange === 'none' && body.update_recurring !== 'none'
            ? await updateLaterInSeries(tx, auth, current, body, SERIES_ACTION_STATUSES[body.update_recurring])
            : [];
        await remind(tx, auth, [saved.id, ...others]);
        // A new series wrote this first appointment again (its series link): read as committed.
        return rule ? undefined : saved;
      });
    },

    /**
     * PUT status, a simple action (attendees too) — except taking it off the calendar, which is "mark
     * as unscheduled" (full editing), and changing an unscheduled one's, which is scheduling it (an edit).
     * Once per key: a repeat answers the appointment as it stands rather than changing it again.
     */
    async setStatus(auth: AuthContext, id: number, status: AppointmentStatus, keyed: KeyedChange) {
      if (status === 'UNSCHEDULED') return markUnscheduled(auth, id, keyed, 'status');
      return savedOnce(auth, id, keyed, async (tx) => {
        // The read that holds a restored appointment's staff days (before any row lock) is the one the
        // change is checked on, unless the row changed after it: then it is checked again, locked.
        const seen = await holdRestoredTime(tx, auth, id, status);
        if (seen) await checkStatusChange(tx, auth, seen);
        const changeLocked = async () => {
          const current = await loadForChange(tx, auth, id);
          await checkStatusChange(tx, auth, current);
          return repo.updateAppointment(tx, current, { status });
        };
        const saved = (seen && (await repo.updateAppointmentAsSeen(tx, seen, { status }))) ?? (await changeLocked());
        await remind(tx, auth, [id]);
        await log(tx, auth, saved, 'appointment_status', `Changed the status of ${saved.referenceId} to ${status}`);
        return saved;
      });
    },

    markUnscheduled: (auth: AuthContext, id: number, keyed: KeyedChange) => markUnscheduled(auth, id, keyed),

    async setLock(auth: AuthContext, id: number, state: boolean) {
      const saved = await db.transaction(async (tx) => {
        const current = await loadForChange(tx, auth, id);
        assertFullEdit(auth, current);
        if (state && current.status === 'UNSCHEDULED') throw fieldError('state', M.lockUnscheduled);
        const saved = await repo.updateAppointment(tx, current, { isLocked: state });
        await log(
          tx,
          auth,
          saved,
          state ? 'appointment_locked' : 'appointment_unlocked',
          `${state ? 'Locked' : 'Unlocked'} ${saved.referenceId}`,
        );
        return saved;
      });
      return presentSaved(auth, id, saved);
    },

    /** DELETE archives; delete_action also archives the later unscheduled (or scheduled and unscheduled) ones of its series. */
    async remove(auth: AuthContext, id: number, action: SeriesAction) {
      return db.transaction(async (tx) => {
        const current = await loadForChange(tx, auth, id);
        assertFullEdit(auth, current);
        const saved = await repo.updateAppointment(tx, current, { archivedAt: new Date() });
        await log(tx, auth, saved, 'appointment_deleted', `Deleted appointment ${saved.referenceId}`);
        const later =
          action === 'none' || current.recurrenceId === null
            ? []
            : await seriesRepo.archiveLaterInSeries(
                tx,
                auth.companyId,
                current.recurrenceId,
                current.startAt,
                SERIES_ACTION_STATUSES[action],
              );
        return { deleted_ids: [id, ...later] };
      });
    },

    /** DELETE upcoming (Delete Appointments Afterward): the later ones of its series that have not happened. */
    async removeUpcoming(auth: AuthContext, id: number) {
      return db.transaction(async (tx) => {
        const current = await loadForChange(tx, auth, id);
        assertFullEdit(auth, current);
        if (current.recurrenceId === null) return { deleted_ids: [] };
        const ids = await seriesRepo.archiveLaterInSeries(
          tx,
          auth.companyId,
          current.recurrenceId,
          current.startAt,
          UPCOMING_DELETABLE_STATUSES,
        );
        await log(
          tx,
          auth,
          current,
          'appointment_deleted',
          `Deleted ${ids.length} appointments after ${current.referenceId}`,
        );
        return { deleted_ids: ids };
      });
    },

    async search(auth: AuthContext, body: AppointmentSearchBody) {
      const { rows, total } = await searchPage(auth, body);
      return { appointments: await presentMany(auth, rows), total };
    },

    /**
     * POST calendar: the search's page as the calendar holds it, with no creators to look up. The page
     * first; its details and (unless a short page tells it) its total then at once.
     */
    async calendar(auth: AuthContext, body: AppointmentSearchBody) {
      const page = await calendarRepo.calendarPage(db, auth.companyId, body, await searchRange(auth, body));
      const [appointments, total] = await Promise.all([presentCalendar(auth, page.rows), page.total()]);
      return { appointments, total };
    },
  };
}
export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
