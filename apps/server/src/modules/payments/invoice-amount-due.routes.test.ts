import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, line } from '../documents/documents-test-kit';

// documents.amount_due_cents is generated from the total and what is paid; the overdue lists read it.
const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;
let keys = 0;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  clientId = (await createClient(ctx.t.app, owner, individual({ first_name: 'Dua', last_name: 'Dewar' }))).id;
});

/** A $1,100.00 invoice: two $500 lines plus GST. */
const invoice = () =>
  createDocument(
    ctx.t.app,
    owner,
    'invoice',
    documentBody('invoice', clientId, {
      status: 'OPEN',
      line_items: [line({ unit_price: 500 }), line({ unit_price: 500 })],
    }),
  );
const pay = (invoiceId: number, amount: number) =>
  call(ctx.t.app, owner, 'POST', '/v1/payments', {
    invoice_id: invoiceId,
    amount,
    payment_date: '2026-11-20',
    method: 'BANK_TRANSFER',
    idempotency_key: `due-${process.pid}-${++keys}`,
  });
const read = async (id: number) => (await call(ctx.t.app, owner, 'GET', `/v1/invoice?id=${id}`)).json().payload.invoice;

describe('the stored amount due (read by the overdue lists)', () => {
  const stored = async (id: number) =>
    (await ctx.db.query('select amount_due_cents from documents where company_id = $1 and id = $2', [companyId, id]))
      .rows[0]?.amount_due_cents;

  it('follows every payment, void and edit of the total', async () => {
    const created = await invoice();
    expect(Number(await stored(created.id))).toBe(110_000);
    const part = (await pay(created.id, 400)).json().payload.payment;
    expect(Number(await stored(created.id))).toBe(70_000);
    const current = await read(created.id);
    const edited = await call(
      ctx.t.app,
      owner,
      'PUT',
      '/v1/invoice',
      documentBody('invoice', clientId, {
        id: created.id,
        updated_at: current.updated_at,
        status: 'OPEN',
        line_items: [line({ unit_price: 500 }), line({ unit_price: 500 }), line({ unit_price: 100 })],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(Number(await stored(created.id))).toBe(81_000);
    await pay(created.id, 810);
    expect(Number(await stored(created.id))).toBe(0);
    await call(ctx.t.app, owner, 'POST', '/v1/payments/void', { id: part.id, reason: 'Bounced' });
    expect(Number(await stored(created.id))).toBe(40_000);
    expect((await read(created.id)).amount_due).toBe(400);
  });
});
