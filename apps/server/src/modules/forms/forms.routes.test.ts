import { FORM_MESSAGES, REPORT_TEMPLATE_MESSAGES } from '@fieldbook/domain/forms/forms.constants';
import { PERMISSION_KEYS, type PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { expectFieldError } from '../staff/staff-test-kit';
import { BETA_FORMS_MESSAGE } from './forms.service';
import {
  createForm,
  createTemplate,
  definitionBody,
  formBody,
  getForm,
  listForms,
  postForm,
  postTemplate,
  putForm,
  templateBody,
} from './forms-test-kit';

const ctx = useTestApp();
let owner: Session;
let other: Session;
let member: Session;
let memberId: number;

/** Gives the member exactly these permissions (and the business portal). */
const grant = (...keys: PermissionKey[]) =>
  ctx.db.query('update users set permissions = $1 where id = $2', [['canAccessPortalBusiness', ...keys], memberId]);

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  other = await registerBusiness(ctx.t.app, { company_name: 'Other Gas Co' });
  member = await addStaff(ctx.t.app, owner, 'Field Staff');
  memberId = (await whoIs(ctx.t.app, member)).userId;
  // The owner holds every key, beta forms included.
  const { userId } = await whoIs(ctx.t.app, owner);
  await ctx.db.query('update users set permissions = $1 where id = $2', [PERMISSION_KEYS, userId]);
});

