import { INVOICE_MESSAGES, PAYMENT_MESSAGES as M } from '@fieldbook/domain/documents/documents.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { statementsDuring } from '../../test/statements';
import { createClient, expectFieldError, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, documentsFootprint, line } from '../documents/documents-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;
let keys = 0;

/** A $1,100.00 invoice (two $500 lines plus GST), due a fortnight after 2 November 2026. */
const invoice = (overrides: Record<string, unknown> = {}) =>
  createDocument(
    ctx.t.app,
    owner,
    'invoice',
    documentBody('invoice', clientId, {
      status: 'OPEN',
      line_items: [line({ unit_price: 500 }), line({ unit_price: 500 })],
      ...overrides,
    }),
  );
const pay = (invoiceId: number, amount: number, overrides: Record<string, unknown> = {}, session = owner) =>
  call(ctx.t.app, session, 'POST', '/v1/payments', {
    invoice_id: invoiceId,
    amount,
    payment_date: '2026-11-20',
    method: 'BANK_TRANSFER',
    reference: 'EFT 20/11',
    idempotency_key: `key-${process.pid}-${++keys}`,
    ...overrides,
  });
const read = async (id: number) => (await call(ctx.t.app, owner, 'GET', `/v1/invoice?id=${id}`)).json().payload.invoice;
async function paymentsFootprint() {
  const { rows } = await ctx.db.query(
    `select count(*)::int as payments, count(voided_at)::int as voided from payments where company_id = $1`,
    [companyId],
  );
  return { ...rows[0], documents: await documentsFootprint(ctx.db, companyId) };
}

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  clientId = (await createClient(ctx.t.app, owner, individual({ first_name: 'Pia', last_name: 'Payne' }))).id;
});

