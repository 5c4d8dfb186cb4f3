import { needsClientMessage } from '@fieldbook/domain/appointments/appointments.schemas';
import { REPORT_MESSAGES } from '@fieldbook/domain/reports/reports.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { appointmentBody, createAppointment } from '../appointments/appointments-test-kit';
import { expectFieldError } from '../clients/clients-test-kit';
import { filePart, PDF, upload } from '../files/files-test-kit';
import { putForm } from '../forms/forms-test-kit';
import {
  createGasTemplate,
  createReport,
  gasCheckAnswers,
  gasCheckDefinition,
  getReport,
  postReport,
  publishReport,
  putReport,
  reportBody,
  reportFootprint,
  useGasCheckCompany,
} from './reports-test-kit';

const ctx = useTestApp();
const bayside = useGasCheckCompany(ctx, {
  last_name: 'Reed',
  emails: [{ type: 'PRIMARY', email_address: 'rita@example.com' }],
});
const complete = () => gasCheckAnswers(bayside.images);

const SITE = {
  address_line_1: '12 Beach Road',
  locality: 'Sandringham',
  state: 'VIC',
  postal_code: '3191',
  country: 'Australia',
};

describe('creating and filling a report', () => {
  it('starts from an appointment: its first client, its address, the next reference and today', async () => {
    const appointment = await createAppointment(
      ctx.t.app,
      bayside.owner,
      appointmentBody({ clients: [bayside.clientId], address: SITE }),
    );
    const report = await createReport(ctx.t.app, bayside.owner, {
      template_id: bayside.templateId,
      appointment_id: appointment.id,
      answers: { make: 'Bosch' },
    });
    expect(report).toMatchObject({
      template: { id: bayside.templateId, title: 'Gas compliance check', standard: 'AS/NZS 5601.1' },
      client: { id: bayside.clientId, display_name: 'Rita Reed', email: 'rita@example.com' },
      appointment_id: appointment.id,
      address: { address_line_1: '12 Beach Road', locality: 'Sandringham' },
      status: 'DRAFT',
      can_publish: true,
      can_edit: true,
      answers: { make: 'Bosch' },
      form: { version: 1, definition: gasCheckDefinition() },
    });
    expect(report.address.full_address).toContain('12 Beach Road');
    expect(report.reference_id).toMatch(/^\d+$/);
    expect(report.report_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const next = await createReport(ctx.t.app, bayside.owner, reportBody(bayside.templateId, bayside.clientId));
    expect(Number(next.reference_id)).toBe(Number(report.reference_id) + 1);

    // On the client's and the appointment's timelines, with its tile.
    for (const url of [
      `/v1/clients/timeline?id=${bayside.clientId}`,
      `/v1/appointments/timeline?id=${appointment.id}`,
    ]) {
      const timeline = await as(ctx.t.app, bayside.owner, { method: 'GET', url });
      expect(timeline.statusCode, timeline.body).toBe(200);
      const entries = timeline
        .json()
        .payload.timeline.filter((e: { timeline_type: string }) => e.timeline_type === 'report');
      expect(entries.map((e: { id: number }) => e.id)).toContain(report.id);
      expect(entries.find((e: { id: number }) => e.id === report.id)).toMatchObject({
        template: { title: 'Gas compliance check', standard: 'AS/NZS 5601.1' },
        reference_id: report.reference_id,
        status: 'DRAFT',
        can_publish: true,
        archived: false,
      });
      const tile = timeline.json().payload.tiles.find((t: { type: string }) => t.type === 'report');
      expect(tile.count).toBeGreaterThanOrEqual(1);
    }
  });

  it('saves answers with photos from the files store, and refuses a stale edit', async () => {
    const report = await createReport(ctx.t.app, bayside.owner, reportBody(bayside.templateId, bayside.clientId));
    const saved = await putReport(ctx.t.app, bayside.owner, report.id, {
      answers: complete(),
      reference_id: `GAS-${report.id}`,
      address: SITE,
      updated_at: report.updated_at,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const payload = saved.json().payload.report;
    expect(payload).toMatchObject({ answers: complete(), reference_id: `GAS-${report.id}` });
    expect(payload.files.map((f: { id: number }) => f.id).sort()).toEqual(
      [bayside.images.photoId, bayside.images.signatureId].sort(),
    );
    expect(payload.files[0].signed_url).toMatch(/^\/v1\/files\/raw\//);

    const stale = await putReport(ctx.t.app, bayside.owner, report.id, { answers: {}, updated_at: report.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);
  });

  it('refuses bad input per field and writes nothing', async () => {
    const other = await registerBusiness(ctx.t.app);
    const otherTemplate = await createGasTemplate(ctx.t.app, other);
    const noClientAppointment = await createAppointment(ctx.t.app, bayside.owner, appointmentBody());
    const document = await upload(ctx.t.app, bayside.owner, [filePart('plan.pdf', PDF)]);
    const pdfId = Number(document.json().payload.files[0].id);
    const taken = await createReport(
      ctx.t.app,
      bayside.owner,
      reportBody(bayside.templateId, bayside.clientId, { reference_id: 'TAKEN-1' }),
    );
    const before = await reportFootprint(ctx.db, bayside.companyId);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ template_id: undefined }, 'template_id', REPORT_MESSAGES.templateRequired],
      [{ template_id: otherTemplate.id }, 'template_id', REPORT_MESSAGES.templateNotFound],
      [{ client_id: 999_999_999 }, 'client_id', REPORT_MESSAGES.clientNotFound],
      [{ client_id: null }, 'client_id', REPORT_MESSAGES.clientRequired],
      [{ client_id: null, appointment_id: noClientAppointment.id }, 'appointment_id', needsClientMessage('report')],
      [{ report_date: '2026-02-30' }, 'report_date', REPORT_MESSAGES.reportDateInvalid],
      [{ reference_id: 'x'.repeat(51) }, 'reference_id', REPORT_MESSAGES.referenceTooLong],
      [{ reference_id: 'taken-1' }, 'reference_id', REPORT_MESSAGES.referenceTaken],
      [{ answers: { result: 'Maybe' } }, 'answers.result', 'The selected result is invalid.'],
      [{ answers: { pressure: 'high' } }, 'answers.pressure', 'The operating pressure must be a number.'],
      [{ answers: { photos: [pdfId] } }, 'answers.photos', REPORT_MESSAGES.imageNotFound('Meter photos')],
      [{ answers: { sign: 987_654_321 } }, 'answers.sign', REPORT_MESSAGES.imageNotFound('Technician signature')],
      [{ answers: { nope: 'x' } }, 'answers.nope', 'The answer names a field the form does not have.'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await postReport(
        ctx.t.app,
        bayside.owner,
        reportBody(bayside.templateId, bayside.clientId, overrides),
      );
      expectFieldError(response, field, message);
    }
    const edit = await putReport(ctx.t.app, bayside.owner, taken.id, { answers: { result: 'Maybe' } });
    expectFieldError(edit, 'answers.result', 'The selected result is invalid.');
    expect(await reportFootprint(ctx.db, bayside.companyId)).toEqual(before);
  });

  it('refuses more answers than any form has fields with one message, not one per answer, writing nothing', async () => {
    // A million unknown answers was 8 s of one request and a 71 MB list of errors.
    const taken = await createReport(ctx.t.app, bayside.owner, reportBody(bayside.templateId, bayside.clientId));
    const before = await reportFootprint(ctx.db, bayside.companyId);
    const answers = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`field${i}`, 'x']));
    for (const response of [
      await postReport(ctx.t.app, bayside.owner, reportBody(bayside.templateId, bayside.clientId, { answers })),
      await putReport(ctx.t.app, bayside.owner, taken.id, { answers }),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ answers: [REPORT_MESSAGES.answersTooMany] });
    }
    expect(await reportFootprint(ctx.db, bayside.companyId)).toEqual(before);
  });

  it('keeps the form version it was filled with when the form changes', async () => {
    const report = await createReport(ctx.t.app, bayside.owner, reportBody(bayside.templateId, bayside.clientId));
    const template = (
      await as(ctx.t.app, bayside.owner, { method: 'GET', url: `/v1/reportTemplates/${bayside.templateId}` })
    ).json().payload.template;
    const form = (await as(ctx.t.app, bayside.owner, { method: 'GET', url: `/v1/forms/${template.form_id}` })).json()
      .payload.form;
    const changed = gasCheckDefinition();
    changed.sections[0]?.fields.splice(0, 1, { id: 'make', type: 'text', label: 'Appliance make', required: true });
    const edited = await putForm(ctx.t.app, bayside.owner, form.id, {
      name: form.name,
      description: form.description,
      is_beta: false,
      definition: changed,
      updated_at: form.updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().payload.form.current_version).toBe(2);

    const read = (await getReport(ctx.t.app, bayside.owner, report.id)).json().payload.report;
    expect(read.form.version).toBe(1);
    expect(read.form.definition.sections[0].fields[0].label).toBe('Make');
  });
});

