import { FORM_MESSAGES, REPORT_TEMPLATE_MESSAGES } from '@fieldbook/domain/forms/forms.constants';
import type {
  CreateFormBody,
  CreateReportTemplateBody,
  FormsListQuery,
  ReportTemplatesListQuery,
  UpdateFormBody,
  UpdateReportTemplateBody,
} from '@fieldbook/domain/forms/forms.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Database, Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { presentForm, presentFormSummary, presentTemplate } from './forms.presenter';
import * as repo from './forms.repository';

export const BETA_FORMS_MESSAGE = 'Beta forms need the beta forms permission.';

const canModify = (auth: AuthContext) => auth.permissions.includes('canModifyForms');
const visibility = (auth: AuthContext): repo.Visibility => ({
  companyId: auth.companyId,
  beta: auth.permissions.includes('canAccessBetaForms'),
});

/** JSON with object keys sorted: jsonb does not keep key order, so a stored definition compares by this. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

function assertFresh(updatedAt: string | undefined, current: Date) {
  if (updatedAt !== undefined && new Date(updatedAt).getTime() !== current.getTime())
    throw conflict(MESSAGES.staleEdit);
}

/**
 * Forms and report templates (issue 23). A form's definition is versioned: each edit that changes it
 * writes a new immutable form_versions row, so what was filled against an older version still reads
 * as it was. A template pins one version of its form.
 */
