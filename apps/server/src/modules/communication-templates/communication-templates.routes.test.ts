import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, expectFieldError, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, line } from '../documents/documents-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let fieldStaff: Session;

const list = (session: Session) => as(ctx.t.app, session, { method: 'GET', url: '/v1/communication-templates' });
const one = (session: Session, id: string) =>
  as(ctx.t.app, session, { method: 'GET', url: `/v1/communication-templates/one?id=${encodeURIComponent(id)}` });
const save = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'PUT', url: '/v1/communication-templates', payload });
const reset = (session: Session, id: string) =>
  as(ctx.t.app, session, { method: 'DELETE', url: '/v1/communication-templates', payload: { id } });
const preview = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/communication-templates/preview', payload });

const stored = async (id = companyId) =>
  (
    await ctx.db.query(
      'select kind, channel, subject, body from communication_templates where company_id = $1 order by kind, channel',
      [id],
    )
  ).rows;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Harbour Pest Control' });
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  fieldStaff = await addStaff(ctx.t.app, owner, 'Field Staff');
});

describe('v1/communication-templates', () => {
  it('lists every kind and channel as the default until one is customised', async () => {
    const response = await list(owner);
    expect(response.statusCode, response.body).toBe(200);
    const templates = response.json().payload.templates as { id: string; customised: boolean; subject: string }[];
    expect(templates.map((t) => t.id)).toEqual([
      'appointment_reminder.EMAIL',
      'appointment_reminder.SMS',
      'quotation_sent.EMAIL',
      'invoice_sent.EMAIL',
      'payment_receipt.EMAIL',
      'invoice_payment_reminder.EMAIL',
      'report_sent.EMAIL',
      'client_message.EMAIL',
      'client_message.SMS',
      'booking_confirmation.EMAIL',
      'booking_confirmation.SMS',
    ]);
    expect(templates.every((t) => !t.customised)).toBe(true);
    expect(templates.find((t) => t.id === 'invoice_sent.EMAIL')?.subject).toBe(
      'Invoice {{document.number}} from {{company.name}}',
    );
  });

  it('saves a customised template, shows it as customised, and resets it to the default', async () => {
    const saved = await save(owner, {
      id: 'payment_receipt.EMAIL',
      subject: 'Thanks {{client.first_name}}',
      body: 'We received {{payment.amount}}.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Template saved.',
      payload: { template: { customised: true, subject: 'Thanks {{client.first_name}}' } },
    });
    expect((await one(owner, 'payment_receipt.EMAIL')).json().payload.template.body).toBe(
      'We received {{payment.amount}}.',
    );
    const back = await reset(owner, 'payment_receipt.EMAIL');
    expect(back.json()).toMatchObject({
      message: 'Template reset to the default.',
      payload: { template: { customised: false } },
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses an unknown merge field, a missing body and a long subject per field, and changes nothing', async () => {
    const before = await stored();
    expectFieldError(
      await save(owner, { id: 'invoice_sent.EMAIL', subject: 'Invoice {{foo}}', body: 'Hello' }),
      'subject',
      'Unknown merge field {{foo}}.',
    );
    expectFieldError(
      await save(owner, { id: 'invoice_sent.EMAIL', subject: 'Invoice', body: 'Due {{report.title}}' }),
      'body',
      'Unknown merge field {{report.title}}.',
    );
    expectFieldError(
      await save(owner, { id: 'invoice_sent.EMAIL', subject: 'Invoice', body: '  ' }),
      'body',
      'The message is required.',
    );
    expectFieldError(
      await save(owner, { id: 'invoice_sent.EMAIL', subject: 'x'.repeat(201), body: 'Hello' }),
      'subject',
      'The subject may not be greater than 200 characters.',
    );
    expectFieldError(
      await preview(owner, { id: 'appointment_reminder.SMS', body: 'See you {{appointment.when}}' }),
      'body',
      'Unknown merge field {{appointment.when}}.',
    );
    expect(await stored()).toEqual(before);
  });

  it('previews with sample data and the company’s name', async () => {
    const response = await preview(owner, {
      id: 'invoice_sent.EMAIL',
      subject: '{{document.number}} from {{company.name}}',
      body: 'Hi {{client.first_name}}, {{document.amount_due}} is due {{document.due_date}}.',
    });
    expect(response.json().payload).toEqual({
      subject: 'INV-0042 from Harbour Pest Control',
      body: 'Hi Jordan, $1,234.50 is due 14-12-2026.',
    });
  });

  it('answers 404 for an id that names no template', async () => {
    expect((await one(owner, 'invoice_sent.SMS')).statusCode).toBe(404);
    expect((await reset(owner, 'nothing.EMAIL')).statusCode).toBe(404);
  });

  it('refuses every call to a user without canAccessCommunicationTemplates (403) and changes nothing', async () => {
    const before = await stored();
    expect((await list(fieldStaff)).statusCode).toBe(403);
    expect((await one(fieldStaff, 'invoice_sent.EMAIL')).statusCode).toBe(403);
    expect((await save(fieldStaff, { id: 'invoice_sent.EMAIL', subject: 'x', body: 'y' })).statusCode).toBe(403);
    expect((await reset(fieldStaff, 'invoice_sent.EMAIL')).statusCode).toBe(403);
    expect((await preview(fieldStaff, { id: 'invoice_sent.EMAIL', subject: 'x', body: 'y' })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('keeps each company’s templates its own', async () => {
    await save(owner, { id: 'report_sent.EMAIL', subject: 'Your report', body: 'Attached: {{report.title}}' });
    const other = await registerBusiness(ctx.t.app, { company_name: 'Other Co' });
    const theirs = (await one(other, 'report_sent.EMAIL')).json().payload.template;
    expect(theirs).toMatchObject({
      customised: false,
      subject: '{{report.title}} {{report.reference}} from {{company.name}}',
    });
    await reset(other, 'report_sent.EMAIL');
    expect((await one(owner, 'report_sent.EMAIL')).json().payload.template.customised).toBe(true);
    await reset(owner, 'report_sent.EMAIL');
  });
});

describe('sending uses the template', () => {
  it('emails an invoice with the company’s customised template, merged', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({
        first_name: 'Tess',
        last_name: 'Template',
        emails: [{ type: 'PRIMARY', email_address: 'tess@example.com' }],
      }),
    );
    expect(
      (
        await save(owner, {
          id: 'invoice_sent.EMAIL',
          subject: '{{company.name}} invoice {{document.number}} for {{client.first_name}}',
          body: 'G’day {{client.first_name}}, please pay {{document.amount_due}}{{#document.due_date}} by {{document.due_date}}{{/document.due_date}}: {{link}}',
        })
      ).statusCode,
    ).toBe(200);
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', client.id, {
        line_items: [line({ description: 'Termite treatment', unit_price: 1000 })],
      }),
    );
    const sent = await call(ctx.t.app, owner, 'POST', '/v1/invoice/send', { id: invoice.id });
    expect(sent.statusCode, sent.body).toBe(200);
    const { rows } = await ctx.db.query(
      `select "to", subject, text from email_outbox where company_id = $1 order by id desc limit 1`,
      [companyId],
    );
    expect(rows[0].to).toBe('tess@example.com');
    expect(rows[0].subject).toBe(`Harbour Pest Control invoice ${invoice.invoice_number} for Tess`);
    expect(rows[0].text).toMatch(
      /^G’day Tess, please pay \$1,100\.00 by \d\d-\d\d-\d{4}: \S+\/connect\/pay\/invoice\/[\w-]{22,}/,
    );
    await reset(owner, 'invoice_sent.EMAIL');
  });
});
