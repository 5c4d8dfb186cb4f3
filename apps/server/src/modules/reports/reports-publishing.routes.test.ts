import { REPORT_MESSAGES } from '@fieldbook/domain/reports/reports.constants';
import { describe, expect, it } from 'vitest';
import { as, useTestApp } from '../../test/build-test-app';
import { appointmentBody, createAppointment } from '../appointments/appointments-test-kit';
import { createDocument, documentBody } from '../documents/documents-test-kit';
import { pdfText } from '../documents/pdf/pdf-text';
import { filePart, png, upload } from '../files/files-test-kit';
import { recordTransfer } from '../payments/payments-test-kit';
import {
  createReport,
  gasCheckAnswers,
  getReport,
  publishReport,
  putReport,
  REPORTS,
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

/** A job with its open invoice, and a report of it with these answers. */
async function reportOfInvoicedJob(answers: Record<string, unknown>) {
  const appointment = await createAppointment(
    ctx.t.app,
    bayside.owner,
    appointmentBody({ clients: [bayside.clientId] }),
  );
  const invoice = await createDocument(
    ctx.t.app,
    bayside.owner,
    'invoice',
    documentBody('invoice', bayside.clientId, { appointment_id: appointment.id, status: 'OPEN' }),
  );
  const report = await createReport(
    ctx.t.app,
    bayside.owner,
    reportBody(bayside.templateId, bayside.clientId, { appointment_id: appointment.id, answers }),
  );
  return { invoice, report };
}

describe('publishing', () => {
  it('refuses an incomplete report per unanswered required field, changing nothing', async () => {
    const report = await createReport(ctx.t.app, bayside.owner, reportBody(bayside.templateId, bayside.clientId));
    const before = await reportFootprint(ctx.db, bayside.companyId);
    const response = await publishReport(ctx.t.app, bayside.owner, report.id, { send: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'answers.result': ['The result field is required.'],
      'answers.sign': ['The technician signature field is required.'],
    });
    expect(await reportFootprint(ctx.db, bayside.companyId)).toEqual(before);
  });

  it('publishes, emails the client the PDF, shows the email on the timeline and is read-only afterwards', async () => {
    const report = await createReport(
      ctx.t.app,
      bayside.owner,
      reportBody(bayside.templateId, bayside.clientId, { answers: complete() }),
    );
    const response = await publishReport(ctx.t.app, bayside.owner, report.id, { send: true, message: 'All safe.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: REPORT_MESSAGES.publishedAndSent,
      payload: { report: { status: 'PUBLISHED', can_publish: false, can_edit: false, send_pending: false } },
    });
    const published = response.json().payload.report;
    expect(published.published_at).toBeTruthy();
    expect(published.sent_at).toBeTruthy();

    const { rows } = await ctx.db.query(
      `select "to", subject, text, attachments from email_outbox where company_id = $1 order by id desc limit 1`,
      [bayside.companyId],
    );
    const email = rows[0];
    expect(email.to).toBe('rita@example.com');
    expect(email.subject).toBe(`Gas compliance check ${report.reference_id} from Bayside Plumbing & Gas`);
    expect(email.text).toContain('All safe.');
    const attachment = email.attachments[0];
    expect(attachment.filename).toBe(`Gas compliance check-${report.reference_id}.pdf`);
    const { text } = await pdfText(Buffer.from(attachment.content, 'base64'));
    for (const expected of [
      'Gas compliance check',
      report.reference_id,
      'AS/NZS 5601.1',
      'Rita Reed',
      'Rinnai',
      'Pass',
      '2.75',
      'Inlet',
      '2.75 kPa',
      'TECHNICIAN SIGNATURE',
      'Published by',
    ])
      expect(text).toContain(expected);

    const pdf = await as(ctx.t.app, bayside.owner, { method: 'GET', url: `${REPORTS}/${report.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(pdf.rawPayload)).text).toContain('Rinnai');

    const timeline = await as(ctx.t.app, bayside.owner, {
      method: 'GET',
      url: `/v1/clients/timeline?id=${bayside.clientId}`,
    });
    const sent = timeline
      .json()
      .payload.timeline.find(
        (e: { timeline_type: string; subject?: string }) =>
          e.timeline_type === 'communication' && e.subject === email.subject,
      );
    expect(sent).toBeDefined();

    const before = await reportFootprint(ctx.db, bayside.companyId);
    const edit = await putReport(ctx.t.app, bayside.owner, report.id, { answers: complete() });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(REPORT_MESSAGES.publishedReadOnly);
    const again = await publishReport(ctx.t.app, bayside.owner, report.id);
    expect(again.statusCode).toBe(409);
    expect(await reportFootprint(ctx.db, bayside.companyId)).toEqual(before);
  });

  it('holds the email until the appointment’s invoice is paid, then sends it once', async () => {
    const { invoice, report } = await reportOfInvoicedJob(complete());
    const emails = async () =>
      (
        await ctx.db.query(`select count(*)::int as n from email_outbox where company_id = $1 and subject like $2`, [
          bayside.companyId,
          `%${report.reference_id}%`,
        ])
      ).rows[0].n;

    const held = await publishReport(ctx.t.app, bayside.owner, report.id, { send: true });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({
      message: REPORT_MESSAGES.heldUntilPaid,
      payload: { report: { status: 'PUBLISHED', send_pending: true, sent_at: null } },
    });
    expect(await emails()).toBe(0);

    const pay = (amount: number, key: string) => recordTransfer(ctx.t.app, bayside.owner, invoice.id, amount, key);
    const part = await pay(10, `held-${report.id}-1`);
    expect(part.statusCode, part.body).toBe(200);
    expect(await emails()).toBe(0);
    const rest = await pay(invoice.total - 10, `held-${report.id}-2`);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payload.invoice.status).toBe('PAID');
    expect(await emails()).toBe(1);
    const after = (await getReport(ctx.t.app, bayside.owner, report.id)).json().payload.report;
    expect(after).toMatchObject({ send_pending: false });
    expect(after.sent_at).toBeTruthy();
  });

  it('names the PDF safely whatever reference was typed (non-Latin letters, quotes)', async () => {
    const report = await createReport(
      ctx.t.app,
      bayside.owner,
      reportBody(bayside.templateId, bayside.clientId, { reference_id: 'Ngā–7";a=b', answers: complete() }),
    );
    const pdf = await as(ctx.t.app, bayside.owner, { method: 'GET', url: `${REPORTS}/${report.id}/pdf` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="Gas compliance check-Ng__7__a=b.pdf"; filename*=UTF-8''Gas%20compliance%20check-Ng%C4%81%E2%80%937%22%3Ba%3Db.pdf`,
    );
  });

  it('still takes the payment that releases a held report whose photo cannot be decoded: the photo is left out', async () => {
    // A photo whose upload was cut short: its bytes start as a PNG, so it is stored as an IMAGE (no thumbnail).
    const cut = (await png(400, 300)).subarray(0, 120);
    const uploaded = await upload(ctx.t.app, bayside.owner, [filePart('meter.png', cut)]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const brokenId = uploaded.json().payload.files[0].id as number;
    const { invoice, report } = await reportOfInvoicedJob({ ...complete(), photos: [brokenId] });
    const held = await publishReport(ctx.t.app, bayside.owner, report.id, { send: true });
    expect(held.json().message, held.body).toBe(REPORT_MESSAGES.heldUntilPaid);

    const paid = await recordTransfer(ctx.t.app, bayside.owner, invoice.id, invoice.total, `broken-photo-${report.id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payload.invoice.status).toBe('PAID');
    const { rows } = await ctx.db.query(
      `select attachments from email_outbox where company_id = $1 and subject like $2`,
      [bayside.companyId, `%${report.reference_id}%`],
    );
    expect(rows).toHaveLength(1);
    const { text } = await pdfText(Buffer.from(rows[0].attachments[0].content, 'base64'));
    expect(text).toContain('Rinnai');

    const pdf = await as(ctx.t.app, bayside.owner, { method: 'GET', url: `${REPORTS}/${report.id}/pdf` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect((await pdfText(pdf.rawPayload)).text).toContain('Rinnai');
  });

  it('sends straight away when the company sends reports before payment', async () => {
    const appointment = await createAppointment(
      ctx.t.app,
      bayside.owner,
      appointmentBody({ clients: [bayside.clientId] }),
    );
    await createDocument(
      ctx.t.app,
      bayside.owner,
      'invoice',
      documentBody('invoice', bayside.clientId, { appointment_id: appointment.id, status: 'OPEN' }),
    );
    await ctx.db.query(
      `update companies set settings = settings || '{"reports_send_before_invoice_payment": true}' where id = $1`,
      [bayside.companyId],
    );
    try {
      const report = await createReport(
        ctx.t.app,
        bayside.owner,
        reportBody(bayside.templateId, bayside.clientId, { appointment_id: appointment.id, answers: complete() }),
      );
      const response = await publishReport(ctx.t.app, bayside.owner, report.id, { send: true });
      expect(response.json()).toMatchObject({
        message: REPORT_MESSAGES.publishedAndSent,
        payload: { report: { send_pending: false } },
      });
    } finally {
      await ctx.db.query(
        `update companies set settings = settings - 'reports_send_before_invoice_payment' where id = $1`,
        [bayside.companyId],
      );
    }
  });
});

describe('the report email’s template', () => {
  it('words the email by the company’s template, the typed message filling {{message}}', async () => {
    const saved = await as(ctx.t.app, bayside.owner, {
      method: 'PUT',
      url: '/v1/communication-templates',
      payload: {
        id: 'report_sent.EMAIL',
        subject: 'Your {{report.title}} ({{report.reference}})',
        body: 'Dear {{client.first_name}}: {{message}} Regards, {{company.name}}',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const report = await createReport(
        ctx.t.app,
        bayside.owner,
        reportBody(bayside.templateId, bayside.clientId, { answers: complete() }),
      );
      const response = await publishReport(ctx.t.app, bayside.owner, report.id, { send: true, message: 'All safe.' });
      expect(response.statusCode, response.body).toBe(200);
      const { rows } = await ctx.db.query(
        `select subject, text from email_outbox where company_id = $1 order by id desc limit 1`,
        [bayside.companyId],
      );
      expect(rows[0].subject).toBe(`Your Gas compliance check (${report.reference_id})`);
      expect(rows[0].text).toMatch(/^Dear \S+: All safe\. Regards, Bayside Plumbing & Gas/);
    } finally {
      await as(ctx.t.app, bayside.owner, {
        method: 'DELETE',
        url: '/v1/communication-templates',
        payload: { id: 'report_sent.EMAIL' },
      });
    }
  });
});