describe('forms', () => {
  it('creates, reads, lists, searches and archives', async () => {
    const form = await createForm(ctx.t.app, owner, { name: 'Backflow test zz1' });
    expect(form).toMatchObject({
      name: 'Backflow test zz1',
      description: 'Type A appliance service',
      status: 'ACTIVE',
      is_beta: false,
      current_version: 1,
      version: 1,
      is_current_version: true,
      can_edit: true,
      definition: { sections: [{ id: 'appliance', title: 'Appliance' }] },
    });
    expect(form.definition.sections[0].fields[2]).toEqual({
      id: 'sign',
      type: 'signature',
      label: 'Signature',
      required: false,
      help: null,
      options: [],
      columns: [],
    });

    const found = await listForms(ctx.t.app, owner, 'search=ZZ1');
    expect(found.json().payload).toMatchObject({ count: 1, page: 1, forms: [{ id: form.id, current_version: 1 }] });

    const archived = await as(ctx.t.app, owner, { method: 'POST', url: `/v1/forms/${form.id}/archive` });
    expect(archived.json()).toMatchObject({
      message: FORM_MESSAGES.archived,
      payload: { form: { status: 'ARCHIVED' } },
    });
    const locked = await putForm(ctx.t.app, owner, form.id, formBody());
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(FORM_MESSAGES.archivedReadOnly);
    const onlyActive = await listForms(ctx.t.app, owner, 'search=zz1&status=ACTIVE');
    expect(onlyActive.json().payload.count).toBe(0);
    const restored = await as(ctx.t.app, owner, { method: 'POST', url: `/v1/forms/${form.id}/restore` });
    expect(restored.json()).toMatchObject({ message: FORM_MESSAGES.restored, payload: { form: { status: 'ACTIVE' } } });
  });

  it('versions the definition: an edit is a new version, the old one stays readable as it was', async () => {
    const form = await createForm(ctx.t.app, owner);
    const changed = definitionBody({
      sections: [
        {
          id: 'appliance',
          title: 'Appliance',
          fields: [{ id: 'make', type: 'text', label: 'Appliance make', required: true }],
        },
      ],
    });
    const edited = await putForm(
      ctx.t.app,
      owner,
      form.id,
      formBody({ definition: changed, updated_at: form.updated_at }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: FORM_MESSAGES.saved,
      payload: { form: { current_version: 2, version: 2, versions: [{ version: 2 }, { version: 1 }] } },
    });
    expect(edited.json().payload.form.definition.sections[0].fields).toHaveLength(1);

    const first = await getForm(ctx.t.app, owner, form.id, 1);
    expect(first.json().payload.form).toMatchObject({ version: 1, current_version: 2, is_current_version: false });
    expect(first.json().payload.form.definition).toEqual(form.definition);
    const missing = await getForm(ctx.t.app, owner, form.id, 9);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FORM_MESSAGES.versionNotFound);

    // Renaming alone keeps the version.
    const latest = edited.json().payload.form;
    const renamed = await putForm(
      ctx.t.app,
      owner,
      form.id,
      formBody({ name: 'Renamed', definition: latest.definition, updated_at: latest.updated_at }),
    );
    expect(renamed.json().payload.form).toMatchObject({ name: 'Renamed', current_version: 2 });

    // The first version is stale now.
    const stale = await putForm(ctx.t.app, owner, form.id, formBody({ updated_at: form.updated_at }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);
  });

  it('answers each validation message, changing nothing', async () => {
    const before = await ctx.db.query('select count(*)::int as n from form_versions');
    const empty = await postForm(ctx.t.app, owner, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: [FORM_MESSAGES.nameRequired],
      'definition.sections': [FORM_MESSAGES.sectionsRequired],
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'x'.repeat(151) }, 'name', FORM_MESSAGES.nameTooLong],
      [{ description: 'x'.repeat(2001) }, 'description', FORM_MESSAGES.descriptionTooLong],
      [{ definition: { sections: [] } }, 'definition.sections', FORM_MESSAGES.sectionsRequired],
      [
        { definition: { sections: [{ id: 's', title: '', fields: [] }] } },
        'definition.sections.0.title',
        FORM_MESSAGES.sectionTitleRequired,
      ],
      [
        { definition: { sections: [{ id: 's', title: 'S', fields: [{ id: 'f', type: 'text', label: ' ' }] }] } },
        'definition.sections.0.fields.0.label',
        FORM_MESSAGES.labelRequired,
      ],
      [
        { definition: { sections: [{ id: 's', title: 'S', fields: [{ id: 'f', type: 'dial', label: 'D' }] }] } },
        'definition.sections.0.fields.0.type',
        FORM_MESSAGES.fieldTypeInvalid,
      ],
      [
        { definition: { sections: [{ id: 's', title: 'S', fields: [{ id: 'f', type: 'choice', label: 'C' }] }] } },
        'definition.sections.0.fields.0.options',
        FORM_MESSAGES.optionsRequired,
      ],
      [
        { definition: { sections: [{ id: 's', title: 'S', fields: [{ id: 'f', type: 'table', label: 'T' }] }] } },
        'definition.sections.0.fields.0.columns',
        FORM_MESSAGES.columnsRequired,
      ],
      [
        { definition: { sections: [{ id: 's', title: 'S', fields: [{ id: 's', type: 'text', label: 'T' }] }] } },
        'definition.sections',
        FORM_MESSAGES.idsDuplicate,
      ],
    ];
    for (const [overrides, key, message] of cases) {
      expectFieldError(await postForm(ctx.t.app, owner, formBody(overrides)), key, message);
    }
    const after = await ctx.db.query('select count(*)::int as n from form_versions');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('needs canModifyForms to change, canAccessReports or canModifyForms to read', async () => {
    const form = await createForm(ctx.t.app, owner);
    await grant('canAccessReports');
    expect((await getForm(ctx.t.app, member, form.id)).json().payload.form.can_edit).toBe(false);
    expect((await listForms(ctx.t.app, member)).statusCode).toBe(200);
    expect((await postForm(ctx.t.app, member, formBody())).statusCode).toBe(403);
    expect((await putForm(ctx.t.app, member, form.id, formBody())).statusCode).toBe(403);
    await grant('canModifyForms');
    expect((await getForm(ctx.t.app, member, form.id)).json().payload.form.can_edit).toBe(true);
    await grant('canViewReports');
    expect((await getForm(ctx.t.app, member, form.id)).statusCode).toBe(403);
    expect((await listForms(ctx.t.app, member)).statusCode).toBe(403);
    expect((await as(ctx.t.app, member, { method: 'GET', url: '/v1/reportTemplates' })).statusCode).toBe(403);
  });

  it('shows beta forms and their templates only with canAccessBetaForms', async () => {
    const beta = await createForm(ctx.t.app, owner, { name: 'Beta smoke test yy7', is_beta: true });
    const template = await createTemplate(ctx.t.app, owner, beta.id);
    expect(template.is_beta).toBe(true);
    await grant('canModifyForms');
    expect((await getForm(ctx.t.app, member, beta.id)).statusCode).toBe(404);
    expect((await listForms(ctx.t.app, member, 'search=yy7')).json().payload.count).toBe(0);
    const hiddenTemplate = await as(ctx.t.app, member, { method: 'GET', url: `/v1/reportTemplates/${template.id}` });
    expect(hiddenTemplate.statusCode).toBe(404);
    expectFieldError(await postForm(ctx.t.app, member, formBody({ is_beta: true })), 'is_beta', BETA_FORMS_MESSAGE);
    expectFieldError(
      await postTemplate(ctx.t.app, member, templateBody(beta.id)),
      'form_id',
      REPORT_TEMPLATE_MESSAGES.formNotFound,
    );
    await grant('canModifyForms', 'canAccessBetaForms');
    expect((await getForm(ctx.t.app, member, beta.id)).json().payload.form.is_beta).toBe(true);
  });

  it('keeps another company’s forms and templates out of reach (404)', async () => {
    const form = await createForm(ctx.t.app, other);
    const template = await createTemplate(ctx.t.app, other, form.id);
    expect((await getForm(ctx.t.app, owner, form.id)).statusCode).toBe(404);
    expect((await putForm(ctx.t.app, owner, form.id, formBody())).statusCode).toBe(404);
    expect((await as(ctx.t.app, owner, { method: 'POST', url: `/v1/forms/${form.id}/archive` })).statusCode).toBe(404);
    expect((await as(ctx.t.app, owner, { method: 'GET', url: `/v1/reportTemplates/${template.id}` })).statusCode).toBe(
      404,
    );
    expectFieldError(
      await postTemplate(ctx.t.app, owner, templateBody(form.id)),
      'form_id',
      REPORT_TEMPLATE_MESSAGES.formNotFound,
    );
  });
});

