import { LICENCE_EXPIRY_WINDOW_DAYS } from '@fieldbook/domain/dashboard/dashboard.constants';
import type {
  DashboardAppointment,
  DashboardDocuments,
  DashboardLicence,
  DashboardPage,
  DashboardRevenue,
} from '@fieldbook/domain/dashboard/dashboard.payloads';
import type { DashboardAppointmentsQuery, DashboardPageQuery } from '@fieldbook/domain/dashboard/dashboard.schemas';
import {
  addDays,
  dateIn,
  dayHolding,
  daysBetween,
  formatSqlDate,
  monthStart,
  todayIn,
} from '@fieldbook/domain/dates/date-codec';
import { amountDueOf } from '@fieldbook/domain/documents/documents.rules';
import { toDollars } from '@fieldbook/domain/money/money.rules';
import { DateTime } from 'luxon';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { companyTimezone } from '../company/index';
import * as repo from './dashboard.repository';

/** luxon's `end` plus a day in `zone`, for `end` a local day's start by dayHolding's reckoning. */
function dayAfter(end: Date, zone: string): { start: Date; end: Date } {
  const next = dayHolding(zone, end);
  if (next.start.getTime() === end.getTime()) return { start: end, end: next.end };
  return { start: end, end: DateTime.fromJSDate(end, { zone }).plus({ days: 1 }).toJSDate() };
}

const countOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;

type AppointmentRow = Awaited<ReturnType<typeof repo.unscheduledAppointments>>[number];

function presentAppointment(row: AppointmentRow, timezone: string): DashboardAppointment {
  return {
    id: row.id,
    reference_id: row.referenceId,
    title: row.title,
    status: row.status,
    start_date: formatSqlDate(row.startAt, row.timezone),
    end_date: formatSqlDate(row.endAt, row.timezone),
    all_day: row.allDay,
    timezone: row.timezone,
    date: dateIn(row.startAt, timezone),
  };
}

function presentDocuments(rows: Awaited<ReturnType<typeof repo.overdueInvoices>>): DashboardDocuments {
  return {
    rows: rows.map((row) => ({
      id: row.id,
      number: row.number,
      title: row.title,
      client_name: row.clientName,
      term_date: row.termDate,
      total: toDollars(row.totalCents),
      amount_due: toDollars(amountDueOf(row.totalCents, row.amountPaidCents)),
    })),
    total: countOf(rows),
    sum: toDollars(rows[0]?.sumCents ?? 0),
  };
}

/** The dashboard's widgets; the routes have checked each one's permission. */
export function createDashboardService(db: Database) {
  // Today's date by the zone's kept hour offsets (date-codec), not a luxon DateTime per request.
  const today = async (auth: AuthContext) => todayIn(await companyTimezone(db, auth));

  return {
    /** Today's or tomorrow's appointments in the company's timezone; only one's own without canEditAppointments. */
    async appointments(
      auth: AuthContext,
      query: DashboardAppointmentsQuery,
    ): Promise<DashboardPage<DashboardAppointment>> {
      const timezone = await companyTimezone(db, auth);
      // Today as luxon's start of the day and a day after (kept per zone); tomorrow a day after that: the
      // day holding today's end, kept too, when it starts there (luxon's walk only after a skipped midnight).
      const current = dayHolding(timezone);
      const span = query.day === 'tomorrow' ? dayAfter(current.end, timezone) : current;
      const own = auth.permissions.includes('canEditAppointments') ? null : auth.userId;
      const rows = await repo.dayAppointments(db, auth.companyId, span, own, query);
      return { rows: rows.map((row) => presentAppointment(row, timezone)), total: countOf(rows) };
    },

    async unscheduled(auth: AuthContext, query: DashboardPageQuery): Promise<DashboardPage<DashboardAppointment>> {
      const [timezone, rows] = await Promise.all([
        companyTimezone(db, auth),
        repo.unscheduledAppointments(db, auth.companyId, query),
      ]);
      return { rows: rows.map((row) => presentAppointment(row, timezone)), total: countOf(rows) };
    },

    async quotations(auth: AuthContext, query: DashboardPageQuery): Promise<DashboardDocuments> {
      return presentDocuments(await repo.awaitingQuotations(db, auth.companyId, await today(auth), query));
    },

    async overdueInvoices(auth: AuthContext, query: DashboardPageQuery): Promise<DashboardDocuments> {
      return presentDocuments(await repo.overdueInvoices(db, auth.companyId, await today(auth), query));
    },

    /** Payments received this calendar month and last, months as the company's dates. */
    async revenue(auth: AuthContext): Promise<DashboardRevenue> {
      const date = await today(auth);
      const months = { last: monthStart(date, -1), current: monthStart(date, 0), next: monthStart(date, 1) };
      const { currentCents, lastCents } = await repo.revenueByMonth(db, auth.companyId, months);
      return { this_month: toDollars(currentCents), last_month: toDollars(lastCents), month_start: months.current };
    },

    async licences(auth: AuthContext, query: DashboardPageQuery): Promise<DashboardPage<DashboardLicence>> {
      const from = await today(auth);
      const span = { today: from, until: addDays(from, LICENCE_EXPIRY_WINDOW_DAYS) };
      const rows = await repo.expiringLicences(db, auth.companyId, span, query);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          licence_number: row.licenceNumber,
          descriptor: row.descriptor,
          // The query keeps only dated licences.
          expiry_date: row.expiryDate ?? from,
          days_left: daysBetween(from, row.expiryDate ?? from),
          holder: { id: row.holderId, name: `${row.firstName} ${row.lastName}`.trim() },
        })),
        total: countOf(rows),
      };
    },
  };
}