export function createFormsService(deps: { db: Database }) {
  const { db } = deps;

  const log = (tx: Executor, auth: AuthContext, type: string, id: number, action: string, description: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: type,
      subjectId: id,
      description,
    });

  async function presentOne(dbx: Executor, auth: AuthContext, id: number, version?: number) {
    const form = await repo.findForm(dbx, visibility(auth), id);
    if (!form) throw notFound(FORM_MESSAGES.notFound);
    const row = await repo.findVersion(dbx, auth.companyId, id, version ?? form.currentVersion);
    if (!row) throw notFound(FORM_MESSAGES.versionNotFound);
    return presentForm(form, row, await repo.listVersions(dbx, auth.companyId, id), canModify(auth));
  }

  async function loadForm(tx: Executor, auth: AuthContext, id: number) {
    const form = await repo.findForm(tx, visibility(auth), id, true);
    if (!form) throw notFound(FORM_MESSAGES.notFound);
    return form;
  }

  function checkBeta(auth: AuthContext, isBeta: boolean) {
    if (isBeta && !visibility(auth).beta) throw fieldError('is_beta', BETA_FORMS_MESSAGE);
  }

  async function presentTemplateOne(dbx: Executor, auth: AuthContext, id: number) {
    const row = await repo.findTemplate(dbx, visibility(auth), id);
    if (!row) throw notFound(REPORT_TEMPLATE_MESSAGES.notFound);
    return presentTemplate(row, canModify(auth));
  }

  /** The form (visible to the caller, not archived) and version a template pins. */
  async function checkTemplateFields(tx: Executor, auth: AuthContext, body: CreateReportTemplateBody) {
    const form = await repo.findForm(tx, visibility(auth), body.form_id);
    if (!form) throw fieldError('form_id', REPORT_TEMPLATE_MESSAGES.formNotFound);
    if (form.status === 'ARCHIVED') throw fieldError('form_id', REPORT_TEMPLATE_MESSAGES.formArchived);
    const formVersion = body.form_version ?? form.currentVersion;
    if (!(await repo.findVersion(tx, auth.companyId, form.id, formVersion))) {
      throw fieldError('form_version', REPORT_TEMPLATE_MESSAGES.formVersionNotFound);
    }
    checkBeta(auth, body.is_beta);
    return {
      formId: form.id,
      formVersion,
      title: body.title,
      standard: body.standard,
      masterVersion: body.master_version,
      minorVersion: body.minor_version,
      isMaster: body.is_master,
      isBeta: body.is_beta,
      description: body.description,
    };
  }

  async function loadTemplate(tx: Executor, auth: AuthContext, id: number) {
    // Visible first (beta), then locked.
    if (!(await repo.findTemplate(tx, visibility(auth), id))) throw notFound(REPORT_TEMPLATE_MESSAGES.notFound);
    const row = await repo.lockTemplate(tx, auth.companyId, id);
    if (!row) throw notFound(REPORT_TEMPLATE_MESSAGES.notFound);
    return row;
  }

  return {
    presentForm: (auth: AuthContext, id: number, version?: number) => presentOne(db, auth, id, version),

    async listForms(auth: AuthContext, query: FormsListQuery) {
      const page = await repo.listForms(db, visibility(auth), query);
      return {
        forms: page.rows.map((form) => presentFormSummary(form, canModify(auth))),
        count: page.count,
        page: query.page,
        rows: query.rows,
      };
    },

    async createForm(auth: AuthContext, body: CreateFormBody) {
      checkBeta(auth, body.is_beta);
      const id = await db.transaction(async (tx) => {
        const values = { name: body.name, description: body.description, isBeta: body.is_beta };
        const form = await repo.insertForm(tx, auth.companyId, auth.userId, values, body.definition);
        await log(tx, auth, 'form', form.id, 'form_created', `Added form ${form.name}`);
        return form.id;
      });
      return presentOne(db, auth, id);
    },

    /** Saves the head; a changed definition becomes the next version, the old ones kept as they were. */
    async updateForm(auth: AuthContext, id: number, body: UpdateFormBody) {
      const versioned = await db.transaction(async (tx) => {
        const current = await loadForm(tx, auth, id);
        if (current.status === 'ARCHIVED') throw conflict(FORM_MESSAGES.archivedReadOnly);
        assertFresh(body.updated_at, current.updatedAt);
        checkBeta(auth, body.is_beta);
        const latest = await repo.findVersion(tx, auth.companyId, id, current.currentVersion);
        const changed = canonical(latest?.definition) !== canonical(body.definition);
        const version = changed ? current.currentVersion + 1 : current.currentVersion;
        if (changed) await repo.insertVersion(tx, current, version, auth.userId, body.definition);
        const saved = await repo.updateForm(tx, current, {
          name: body.name,
          description: body.description,
          isBeta: body.is_beta,
          currentVersion: version,
        });
        await log(
          tx,
          auth,
          'form',
          id,
          'form_updated',
          changed ? `Updated form ${saved.name} to version ${version}` : `Updated form ${saved.name}`,
        );
        return changed;
      });
      return { form: await presentOne(db, auth, id), versioned };
    },

    async setFormArchived(auth: AuthContext, id: number, archived: boolean) {
      await db.transaction(async (tx) => {
        const current = await loadForm(tx, auth, id);
        const saved = await repo.updateForm(tx, current, { status: archived ? 'ARCHIVED' : 'ACTIVE' });
        const verb = archived ? 'Archived' : 'Restored';
        await log(tx, auth, 'form', id, archived ? 'form_archived' : 'form_restored', `${verb} form ${saved.name}`);
      });
      return {
        form: await presentOne(db, auth, id),
        message: archived ? FORM_MESSAGES.archived : FORM_MESSAGES.restored,
      };
    },

    // Report templates.

    presentTemplate: (auth: AuthContext, id: number) => presentTemplateOne(db, auth, id),

    async listTemplates(auth: AuthContext, query: ReportTemplatesListQuery) {
      const page = await repo.listTemplates(db, visibility(auth), query);
      return {
        templates: page.rows.map((row) => presentTemplate(row, canModify(auth))),
        count: page.count,
        page: query.page,
        rows: query.rows,
      };
    },

    async createTemplate(auth: AuthContext, body: CreateReportTemplateBody) {
      const id = await db.transaction(async (tx) => {
        const values = await checkTemplateFields(tx, auth, body);
        const row = await repo.insertTemplate(tx, auth.companyId, auth.userId, values);
        await log(tx, auth, 'report_template', row.id, 'report_template_created', `Added report template ${row.title}`);
        return row.id;
      });
      return presentTemplateOne(db, auth, id);
    },

    async updateTemplate(auth: AuthContext, id: number, body: UpdateReportTemplateBody) {
      await db.transaction(async (tx) => {
        const current = await loadTemplate(tx, auth, id);
        if (current.status === 'ARCHIVED') throw conflict(REPORT_TEMPLATE_MESSAGES.archivedReadOnly);
        assertFresh(body.updated_at, current.updatedAt);
        const values = await checkTemplateFields(tx, auth, body);
        const saved = await repo.updateTemplate(tx, current, values);
        await log(tx, auth, 'report_template', id, 'report_template_updated', `Updated report template ${saved.title}`);
      });
      return presentTemplateOne(db, auth, id);
    },

    async setTemplateArchived(auth: AuthContext, id: number, archived: boolean) {
      await db.transaction(async (tx) => {
        const current = await loadTemplate(tx, auth, id);
        const saved = await repo.updateTemplate(tx, current, { status: archived ? 'ARCHIVED' : 'DRAFT' });
        const verb = archived ? 'Archived' : 'Restored';
        await log(
          tx,
          auth,
          'report_template',
          id,
          archived ? 'report_template_archived' : 'report_template_restored',
          `${verb} report template ${saved.title}`,
        );
      });
      return {
        template: await presentTemplateOne(db, auth, id),
        message: archived ? REPORT_TEMPLATE_MESSAGES.archived : REPORT_TEMPLATE_MESSAGES.restored,
      };
    },
  };
}
export type FormsService = ReturnType<typeof createFormsService>;