describe('report templates', () => {
  it('pins a form version, lists, edits and archives to DRAFT/ARCHIVED', async () => {
    const form = await createForm(ctx.t.app, owner);
    const template = await createTemplate(ctx.t.app, owner, form.id, { title: 'Backflow test report qq3' });
    expect(template).toMatchObject({
      title: 'Backflow test report qq3',
      standard: 'AS/NZS 5601.1',
      master_version: 1,
      minor_version: 0,
      is_master: true,
      is_beta: false,
      status: 'DRAFT',
      form_id: form.id,
      form_version: 1,
      form: { id: form.id, name: form.name, current_version: 1 },
    });

    // A new form version leaves the template on the version it pinned.
    await putForm(
      ctx.t.app,
      owner,
      form.id,
      formBody({ definition: definitionBody({ sections: [{ id: 'x', title: 'X' }] }) }),
    );
    const read = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/reportTemplates/${template.id}` });
    expect(read.json().payload.template).toMatchObject({ form_version: 1, form: { current_version: 2 } });

    const moved = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: `/v1/reportTemplates/${template.id}`,
      payload: templateBody(form.id, {
        title: template.title,
        form_version: 2,
        minor_version: 1,
        updated_at: template.updated_at,
      }),
    });
    expect(moved.json()).toMatchObject({
      message: REPORT_TEMPLATE_MESSAGES.saved,
      payload: { template: { form_version: 2, minor_version: 1 } },
    });

    const listed = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/reportTemplates?search=QQ3' });
    expect(listed.json().payload).toMatchObject({ count: 1, templates: [{ id: template.id }] });

    const archived = await as(ctx.t.app, owner, { method: 'POST', url: `/v1/reportTemplates/${template.id}/archive` });
    expect(archived.json()).toMatchObject({
      message: REPORT_TEMPLATE_MESSAGES.archived,
      payload: { template: { status: 'ARCHIVED', can_edit: false } },
    });
    const restored = await as(ctx.t.app, owner, { method: 'POST', url: `/v1/reportTemplates/${template.id}/restore` });
    expect(restored.json().payload.template.status).toBe('DRAFT');
  });

  it('answers each validation message', async () => {
    const form = await createForm(ctx.t.app, owner);
    const empty = await postTemplate(ctx.t.app, owner, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      form_id: [REPORT_TEMPLATE_MESSAGES.formRequired],
      title: [REPORT_TEMPLATE_MESSAGES.titleRequired],
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'x'.repeat(151) }, 'title', REPORT_TEMPLATE_MESSAGES.titleTooLong],
      [{ standard: 'x'.repeat(101) }, 'standard', REPORT_TEMPLATE_MESSAGES.standardTooLong],
      [{ description: 'x'.repeat(2001) }, 'description', REPORT_TEMPLATE_MESSAGES.descriptionTooLong],
      [{ master_version: 0 }, 'master_version', REPORT_TEMPLATE_MESSAGES.masterVersionInvalid],
      [{ minor_version: -1 }, 'minor_version', REPORT_TEMPLATE_MESSAGES.minorVersionInvalid],
      [{ form_version: 5 }, 'form_version', REPORT_TEMPLATE_MESSAGES.formVersionNotFound],
      [{ form_id: 2_000_000_000 }, 'form_id', REPORT_TEMPLATE_MESSAGES.formNotFound],
    ];
    for (const [overrides, key, message] of cases) {
      expectFieldError(await postTemplate(ctx.t.app, owner, templateBody(form.id, overrides)), key, message);
    }
    await as(ctx.t.app, owner, { method: 'POST', url: `/v1/forms/${form.id}/archive` });
    expectFieldError(
      await postTemplate(ctx.t.app, owner, templateBody(form.id)),
      'form_id',
      REPORT_TEMPLATE_MESSAGES.formArchived,
    );
  });
});
