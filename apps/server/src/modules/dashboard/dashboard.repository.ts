import { and, asc, eq, gte, inArray, isNull, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { builtPer, preparedPer, UNNAMED } from '../../db/prepared';
import {
  appointmentAttendees,
  appointments,
  clients,
  documents,
  licences,
  payments,
  unpaidInvoiceDays,
  users,
} from '../../db/schema/index';

/**
 * The dashboard's widgets (issue 24): each one indexed statement over the session's company, a page of
 * rows with the count (and sums) of every match read alongside by window functions. Each is built by
 * drizzle once (values as placeholders) and sent unnamed, so PostgreSQL still plans it for its values
 * (the day's span, the dates): building them was ~12 % of a widget's server time.
 */

const total = sql<number>`count(*) over ()`.mapWith(Number);
const page = (rows: number, pageNo: number) => ({ limit: rows, offset: (pageNo - 1) * rows });
const placeholder = sql.placeholder;
const companyId_ = placeholder('companyId');

/** What an appointment row of a widget shows. */
const appointmentColumns = {
  id: appointments.id,
  referenceId: appointments.referenceId,
  title: appointments.title,
  status: appointments.status,
  startAt: appointments.startAt,
  endAt: appointments.endAt,
  allDay: appointments.allDay,
  timezone: appointments.timezone,
};

const dayAppointmentsQuery = builtPer((db: Database, shape: 'all' | 'own') =>
  db
    .select({ ...appointmentColumns, total })
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, companyId_),
        isNull(appointments.archivedAt),
        notInArray(appointments.status, ['UNSCHEDULED', 'CANCELLED']),
        // The span GiST index (appointments_span_gist): what overlaps the day, however long.
        sql`tstzrange(${appointments.startAt}, ${appointments.endAt}, '[]') && tstzrange(${placeholder('start')}, ${placeholder('end')}, '[)')`,
        // …but not one that ends as the day begins (an instant one at midnight is the day's).
        sql`(${appointments.endAt} > ${placeholder('start')} or ${appointments.startAt} = ${placeholder('start')})`,
        shape === 'all'
          ? undefined
          : sql`exists (select 1 from ${appointmentAttendees} where ${appointmentAttendees.companyId} = ${companyId_}
              and ${appointmentAttendees.appointmentId} = ${appointments.id} and ${appointmentAttendees.userId} = ${placeholder('userId')})`,
      ),
    )
    // Sorted by an expression, not the column: ordered by start_at, the planner walks the company's whole
    // start index for a LIMIT of 10 (200 000 rows filtered, ~100 ms) instead of the span GiST's day (~140 rows).
    .orderBy(sql`${appointments.startAt} + interval '0 seconds'`, asc(appointments.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(UNNAMED),
);

/** Appointments overlapping [start, end) that are on the calendar; only `userId`'s when given (an attendee). */
export function dayAppointments(
  db: Database,
  companyId: number,
  span: { start: Date; end: Date },
  onlyUserId: number | null,
  paging: { rows: number; page: number },
) {
  return dayAppointmentsQuery(db, onlyUserId === null ? 'all' : 'own').execute({
    companyId,
    start: span.start,
    end: span.end,
    userId: onlyUserId,
    ...page(paging.rows, paging.page),
  });
}

const unscheduledWhere = and(
  eq(appointments.companyId, companyId_),
  isNull(appointments.archivedAt),
  eq(appointments.status, 'UNSCHEDULED'),
);
const unscheduledQuery = preparedPer((db: Database) =>
  db
    .select({
      ...appointmentColumns,
      total: sql<number>`(select count(*) from ${appointments} where ${unscheduledWhere})`.mapWith(Number),
    })
    .from(appointments)
    .where(unscheduledWhere)
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(UNNAMED),
);

/**
 * Live unscheduled appointments, oldest start first: the page read along appointments_unscheduled_idx
 * and the count from it alone (a window count would fetch every row of a large list).
 */
export function unscheduledAppointments(db: Database, companyId: number, paging: { rows: number; page: number }) {
  return unscheduledQuery(db).execute({ companyId, ...page(paging.rows, paging.page) });
}

/** The count and the sum over every match of a documents page, by company (`total`, `sum_cents`). */
type DocumentsTotals = (db: Database) => SubqueryWithSelection<
  {
    companyId: AnyPgColumn<{ data: number; notNull: true }>;
    total: SQL.Aliased<number>;
    sumCents: SQL.Aliased<number>;
  },
  'all_matching'
>;

/** DocumentsTotals counted from documents: `amount` summed over the rows `where` matches. */
const documentsTotals = (where: SQL | undefined, amount: SQL<number>) => (db: Database) =>
  db
    .select({
      companyId: documents.companyId,
      total: sql<number>`count(*)`.mapWith(Number).as('total'),
      sumCents: sql<number>`coalesce(sum(${amount}), 0)`.mapWith(Number).as('sum_cents'),
    })
    .from(documents)
    .where(where)
    .groupBy(documents.companyId)
    .as('all_matching');

/**
 * A page of live documents with the count and the sum over all of them (`totals`, read apart, so the
 * page stops at its rows instead of a window reading every match); only the page's rows are joined to
 * their clients.
 */
function documentsPage(db: Database, where: SQL | undefined, totals: DocumentsTotals) {
  const matching = db
    .select({
      id: documents.id,
      companyId: documents.companyId,
      clientId: documents.clientId,
      number: documents.number,
      title: documents.title,
      termDate: documents.termDate,
      totalCents: documents.totalCents,
      amountPaidCents: documents.amountPaidCents,
    })
    .from(documents)
    .where(where)
    .orderBy(sql`${documents.termDate} asc nulls last`, asc(documents.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('matching');
  const all = totals(db);
  return db
    .select({
      id: matching.id,
      number: matching.number,
      title: matching.title,
      clientName: clients.displayName,
      termDate: matching.termDate,
      totalCents: matching.totalCents,
      amountPaidCents: matching.amountPaidCents,
      total: all.total,
      sumCents: all.sumCents,
    })
    .from(matching)
    .innerJoin(clients, and(eq(clients.companyId, matching.companyId), eq(clients.id, matching.clientId)))
    .innerJoin(all, eq(all.companyId, matching.companyId))
    .orderBy(sql`${matching.termDate} asc nulls last`, asc(matching.id))
    .prepare(UNNAMED);
}

const awaitingQuotations_ = and(
  eq(documents.companyId, companyId_),
  eq(documents.kind, 'quotation'),
  eq(documents.status, 'SENT'),
  isNull(documents.archivedAt),
  sql`(${documents.termDate} is null or ${documents.termDate} >= ${placeholder('today')})`,
);
const awaitingQuotationsQuery = preparedPer((db: Database) =>
  documentsPage(db, awaitingQuotations_, documentsTotals(awaitingQuotations_, sql<number>`${documents.totalCents}`)),
);

/** Sent quotations with no answer that have not expired (today is the company's date). */
export function awaitingQuotations(
  db: Database,
  companyId: number,
  today: string,
  paging: { rows: number; page: number },
) {
  return awaitingQuotationsQuery(db).execute({ companyId, today, ...page(paging.rows, paging.page) });
}

/** The overdue invoices' count and sum from unpaid_invoice_days: a row per past due date. */
const overdueTotals = (db: Database) =>
  db
    .select({
      companyId: unpaidInvoiceDays.companyId,
      total: sql<number>`sum(${unpaidInvoiceDays.n})`.mapWith(Number).as('total'),
      sumCents: sql<number>`sum(${unpaidInvoiceDays.dueCents})`.mapWith(Number).as('sum_cents'),
    })
    .from(unpaidInvoiceDays)
    .where(and(eq(unpaidInvoiceDays.companyId, companyId_), lt(unpaidInvoiceDays.termDate, placeholder('today'))))
    .groupBy(unpaidInvoiceDays.companyId)
    .as('all_matching');

const overdueInvoicesQuery = preparedPer((db: Database) =>
  documentsPage(
    db,
    and(
      eq(documents.companyId, companyId_),
      eq(documents.kind, 'invoice'),
      inArray(documents.status, ['OPEN', 'PARTIAL']),
      isNull(documents.archivedAt),
      lt(documents.termDate, placeholder('today')),
    ),
    overdueTotals,
  ),
);

/**
 * Issued invoices not fully paid whose due date has passed, with the sum of what is due: the page from
 * documents_unpaid_term_idx, the count and the sum from unpaid_invoice_days (kept by triggers).
 */
export function overdueInvoices(
  db: Database,
  companyId: number,
  today: string,
  paging: { rows: number; page: number },
) {
  return overdueInvoicesQuery(db).execute({ companyId, today, ...page(paging.rows, paging.page) });
}

const revenueQuery = preparedPer((db: Database) =>
  db
    .select({
      current:
        sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.paymentDate} >= ${placeholder('current')}), 0)`.mapWith(
          Number,
        ),
      last: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.paymentDate} < ${placeholder('current')}), 0)`.mapWith(
        Number,
      ),
    })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId_),
        gte(payments.paymentDate, placeholder('last')),
        lt(payments.paymentDate, placeholder('next')),
        isNull(payments.voidedAt),
      ),
    )
    .prepare(UNNAMED),
);

