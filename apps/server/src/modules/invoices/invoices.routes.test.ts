import { INVOICE_MESSAGES as M } from '@fieldbook/domain/documents/documents.constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { appointmentBody, createAppointment } from '../appointments/appointments-test-kit';
import { createClient, expectFieldError, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, documentsFootprint, line } from '../documents/documents-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;

const create = (overrides: Record<string, unknown> = {}, client = clientId) =>
  createDocument(ctx.t.app, owner, 'invoice', documentBody('invoice', client, overrides));
const status = (id: number, value: string) =>
  call(ctx.t.app, owner, 'POST', '/v1/invoice/status', { id, status: value });
const pay = (invoiceId: number, amount: number) =>
  call(ctx.t.app, owner, 'POST', '/v1/payments', {
    invoice_id: invoiceId,
    amount,
    payment_date: '2026-11-05',
    method: 'CASH',
    idempotency_key: `inv-${process.pid}-${Math.random()}`,
  });

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  // More documents than a trial keeps (the limit's own tests: modules/billing/trial-limits.routes.test.ts).
  await ctx.t.app.db.execute(sql`update companies set subscribed = true where id = ${companyId}`);
  clientId = (await createClient(ctx.t.app, owner, individual({ first_name: 'Ivy', last_name: 'Ledger' }))).id;
});

