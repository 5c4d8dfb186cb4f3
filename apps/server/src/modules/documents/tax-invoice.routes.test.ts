import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { business, createClient } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, line } from './documents-test-kit';
import { pdfText } from './pdf/pdf-text';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let buyerId: number;

const pdfOf = async (kind: 'invoice' | 'quotation', id: number) => {
  const response = await call(ctx.t.app, owner, 'GET', `/v1/${kind}/pdf?id=${id}`);
  expect(response.statusCode).toBe(200);
  return (await pdfText(response.rawPayload)).text;
};

/** Registered for GST or not (settings/defaults), the other money defaults as they were. */
const registerForGst = async (registered: boolean) => {
  const response = await as(ctx.t.app, owner, {
    method: 'PUT',
    url: '/v1/business/company/settings/defaults',
    payload: {
      gst_registered: registered,
      default_gst: 'EXCLUSIVE',
      inventory_tax_type: 'EXCLUSIVE',
      rounding_method: 'HALF_EVEN',
      inventory_prefill_column: 'NAME',
      setup_prefill_inventory: false,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Bayside Plumbing' });
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  await ctx.t.app.db.execute(sql`update companies set subscribed = true where id = ${companyId}`);
  const saved = await as(ctx.t.app, owner, {
    method: 'PUT',
    url: '/v1/business/company',
    payload: {
      company_name: 'Bayside Plumbing',
      legal_name: 'Bayside Plumbing Pty Ltd',
      abn: '51 824 753 556',
      email: 'office@bayside.example',
      phone: '03 9555 0100',
      timezone: 'Australia/Melbourne',
      hide_timezone_options: false,
      business_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: true, start: '08:00', end: '17:00' })),
      calendar_start_of_week: 1,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  buyerId = (
    await createClient(
      ctx.t.app,
      owner,
      business({
        display_name: 'Harbour Holdings Pty Ltd',
        addresses: [
          { type: 'PRIMARY', address_line_1: '9 Other St', locality: 'Brighton', state: 'VIC', postal_code: '3186' },
          { type: 'BILLING', address_line_1: '1 Ledger Lane', locality: 'Hampton', state: 'VIC', postal_code: '3188' },
        ],
      }),
    )
  ).id;
});

describe('a tax invoice (GST registered)', () => {
  it('names the seller — trading and legal name, ABN, email, phone — and, at $1,000 or more, the buyer and where it is billed', async () => {
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', buyerId, { status: 'OPEN', line_items: [line({ unit_price: 1200 })] }),
    );
    expect(invoice).toMatchObject({ gst_registered: true, tax: 120, total: 1320 });
    const text = await pdfOf('invoice', invoice.id);
    for (const expected of [
      'Tax Invoice',
      'Bayside Plumbing',
      'Bayside Plumbing Pty Ltd',
      'ABN 51 824 753 556',
      'office@bayside.example',
      '(03) 9555 0100',
      'Harbour Holdings Pty Ltd',
      '1 Ledger Lane',
      'Hampton',
    ])
      expect(text).toContain(expected);
  });

  it('shows Paid as what was paid: $0.00 unpaid, the amount once paid, never with a minus sign', async () => {
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', buyerId, { status: 'OPEN', line_items: [line({ unit_price: 500 })] }),
    );
    const unpaid = await pdfOf('invoice', invoice.id);
    expect(unpaid).toMatch(/Paid \$0\.00/);
    expect(unpaid).not.toContain('-$');
    const payment = await call(ctx.t.app, owner, 'POST', '/v1/payments', {
      invoice_id: invoice.id,
      amount: 200,
      payment_date: '2026-11-05',
      method: 'CASH',
      idempotency_key: `tax-invoice-${process.pid}`,
    });
    expect(payment.statusCode, payment.body).toBe(200);
    const partly = await pdfOf('invoice', invoice.id);
    expect(partly).toMatch(/Paid \$200\.00/);
    expect(partly).toMatch(/Amount Due \$350\.00/);
    expect(partly).not.toContain('-$');
  });
});

describe('a business not registered for GST', () => {
  let registeredInvoiceId: number;
  beforeAll(async () => {
    registeredInvoiceId = (
      await createDocument(ctx.t.app, owner, 'invoice', documentBody('invoice', buyerId, { status: 'OPEN' }))
    ).id;
    await registerForGst(false);
  });

  it('charges no GST: an EXCLUSIVE line adds nothing, an INCLUSIVE one carves nothing out', async () => {
    const lines = [line({ unit_price: 100, tax_type: 'EXCLUSIVE' }), line({ unit_price: 110, tax_type: 'INCLUSIVE' })];
    for (const kind of ['invoice', 'quotation'] as const) {
      const document = await createDocument(ctx.t.app, owner, kind, documentBody(kind, buyerId, { line_items: lines }));
      expect(document).toMatchObject({ gst_registered: false, subtotal: 210, tax: 0, total: 210 });
      expect(
        document.line_items.map((l: { tax: number; item_tax: { rate: number } }) => [l.tax, l.item_tax.rate]),
      ).toEqual([
        [0, 0],
        [0, 0],
      ]);
      const stored = await ctx.db.query('select tax_cents, total_cents, gst_registered from documents where id = $1', [
        document.id,
      ]);
      expect(stored.rows[0]).toEqual({ tax_cents: 0, total_cents: 21_000, gst_registered: false });
    }
  });

  it('issues an "Invoice", not a "Tax Invoice", and prints no GST', async () => {
    const invoice = await createDocument(ctx.t.app, owner, 'invoice', documentBody('invoice', buyerId));
    const text = await pdfOf('invoice', invoice.id);
    expect(text).toContain('Invoice');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('GST');
    expect(text).toContain('ABN 51 824 753 556');
  });

  it('leaves an invoice issued while registered a tax invoice with its GST', async () => {
    const read = await call(ctx.t.app, owner, 'GET', `/v1/invoice?id=${registeredInvoiceId}`);
    expect(read.json().payload.invoice).toMatchObject({ gst_registered: true, tax: 10, total: 110 });
    expect(read.json().payload.invoice.line_items[0]).toMatchObject({ tax: 10, item_tax: { rate: 10 } });
    expect(await pdfOf('invoice', registeredInvoiceId)).toContain('Tax Invoice');
  });
});