describe('permissions', () => {
  it('lets field staff fill and publish, and refuses a user without canEditReports, changing nothing', async () => {
    const field = await addStaff(ctx.t.app, bayside.owner, 'Field Staff');
    const report = await createReport(
      ctx.t.app,
      field,
      reportBody(bayside.templateId, bayside.clientId, { answers: complete() }),
    );
    expect(report.can_publish).toBe(true);

    const { userId } = await whoIs(ctx.t.app, field);
    await ctx.db.query("update users set permissions = array_remove(permissions, 'canEditReports') where id = $1", [
      userId,
    ]);
    const before = await reportFootprint(ctx.db, bayside.companyId);
    const refused = await publishReport(ctx.t.app, field, report.id);
    expect(refused.statusCode).toBe(403);
    const read = (await getReport(ctx.t.app, field, report.id)).json().payload.report;
    expect(read).toMatchObject({ can_publish: false, can_edit: false });
    expect(await reportFootprint(ctx.db, bayside.companyId)).toEqual(before);
  });

  it('tells whoever started a report when someone else publishes it', async () => {
    const field = await addStaff(ctx.t.app, bayside.owner, 'Field Staff');
    const report = await createReport(
      ctx.t.app,
      field,
      reportBody(bayside.templateId, bayside.clientId, { answers: complete() }),
    );
    const published = await publishReport(ctx.t.app, bayside.owner, report.id);
    expect(published.statusCode, published.body).toBe(200);
    const { notifications } = (await as(ctx.t.app, field, { method: 'GET', url: '/v1/notifications/all' })).json()
      .payload;
    expect(notifications).toEqual([
      expect.objectContaining({
        title: `Report ${report.reference_id} published`,
        data: { type: 'report', id: report.id },
        is_read: false,
      }),
    ]);
    // Publishing one's own report notifies nobody.
    const own = await createReport(
      ctx.t.app,
      field,
      reportBody(bayside.templateId, bayside.clientId, { answers: complete() }),
    );
    await publishReport(ctx.t.app, field, own.id);
    expect((await as(ctx.t.app, field, { method: 'GET', url: '/v1/notifications/all' })).json().payload.unread).toBe(1);
  });
});
