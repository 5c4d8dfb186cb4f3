import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containingLower } from '../../db/like-pattern';
import { forms, formVersions, reportTemplates } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type FormRow = typeof forms.$inferSelect;
export type FormVersionRow = typeof formVersions.$inferSelect;
export type ReportTemplateRow = typeof reportTemplates.$inferSelect;
export type FormValues = Pick<typeof forms.$inferInsert, 'name' | 'description' | 'isBeta'>;
export type ReportTemplateValues = Pick<
  typeof reportTemplates.$inferInsert,
  | 'formId'
  | 'formVersion'
  | 'title'
  | 'standard'
  | 'masterVersion'
  | 'minorVersion'
  | 'isMaster'
  | 'isBeta'
  | 'description'
>;

/** Who is looking: beta forms (and templates) stay hidden from staff without canAccessBetaForms. */
export interface Visibility {
  companyId: number;
  beta: boolean;
}

const formVisible = (v: Visibility) =>
  and(eq(forms.companyId, v.companyId), v.beta ? undefined : eq(forms.isBeta, false));

export async function findForm(db: Executor, v: Visibility, id: number, lock = false) {
  const query = db
    .select()
    .from(forms)
    .where(and(formVisible(v), eq(forms.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findVersion(db: Executor, companyId: number, formId: number, version: number) {
  const [row] = await db
    .select()
    .from(formVersions)
    .where(
      and(eq(formVersions.companyId, companyId), eq(formVersions.formId, formId), eq(formVersions.version, version)),
    )
    .limit(1);
  return row;
}

/** Every version's number and date, newest first (the version picker). */
export function listVersions(db: Executor, companyId: number, formId: number) {
  return db
    .select({ version: formVersions.version, createdAt: formVersions.createdAt })
    .from(formVersions)
    .where(and(eq(formVersions.companyId, companyId), eq(formVersions.formId, formId)))
    .orderBy(desc(formVersions.version));
}

/** A page of forms, active first then by name, with the matching count. */
export async function listForms(
  db: Executor,
  v: Visibility,
  query: { search?: string; status?: string; page: number; rows: number },
) {
  const where = and(
    formVisible(v),
    query.search ? sql`${forms.searchText} like ${containingLower(query.search)}` : undefined,
    query.status ? eq(forms.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(forms)
      .where(where)
      .orderBy(sql`${forms.status} = 'ARCHIVED'`, asc(sql`lower(${forms.name})`), asc(forms.id))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(forms)
      .where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function insertForm(
  db: Executor,
  companyId: number,
  createdBy: number,
  values: FormValues,
  definition: FormDefinition,
) {
  const [row] = await db
    .insert(forms)
    .values({ ...values, companyId, createdBy, currentVersion: 1 })
    .returning();
  if (!row) throw new Error('form insert returned no row');
  await insertVersion(db, row, 1, createdBy, definition);
  return row;
}

export async function insertVersion(
  db: Executor,
  form: FormRow,
  version: number,
  createdBy: number,
  definition: FormDefinition,
) {
  await db.insert(formVersions).values({ companyId: form.companyId, formId: form.id, version, createdBy, definition });
}

/** Writes the form's head; updated_at always moves on (the stale-edit check compares it). */
export async function updateForm(
  db: Executor,
  current: FormRow,
  values: Partial<FormValues & Pick<FormRow, 'status' | 'currentVersion'>>,
) {
  const [row] = await db
    .update(forms)
    .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(eq(forms.companyId, current.companyId), eq(forms.id, current.id)))
    .returning();
  if (!row) throw new Error('form update returned no row');
  return row;
}

// Report templates.

/** A template with its form's name and beta flag: a beta form's templates are beta too. */
const templateSelection = {
  template: reportTemplates,
  form: {
    id: forms.id,
    name: forms.name,
    isBeta: forms.isBeta,
    status: forms.status,
    currentVersion: forms.currentVersion,
  },
};
export type TemplateWithForm = {
  template: ReportTemplateRow;
  form: { id: number; name: string; isBeta: boolean; status: string; currentVersion: number };
};

const templateVisible = (v: Visibility) =>
  and(
    eq(reportTemplates.companyId, v.companyId),
    v.beta ? undefined : and(eq(reportTemplates.isBeta, false), eq(forms.isBeta, false)),
  );

function selectTemplates(db: Executor, where: SQL | undefined) {
  return db
    .select(templateSelection)
    .from(reportTemplates)
    .innerJoin(forms, and(eq(forms.companyId, reportTemplates.companyId), eq(forms.id, reportTemplates.formId)))
    .where(where);
}

export async function findTemplate(db: Executor, v: Visibility, id: number): Promise<TemplateWithForm | undefined> {
  const [row] = await selectTemplates(db, and(templateVisible(v), eq(reportTemplates.id, id))).limit(1);
  return row;
}

export async function lockTemplate(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(reportTemplates)
    .where(and(eq(reportTemplates.companyId, companyId), eq(reportTemplates.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function listTemplates(
  db: Executor,
  v: Visibility,
  query: { search?: string; status?: string; form_id?: number; is_master?: boolean; page: number; rows: number },
) {
  const where = and(
    templateVisible(v),
    query.search ? sql`${reportTemplates.searchText} like ${containingLower(query.search)}` : undefined,
    query.status ? eq(reportTemplates.status, query.status) : undefined,
    query.form_id === undefined ? undefined : eq(reportTemplates.formId, query.form_id),
    query.is_master === undefined ? undefined : eq(reportTemplates.isMaster, query.is_master),
  );
  const [rows, [total]] = await Promise.all([
    selectTemplates(db, where)
      .orderBy(
        sql`${reportTemplates.status} = 'ARCHIVED'`,
        asc(sql`lower(${reportTemplates.title})`),
        desc(reportTemplates.masterVersion),
        desc(reportTemplates.minorVersion),
        asc(reportTemplates.id),
      )
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(reportTemplates)
      .innerJoin(forms, and(eq(forms.companyId, reportTemplates.companyId), eq(forms.id, reportTemplates.formId)))
      .where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function insertTemplate(db: Executor, companyId: number, createdBy: number, values: ReportTemplateValues) {
  const [row] = await db
    .insert(reportTemplates)
    .values({ ...values, companyId, createdBy })
    .returning();
  if (!row) throw new Error('report template insert returned no row');
  return row;
}

export async function updateTemplate(
  db: Executor,
  current: ReportTemplateRow,
  values: Partial<ReportTemplateValues & Pick<ReportTemplateRow, 'status'>>,
) {
  const [row] = await db
    .update(reportTemplates)
    .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(eq(reportTemplates.companyId, current.companyId), eq(reportTemplates.id, current.id)))
    .returning();
  if (!row) throw new Error('report template update returned no row');
  return row;
}
