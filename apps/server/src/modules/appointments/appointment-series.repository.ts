import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointments } from '../../db/schema/index';
import type { AppointmentValues } from './appointments.repository';

// A recurring series' storage: its appointments share recurrence_id (the first one's id).

const ofCompany = (companyId: number) => eq(appointments.companyId, companyId);

/** The later appointments of a new series, in one statement. */
export async function insertAppointments(
  db: Executor,
  companyId: number,
  createdBy: number,
  values: AppointmentValues[],
) {
  if (values.length === 0) return [];
  return db
    .insert(appointments)
    .values(values.map((v) => Object.assign({}, v, { companyId, createdBy })))
    .returning();
}

/** The first appointment of a new series: it carries the built rule and is the series' id. */
export async function updateSeriesLink(
  db: Executor,
  companyId: number,
  id: number,
  rule: string,
  parentId: number | null,
) {
  await db
    .update(appointments)
    .set({ recursionRule: rule, recurrenceId: id, recurrenceParentId: parentId })
    .where(and(ofCompany(companyId), eq(appointments.id, id)));
}

const laterInSeriesWhere = (companyId: number, recurrenceId: number, after: Date, statuses: readonly string[]) =>
  and(
    ofCompany(companyId),
    eq(appointments.recurrenceId, recurrenceId),
    gt(appointments.startAt, after),
    isNull(appointments.archivedAt),
    inArray(appointments.status, [...statuses]),
  );

/** A series' live appointments after `after` with one of the statuses, locked for the change unless `lock` is false. */
export async function laterInSeries(
  db: Executor,
  companyId: number,
  recurrenceId: number,
  after: Date,
  statuses: readonly string[],
  lock = true,
) {
  const query = db
    .select()
    .from(appointments)
    .where(laterInSeriesWhere(companyId, recurrenceId, after, statuses))
    .orderBy(asc(appointments.startAt));
  return lock ? query.for('update') : query;
}

/** Archives a series' appointments that start after `after` with one of the statuses; answers their ids. */
export async function archiveLaterInSeries(
  db: Executor,
  companyId: number,
  recurrenceId: number,
  after: Date,
  statuses: readonly string[],
) {
  const rows = await db
    .update(appointments)
    // As nextUpdatedAt: a whole second on, so the stale-edit check (to the second) sees the change.
    .set({
      archivedAt: new Date(),
      updatedAt: sql`greatest(now(), date_trunc('second', ${appointments.updatedAt}) + interval '1 second')`,
    })
    .where(laterInSeriesWhere(companyId, recurrenceId, after, statuses))
    .returning({ id: appointments.id });
  return rows.map((r) => r.id);
}

/** hasFutureRule: a later appointment of the series already changed the rule (and split from it). */
export async function hasLaterSplit(db: Executor, companyId: number, recurrenceId: number, after: Date) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        ofCompany(companyId),
        eq(appointments.recurrenceParentId, recurrenceId),
        gt(appointments.startAt, after),
        isNull(appointments.archivedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A series' appointments by start: id, start and status (the Beforehand / Afterward lists). */
export async function seriesOf(db: Executor, companyId: number, recurrenceId: number) {
  return db
    .select({ id: appointments.id, startAt: appointments.startAt, status: appointments.status })
    .from(appointments)
    .where(and(ofCompany(companyId), eq(appointments.recurrenceId, recurrenceId), isNull(appointments.archivedAt)))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}