/** Payments received (not voided) this month and last, by their dates (payments_date_idx). */
export async function revenueByMonth(
  db: Database,
  companyId: number,
  months: { last: string; current: string; next: string },
) {
  const [row] = await revenueQuery(db).execute({ companyId, ...months });
  return { currentCents: row?.current ?? 0, lastCents: row?.last ?? 0 };
}

const expiringLicencesQuery = preparedPer((db: Database) =>
  db
    .select({
      id: licences.id,
      licenceNumber: licences.licenceNumber,
      descriptor: licences.descriptor,
      expiryDate: licences.expiryDate,
      holderId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      total,
    })
    .from(licences)
    .innerJoin(users, and(eq(users.companyId, licences.companyId), eq(users.id, licences.userId)))
    .where(
      and(
        eq(licences.companyId, companyId_),
        isNull(licences.archivedAt),
        gte(licences.expiryDate, placeholder('today')),
        lte(licences.expiryDate, placeholder('until')),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(licences.expiryDate), asc(licences.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(UNNAMED),
);

/** Live licences of active staff expiring from today to `until` (licences_expiry_idx), soonest first. */
export function expiringLicences(
  db: Database,
  companyId: number,
  span: { today: string; until: string },
  paging: { rows: number; page: number },
) {
  return expiringLicencesQuery(db).execute({ companyId, ...span, ...page(paging.rows, paging.page) });
}