describe('recording payments', () => {
  it('a part payment makes the invoice Partial Paid, the rest makes it Paid on that day', async () => {
    const { id } = await invoice();
    const part = await pay(id, 400);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      message: M.recorded,
      payload: {
        payment: {
          amount: 400,
          method: 'BANK_TRANSFER',
          reference: 'EFT 20/11',
          voided: false,
          client: { display_name: 'Pia Payne' },
        },
        invoice: { id, status: 'PARTIAL', amount_paid: 400, amount_due: 700 },
      },
    });
    const rest = await pay(id, 700, { payment_date: '2026-11-30', method: 'CARD' });
    expect(rest.json().payload.invoice).toMatchObject({ status: 'PAID', amount_due: 0 });
    expect(await read(id)).toMatchObject({
      status: 'PAID',
      paid_date: '2026-11-30',
      overdue_paid_days: 14,
      overdue_days: 0,
    });
    expect((await read(id)).payments.map((p: { amount: number }) => p.amount)).toEqual([700, 400]);
  });

  it('records a payment once per idempotency key, even when the same save races itself', async () => {
    const { id } = await invoice();
    const once = { idempotency_key: `retry-${process.pid}` };
    const first = await pay(id, 100, once);
    const again = await pay(id, 100, once);
    expect(again.json().payload.payment.id).toBe(first.json().payload.payment.id);
    const racing = { idempotency_key: `race-${process.pid}` };
    const raced = await Promise.all(Array.from({ length: 5 }, () => pay(id, 50, racing)));
    expect(raced.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(raced.map((r) => r.json().payload.payment.id)).size).toBe(1);
    expect(await read(id)).toMatchObject({ amount_paid: 150, amount_due: 950 });
  });

  it('never lets payments that race each other pay more than the total', async () => {
    const { id } = await invoice();
    const raced = await Promise.all(Array.from({ length: 4 }, () => pay(id, 400)));
    expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect((await read(id)).amount_paid).toBe(800);
  });

  it('refuses a key already spent on another invoice: no payment of that invoice shown, nothing recorded', async () => {
    const first = await invoice();
    const second = await invoice();
    const key = { idempotency_key: `spent-${process.pid}` };
    const original = await pay(first.id, 300, { ...key, reference: 'Receipt of the first' });
    expect(original.statusCode, original.body).toBe(200);
    const before = await paymentsFootprint();
    const reused = await pay(second.id, 300, key);
    expectFieldError(reused, 'idempotency_key', M.keyReused);
    expect(reused.json().payload).toBeNull();
    expect(reused.body).not.toContain('Receipt of the first');
    expect(await paymentsFootprint()).toEqual(before);
    expect(await read(second.id)).toMatchObject({ status: 'OPEN', amount_paid: 0, payments: [] });
    // The same key on its own invoice still answers the one payment it recorded.
    const retried = await pay(first.id, 300, key);
    expect(retried.json().payload.payment.id).toBe(original.json().payload.payment.id);
    expect(await paymentsFootprint()).toEqual(before);
  });

  it('refuses a key racing itself across two invoices: one invoice is paid, the other told', async () => {
    const [a, b] = [await invoice(), await invoice()];
    const key = { idempotency_key: `crossed-${process.pid}` };
    const raced = await Promise.all([pay(a.id, 100, key), pay(b.id, 100, key)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = raced.find((r) => r.statusCode === 422);
    expect(refused?.json().errors).toEqual({ idempotency_key: [M.keyReused] });
    const paid = [(await read(a.id)).amount_paid, (await read(b.id)).amount_paid].sort();
    expect(paid).toEqual([0, 100]);
  });

  it('refuses a draft (not issued yet): it stays a draft, with no payment and no log', async () => {
    const { id } = await invoice({ status: 'DRAFT' });
    const before = await paymentsFootprint();
    expectFieldError(await pay(id, 1100), 'invoice_id', M.invoiceDraft);
    expect(await paymentsFootprint()).toEqual(before);
    expect(await read(id)).toMatchObject({ status: 'DRAFT', amount_paid: 0, payments: [] });
  });

  it('refuses an archived invoice and a paid one, changing nothing', async () => {
    const archived = await invoice();
    expect((await call(ctx.t.app, owner, 'DELETE', '/v1/invoice', { id: archived.id })).statusCode).toBe(200);
    const paid = await invoice();
    await pay(paid.id, 1100);
    const before = await paymentsFootprint();
    expectFieldError(await pay(archived.id, 10), 'invoice_id', M.invoiceArchived);
    expectFieldError(await pay(paid.id, 10), 'amount', M.amountOverDue('$0.00'));
    expect(await paymentsFootprint()).toEqual(before);
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['an amount of nothing', { amount: 0 }, 'amount', M.amountInvalid],
    ['a negative amount', { amount: -5 }, 'amount', M.amountInvalid],
    ['a fraction of a cent', { amount: 10.005 }, 'amount', M.amountInvalid],
    ['more than is due', { amount: 1100.01 }, 'amount', M.amountOverDue('$1,100.00')],
    ['no date', { payment_date: '' }, 'payment_date', M.dateRequired],
    ['an unknown method', { method: 'CHEQUE' }, 'method', M.methodInvalid],
    ['an unknown invoice', { invoice_id: 999_999 }, 'invoice_id', M.invoiceInvalid],
  ];
  for (const [what, override, field, message] of rules) {
    it(`refuses ${what} with "${message}" and records nothing`, async () => {
      const { id } = await invoice();
      const before = await paymentsFootprint();
      expectFieldError(await pay(id, 100, override), field, message);
      expect(await paymentsFootprint()).toEqual(before);
    });
  }

  it("says a missing idempotency key is required, in words and not zod's, and records nothing", async () => {
    const before = await paymentsFootprint();
    // Not "Invalid input: expected string, received undefined"; the body is refused before any invoice is read.
    const refused = await pay(1, 100, { idempotency_key: undefined });
    expectFieldError(refused, 'idempotency_key', 'The idempotency key field is required.');
    expect(refused.json().message).toBe('The idempotency key field is required.');
    expect(await paymentsFootprint()).toEqual(before);
  });

  it('refuses an invoice edited below what has been paid, and Draft once paid', async () => {
    const created = await invoice();
    await pay(created.id, 600);
    const current = await read(created.id);
    const before = await paymentsFootprint();
    const edit = (changes: Record<string, unknown>) =>
      call(
        ctx.t.app,
        owner,
        'PUT',
        '/v1/invoice',
        documentBody('invoice', clientId, {
          id: created.id,
          updated_at: current.updated_at,
          status: 'OPEN',
          ...changes,
        }),
      );
    expectFieldError(
      await edit({ line_items: [line({ unit_price: 500 })] }),
      'total',
      INVOICE_MESSAGES.totalBelowPaid('$600.00'),
    );
    expectFieldError(
      await edit({ status: 'DRAFT', line_items: current.line_items }),
      'status',
      INVOICE_MESSAGES.draftWithPayments,
    );
    expect(await paymentsFootprint()).toEqual(before);
  });
});

describe('statements of a payment', () => {
  it('six in its transaction, then two reads: it answers from the rows the transaction wrote', async () => {
    // A business of its own: the trial's invoices of the one above are counted by the tests after.
    const other = await registerBusiness(ctx.t.app);
    const client = await createClient(ctx.t.app, other, individual({ first_name: 'Pia', last_name: 'Payne' }));
    const { id } = await createDocument(
      ctx.t.app,
      other,
      'invoice',
      documentBody('invoice', client.id, { status: 'OPEN' }),
    );
    let answer: unknown;
    const texts = await statementsDuring(async () => {
      answer = (await pay(id, 100, {}, other)).json().payload;
    });
    const begin = texts.indexOf('begin');
    const commit = texts.indexOf('commit');
    // The invoice (locked), the key's earlier payment, the payment, the invoice's totals, the invoice, the log.
    expect(texts.slice(begin + 1, commit)).toHaveLength(6);
    // The client's and the recorder's names (and the accounting connection, for a sync after the answer).
    expect(texts.slice(commit + 1).filter((text) => !text.includes('"accounting_connections"'))).toHaveLength(2);
    expect(answer).toMatchObject({
      payment: { amount: 100, client: { id: client.id, display_name: 'Pia Payne' } },
      invoice: { id, status: 'PARTIAL', amount_paid: 100 },
    });
  });
});

describe('voiding payments', () => {
  it('needs a reason, recomputes the invoice, and cannot be done twice', async () => {
    const { id } = await invoice();
    const first = (await pay(id, 1000)).json().payload.payment;
    const second = (await pay(id, 100)).json().payload.payment;
    const before = await paymentsFootprint();
    expectFieldError(
      await call(ctx.t.app, owner, 'POST', '/v1/payments/void', { id: second.id, reason: ' ' }),
      'reason',
      M.voidReasonRequired,
    );
    expect(await paymentsFootprint()).toEqual(before);
    const voided = await call(ctx.t.app, owner, 'POST', '/v1/payments/void', { id: second.id, reason: 'Bounced' });
    expect(voided.json()).toMatchObject({
      message: M.voided,
      payload: { payment: { voided: true, void_reason: 'Bounced' }, invoice: { status: 'PARTIAL', amount_due: 100 } },
    });
    expect(
      (await call(ctx.t.app, owner, 'POST', '/v1/payments/void', { id: second.id, reason: 'Again' })).statusCode,
    ).toBe(409);
    await call(ctx.t.app, owner, 'POST', '/v1/payments/void', { id: first.id, reason: 'Entered twice' });
    expect(await read(id)).toMatchObject({ status: 'OPEN', amount_paid: 0, paid_date: null });
    const logs = (await call(ctx.t.app, owner, 'GET', `/v1/invoice?id=${id}`)).json().payload.timeline;
    expect(logs.map((e: { description?: string }) => e.description)).toContain(
      `Voided a payment of $100.00 on invoice ${(await read(id)).invoice_number}: Bounced`,
    );
  });
});

describe('reading and searching', () => {
  it('finds payments by reference, invoice number and method, paged with a total', async () => {
    const { id, invoice_number } = await invoice();
    const mine = (await pay(id, 10, { reference: 'Receipt 88812', method: 'CASH' })).json().payload.payment;
    const search = async (body: Record<string, unknown>) =>
      (await call(ctx.t.app, owner, 'POST', '/v1/payments/search', body)).json().payload;
    expect((await search({ filter: '88812' })).payments.map((p: { id: number }) => p.id)).toEqual([mine.id]);
    expect((await search({ filter: invoice_number })).payments.map((p: { id: number }) => p.id)).toContain(mine.id);
    expect((await search({ method: ['CASH'] })).payments.every((p: { method: string }) => p.method === 'CASH')).toBe(
      true,
    );
    const page = await search({ rows: 1 });
    expect(page.payments).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await call(ctx.t.app, owner, 'GET', `/v1/payments?id=${mine.id}`)).json().payload.payment).toMatchObject({
      id: mine.id,
      invoice_number,
    });
  });
});

