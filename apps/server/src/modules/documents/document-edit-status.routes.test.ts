import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, type Kind, line } from './documents-test-kit';

const ctx = useTestApp();
let owner: Session;
let clientId: number;

/** PUT with the document's fields as they are, changed by `changes` (status left out unless named). */
const edit = async (kind: Kind, document: Record<string, unknown>, changes: Record<string, unknown>) => {
  const { status: _status, ...body } = documentBody(kind, clientId, { line_items: [line({ unit_price: 200 })] });
  return call(ctx.t.app, owner, 'PUT', `/v1/${kind}`, {
    ...body,
    id: document.id,
    updated_at: document.updated_at,
    ...changes,
  });
};
const statusOf = async (id: number) =>
  (await ctx.db.query('select status, paid_on from documents where id = $1', [id])).rows[0];
const pay = (invoiceId: number, amount: number) =>
  call(ctx.t.app, owner, 'POST', '/v1/payments', {
    invoice_id: invoiceId,
    amount,
    payment_date: '2026-11-05',
    method: 'CASH',
    idempotency_key: `edit-status-${invoiceId}-${amount}`,
  });

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  const { companyId } = await whoIs(ctx.t.app, owner);
  await ctx.t.app.db.execute(sql`update companies set subscribed = true where id = ${companyId}`);
  clientId = (await createClient(ctx.t.app, owner, individual())).id;
});

describe('editing a document without naming a status keeps its status', () => {
  it('an Unpaid invoice stays Unpaid (it was made a Draft)', async () => {
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', clientId, { status: 'OPEN' }),
    );
    const response = await edit('invoice', invoice, { title: 'New title' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.invoice).toMatchObject({ status: 'OPEN', title: 'New title' });
    expect((await statusOf(invoice.id)).status).toBe('OPEN');
  });

  it('a draft stays a draft, and a named status still applies', async () => {
    const invoice = await createDocument(ctx.t.app, owner, 'invoice', documentBody('invoice', clientId));
    const kept = await edit('invoice', invoice, {});
    expect(kept.json().payload.invoice.status).toBe('DRAFT');
    const issued = await edit('invoice', kept.json().payload.invoice, { status: 'OPEN' });
    expect(issued.json().payload.invoice.status).toBe('OPEN');
  });

  it('a Partial Paid or Paid invoice keeps what its payments made it, and its paid date', async () => {
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', clientId, { status: 'OPEN', line_items: [line({ unit_price: 200 })] }),
    );
    expect((await pay(invoice.id, 100)).statusCode).toBe(200);
    let current = (await call(ctx.t.app, owner, 'GET', `/v1/invoice?id=${invoice.id}`)).json().payload.invoice;
    const partial = await edit('invoice', current, { notes: 'Half paid' });
    expect(partial.json().payload.invoice).toMatchObject({ status: 'PARTIAL', amount_paid: 100 });
    expect((await pay(invoice.id, 120)).statusCode).toBe(200);
    current = (await call(ctx.t.app, owner, 'GET', `/v1/invoice?id=${invoice.id}`)).json().payload.invoice;
    const before = await statusOf(invoice.id);
    expect(before.status).toBe('PAID');
    const paid = await edit('invoice', current, { notes: 'Paid in full' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payload.invoice).toMatchObject({ status: 'PAID', notes: 'Paid in full' });
    expect(await statusOf(invoice.id)).toEqual(before);
  });

  it('a Published quotation stays Published, an Accepted one Accepted', async () => {
    const quotation = await createDocument(
      ctx.t.app,
      owner,
      'quotation',
      documentBody('quotation', clientId, { status: 'SENT' }),
    );
    const published = await edit('quotation', quotation, { title: 'Edited' });
    expect(published.json().payload.quotation.status).toBe('SENT');
    const accepted = await edit('quotation', published.json().payload.quotation, { status: 'ACCEPTED' });
    expect(accepted.json().payload.quotation.status).toBe('ACCEPTED');
    const kept = await edit('quotation', accepted.json().payload.quotation, { notes: 'Start Monday' });
    expect(kept.json().payload.quotation).toMatchObject({ status: 'ACCEPTED', notes: 'Start Monday' });
  });
});