describe('invoices', () => {
  it('are due after the company’s 14 day term, or the client’s own terms', async () => {
    expect(await create()).toMatchObject({
      invoice_number: '1001',
      due_date: '2026-11-16',
      term_days: 14,
      status: 'DRAFT',
    });
    const net30 = await createClient(
      ctx.t.app,
      owner,
      individual({ first_name: 'Net', last_name: 'Thirty', invoicing_default_due_date: 30 }),
    );
    expect(await create({}, net30.id)).toMatchObject({ due_date: '2026-12-02', term_days: 30 });
    const defaults = await call(ctx.t.app, owner, 'GET', `/v1/invoice/defaults/values?client_id=${net30.id}`);
    expect(defaults.json().payload).toMatchObject({ term_days: 30, number: '1003' });
  });

  it('choose only Draft or Unpaid by hand; payments decide Partial Paid and Paid', async () => {
    const invoice = await create({ line_items: [line({ unit_price: 200 })] });
    const before = await documentsFootprint(ctx.db, companyId);
    expectFieldError(await status(invoice.id, 'PAID'), 'status', M.statusNotSelectable);
    expectFieldError(await status(invoice.id, 'PARTIAL'), 'status', M.statusNotSelectable);
    expect(await documentsFootprint(ctx.db, companyId)).toEqual(before);
    expect((await status(invoice.id, 'OPEN')).json().payload.invoice).toMatchObject({
      status: 'OPEN',
      amount_due: 220,
    });
    await pay(invoice.id, 20);
    expectFieldError(await status(invoice.id, 'DRAFT'), 'status', M.draftWithPayments);
    const read = (await call(ctx.t.app, owner, 'GET', `/v1/invoice?id=${invoice.id}`)).json().payload.invoice;
    expect(read).toMatchObject({ status: 'PARTIAL', amount_paid: 20, amount_due: 200 });
    expect(read.overdue_days).toBeGreaterThan(0);
  });

  it('refuse a total below what is paid, and keep it as it was', async () => {
    const invoice = await create({ status: 'OPEN', line_items: [line({ unit_price: 100 })] });
    expect((await pay(invoice.id, 60)).statusCode).toBe(200);
    const before = await documentsFootprint(ctx.db, companyId);
    const edit = (changes: Record<string, unknown>) =>
      call(ctx.t.app, owner, 'PUT', '/v1/invoice', documentBody('invoice', clientId, { id: invoice.id, ...changes }));
    expectFieldError(
      await edit({ status: 'OPEN', line_items: [line({ unit_price: 50 })] }),
      'total',
      M.totalBelowPaid('$60.00'),
    );
    expectFieldError(await edit({ status: 'DRAFT' }), 'status', M.draftWithPayments);
    expect(await documentsFootprint(ctx.db, companyId)).toEqual(before);
    // Down to exactly what is paid settles it.
    const settled = await edit({ status: 'OPEN', line_items: [line({ unit_price: 60, with_tax: false })] });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().payload.invoice).toMatchObject({
      status: 'PAID',
      amount_due: 0,
      paid_date: expect.any(String),
    });
  });

  it('log their changes in words', async () => {
    const invoice = await create();
    await status(invoice.id, 'OPEN');
    const read = (await call(ctx.t.app, owner, 'GET', `/v1/invoice?id=${invoice.id}`)).json().payload;
    const logs = read.timeline.filter((e: { timeline_type: string }) => e.timeline_type === 'log');
    expect(logs.map((e: { description: string }) => e.description)).toEqual([
      `Changed the status of invoice ${invoice.invoice_number} to Unpaid`,
      `Created invoice ${invoice.invoice_number}`,
    ]);
  });

  it('are searched by partly paid and overdue', async () => {
    const partly = await create({ status: 'OPEN' });
    await pay(partly.id, 10);
    const unpaidLate = await create({ status: 'OPEN', invoice_date: '2020-03-01' });
    const search = async (body: Record<string, unknown>) =>
      (await call(ctx.t.app, owner, 'POST', '/v1/invoice/search', { rows: 100, ...body }))
        .json()
        .payload.invoices.map((i: { id: number }) => i.id);
    const partial = await search({ partially_paid: true });
    expect(partial).toContain(partly.id);
    expect(partial).not.toContain(unpaidLate.id);
    expect(await search({ overdue: true })).toContain(unpaidLate.id);
    const byClient = (
      await call(ctx.t.app, owner, 'POST', '/v1/invoice/search', { sort: 'client', direction: 'asc', rows: 100 })
    )
      .json()
      .payload.invoices.map((i: { client: { display_name: string } }) => i.client.display_name.toLowerCase());
    expect(byClient).toEqual([...byClient].sort());
    const page = (await call(ctx.t.app, owner, 'POST', '/v1/invoice/search', { overdue: true })).json().payload;
    expect(page.invoices.every((i: { overdue_days: number }) => i.overdue_days > 0)).toBe(true);
  });

  it('are counted only 50 pages past the one asked for', async () => {
    const client = await createClient(ctx.t.app, owner, individual({ first_name: 'Many', last_name: 'Bills' }));
    await ctx.db.query(
      `insert into documents (company_id, kind, number, document_date, client_id, status)
       select $1, 'invoice', 'BULK-' || g, '2026-01-01', $2, 'OPEN' from generate_series(1, 60) g`,
      [companyId, client.id],
    );
    const page = async (rows: number, at = 1) =>
      (await call(ctx.t.app, owner, 'POST', '/v1/invoice/search', { client_id: client.id, rows, page: at })).json()
        .payload;
    expect((await page(1)).total).toBe(51);
    expect((await page(1, 10)).total).toBe(60);
    expect((await page(100)).total).toBe(60);
  });

  it('show on the client’s timeline, the tile totalling what is billed and skipping drafts', async () => {
    const client = await createClient(ctx.t.app, owner, individual({ first_name: 'Tilly', last_name: 'Total' }));
    await create({ status: 'OPEN', line_items: [line({ unit_price: 100 })] }, client.id);
    await create({ status: 'DRAFT', line_items: [line({ unit_price: 900 })] }, client.id);
    await createDocument(ctx.t.app, owner, 'quotation', documentBody('quotation', client.id));
    const timeline = (await call(ctx.t.app, owner, 'GET', `/v1/clients/timeline?id=${client.id}`)).json().payload;
    expect(timeline.tiles).toEqual(
      expect.arrayContaining([
        { type: 'invoice', count: 2, total: 110 },
        { type: 'quotation', count: 1 },
      ]),
    );
    const invoices = timeline.timeline.filter((e: { timeline_type: string }) => e.timeline_type === 'invoice');
    expect(invoices[0]).toMatchObject({
      client: { id: client.id },
      amount_due: expect.any(Number),
      overdue_days: expect.any(Number),
    });
  });

  it('show on their appointment’s timeline', async () => {
    const job = await createAppointment(ctx.t.app, owner, appointmentBody({ clients: [clientId] }));
    const invoice = await create({ appointment_id: job.id });
    const quotation = await createDocument(
      ctx.t.app,
      owner,
      'quotation',
      documentBody('quotation', clientId, { appointment_id: job.id }),
    );
    const timeline = (await call(ctx.t.app, owner, 'GET', `/v1/appointments/timeline?id=${job.id}`)).json().payload;
    const keys = timeline.timeline.map((e: { key: string }) => e.key);
    expect(keys).toEqual(expect.arrayContaining([`invoice-${invoice.id}`, `quotation-${quotation.id}`]));
    expect(timeline.tiles).toEqual(
      expect.arrayContaining([
        { type: 'invoice', count: 1, total: 0 },
        { type: 'quotation', count: 1 },
      ]),
    );
  });

  // A user lacking an invoicing permission (403) and another company's invoice (as a missing one)
  // are walked over every invoice route in http/route-matrices.test.ts.
  it('never lists another company’s invoice', async () => {
    const other = await registerBusiness(ctx.t.app);
    const theirClient = await createClient(ctx.t.app, other, individual());
    const theirs = await createDocument(ctx.t.app, other, 'invoice', documentBody('invoice', theirClient.id));
    const listed = (await call(ctx.t.app, owner, 'POST', '/v1/invoice/search', { rows: 100 })).json().payload.invoices;
    expect(listed.map((i: { id: number }) => i.id)).not.toContain(theirs.id);
  });
});