describe('permissions and tenancy', () => {
  it('refuses a user without canManagePayments on every payments call', async () => {
    const field = await addStaff(ctx.t.app, owner, 'Field Staff');
    const { id } = await invoice();
    const payment = (await pay(id, 10)).json().payload.payment;
    const before = await paymentsFootprint();
    expect((await pay(id, 10, {}, field)).statusCode).toBe(403);
    expect((await call(ctx.t.app, field, 'GET', `/v1/payments?id=${payment.id}`)).statusCode).toBe(403);
    expect((await call(ctx.t.app, field, 'POST', '/v1/payments/search', {})).statusCode).toBe(403);
    expect(
      (await call(ctx.t.app, field, 'POST', '/v1/payments/void', { id: payment.id, reason: 'x' })).statusCode,
    ).toBe(403);
    expect(await paymentsFootprint()).toEqual(before);
  });

  // Another company's payment or invoice answers exactly as a missing one: http/route-matrices.test.ts.
  it("never lists another company's payment", async () => {
    const other = await registerBusiness(ctx.t.app);
    const theirClient = await createClient(ctx.t.app, other, individual());
    const theirInvoice = await createDocument(
      ctx.t.app,
      other,
      'invoice',
      documentBody('invoice', theirClient.id, { status: 'OPEN' }),
    );
    const theirPayment = (await pay(theirInvoice.id, 10, {}, other)).json().payload.payment;
    const listed = (await call(ctx.t.app, owner, 'POST', '/v1/payments/search', { rows: 100 })).json().payload.payments;
    expect(listed.map((p: { id: number }) => p.id)).not.toContain(theirPayment.id);
  });
});
