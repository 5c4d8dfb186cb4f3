import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containingLower } from '../../db/like-pattern';
import { documents, forms, formVersions, reports, reportTemplates } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type ReportRow = typeof reports.$inferSelect;
export type ReportValues = Omit<typeof reports.$inferInsert, 'companyId' | 'id' | 'createdAt' | 'updatedAt'>;

/** A report with its template's title and standard and its form's name (lists and the view). */
const withTemplate = {
  report: reports,
  template: { id: reportTemplates.id, title: reportTemplates.title, standard: reportTemplates.standard },
  formName: forms.name,
};
export type ReportWithTemplate = {
  report: ReportRow;
  template: { id: number; title: string; standard: string | null };
  formName: string;
};

const selectReports = (db: Executor) =>
  db
    .select(withTemplate)
    .from(reports)
    .innerJoin(
      reportTemplates,
      and(eq(reportTemplates.companyId, reports.companyId), eq(reportTemplates.id, reports.templateId)),
    )
    .innerJoin(forms, and(eq(forms.companyId, reports.companyId), eq(forms.id, reports.formId)));

export async function findReport(db: Executor, companyId: number, id: number): Promise<ReportWithTemplate | undefined> {
  const [row] = await selectReports(db)
    .where(and(eq(reports.companyId, companyId), eq(reports.id, id)))
    .limit(1);
  return row;
}

/** The reports with these ids (the timeline's page). */
export function findReports(db: Executor, companyId: number, ids: number[]): Promise<ReportWithTemplate[]> {
  return selectReports(db).where(and(eq(reports.companyId, companyId), inArray(reports.id, ids)));
}

/** The report row alone, locked for a change. */
export async function lockReport(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.companyId, companyId), eq(reports.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/** The form definition a report is filled against. */
export async function findDefinition(db: Executor, row: Pick<ReportRow, 'companyId' | 'formId' | 'formVersion'>) {
  const [found] = await db
    .select({ definition: formVersions.definition })
    .from(formVersions)
    .where(
      and(
        eq(formVersions.companyId, row.companyId),
        eq(formVersions.formId, row.formId),
        eq(formVersions.version, row.formVersion),
      ),
    )
    .limit(1);
  return found?.definition;
}

/** The form definition a saved report is filled against (its version always exists: a foreign key keeps it). */
export async function definitionOf(db: Executor, report: ReportRow) {
  const definition = await findDefinition(db, report);
  if (!definition) throw new Error(`report ${report.id} names a form version that does not exist`);
  return definition;
}

/** A page of reports, newest first. */
export async function searchReports(
  db: Executor,
  companyId: number,
  filter: {
    search?: string;
    clientId?: number;
    appointmentId?: number;
    status?: string;
    archived?: boolean;
    page: number;
    rows: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    eq(reports.companyId, companyId),
    filter.archived ? isNotNull(reports.archivedAt) : isNull(reports.archivedAt),
    filter.clientId === undefined ? undefined : eq(reports.clientId, filter.clientId),
    filter.appointmentId === undefined ? undefined : eq(reports.appointmentId, filter.appointmentId),
    filter.status === undefined ? undefined : eq(reports.status, filter.status),
    filter.search ? sql`${reports.searchText} like ${containingLower(filter.search)}` : undefined,
  ];
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(filter.rows)
      .offset((filter.page - 1) * filter.rows),
    db.select({ value: sql<number>`count(*)::int` }).from(reports).where(where),
  ]);
  return { rows, total: count?.value ?? 0 };
}

export async function insertReport(db: Executor, companyId: number, values: ReportValues) {
  const [row] = await db
    .insert(reports)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('report insert returned no row');
  return row;
}

/** Writes a report; updated_at always moves on (the stale-edit check compares it). */
export async function updateReport(db: Executor, current: ReportRow, values: Partial<ReportValues>) {
  const [row] = await db
    .update(reports)
    .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(eq(reports.companyId, current.companyId), eq(reports.id, current.id)))
    .returning();
  if (!row) throw new Error('report update returned no row');
  return row;
}

export async function referenceTaken(db: Executor, companyId: number, reference: string, exceptId?: number) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.companyId, companyId),
        sql`lower(${reports.referenceId}) = lower(${reference})`,
        exceptId === undefined ? undefined : sql`${reports.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether an appointment has an issued invoice still owing (the hold of reports_send_before_invoice_payment). */
export async function appointmentHasUnpaidInvoice(db: Executor, companyId: number, appointmentId: number) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'invoice'),
        eq(documents.appointmentId, appointmentId),
        isNull(documents.archivedAt),
        inArray(documents.status, ['OPEN', 'PARTIAL']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The reports waiting to be sent once their appointment's invoices are paid, locked to be sent once. */
export function lockPendingForAppointment(db: Executor, companyId: number, appointmentId: number) {
  return db
    .select()
    .from(reports)
    .where(
      and(eq(reports.companyId, companyId), eq(reports.appointmentId, appointmentId), eq(reports.sendPending, true)),
    )
    .for('update', { skipLocked: true });
}

/** Company reset: erases the company's reports. */
export async function eraseCompanyReports(tx: Executor, companyId: number) {
  await tx.delete(reports).where(eq(reports.companyId, companyId));
}
