import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import { addDays, todayIn } from '@fieldbook/domain/dates/date-codec';
import { INVOICE_MESSAGES, QUOTATION_MESSAGES as M } from '@fieldbook/domain/documents/documents.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, expectFieldError, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, line } from '../documents/documents-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;
/** The company's today: a converted invoice is dated then. */
let today: string;

const create = (overrides: Record<string, unknown> = {}) =>
  createDocument(ctx.t.app, owner, 'quotation', documentBody('quotation', clientId, overrides));
const status = (id: number, value: string) =>
  call(ctx.t.app, owner, 'POST', '/v1/quotation/status', { id, status: value });

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  const company = await ctx.db.query('select timezone from companies where id = $1', [companyId]);
  today = todayIn(company.rows[0].timezone);
  clientId = (await createClient(ctx.t.app, owner, individual({ first_name: 'Connie', last_name: 'Vert' }))).id;
});

describe('converting an accepted quotation', () => {
  it('makes a draft invoice with its lines, linked both ways, once', async () => {
    const quotation = await create({
      line_items: [line({ description: 'Heat pump', unit_price: 3899 }), line({ description: 'Labour', quantity: 3 })],
      address: { address_line_1: '3 Boiler Lane', locality: 'Preston', state: 'VIC' },
      description: 'Replace the failed unit',
      notes: 'Access via the side gate',
    });
    expectFieldError(
      await call(ctx.t.app, owner, 'POST', '/v1/quotation/convert', { id: quotation.id }),
      'id',
      M.convertNotAccepted,
    );
    await status(quotation.id, 'ACCEPTED');
    const converted = await call(ctx.t.app, owner, 'POST', '/v1/quotation/convert', { id: quotation.id });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().message).toBe(M.converted);
    const invoice = converted.json().payload.invoice;
    expect(invoice).toMatchObject({
      status: 'DRAFT',
      quotation_id: quotation.id,
      invoice_number: '1001',
      invoice_date: today,
      due_date: addDays(today, 14),
      total: 4618.9,
      client_id: clientId,
      title: quotation.title,
      description: 'Replace the failed unit',
      notes: 'Access via the side gate',
      address: { address_line_1: '3 Boiler Lane', full_address: quotation.address.full_address },
      amount_paid: 0,
    });
    expect(invoice.line_items).toMatchObject([
      { uuid: quotation.line_items[0].uuid, description: 'Heat pump', unit_price: 3899, total: 4288.9 },
      { uuid: quotation.line_items[1].uuid, description: 'Labour', quantity: 3, total: 330 },
    ]);
    const read = (await call(ctx.t.app, owner, 'GET', `/v1/quotation?id=${quotation.id}`)).json().payload;
    expect(read.quotation.invoice_id).toBe(invoice.id);
    expect(read.timeline.map((e: { description?: string }) => e.description)).toContain(
      `Converted quotation ${quotation.quotation_number} to invoice ${invoice.invoice_number}`,
    );
    const invoiceRead = (await call(ctx.t.app, owner, 'GET', `/v1/invoice?id=${invoice.id}`)).json().payload;
    expect(invoiceRead.timeline.map((e: { description?: string }) => e.description)).toContain(
      `Created invoice ${invoice.invoice_number}`,
    );
    const invoices = async () =>
      (
        await ctx.db.query(`select count(*)::int as n from documents where company_id = $1 and kind = 'invoice'`, [
          companyId,
        ])
      ).rows[0].n;
    const before = await invoices();
    expectFieldError(
      await call(ctx.t.app, owner, 'POST', '/v1/quotation/convert', { id: quotation.id }),
      'id',
      M.convertedAlready,
    );
    expect(await invoices()).toBe(before);
  });

  it('keeps one live invoice per quotation: an archived one is not restored beside a later conversion', async () => {
    const liveInvoicesOf = async (quotationId: number) =>
      (
        await ctx.db.query(
          `select id from documents where company_id = $1 and kind = 'invoice' and source_id = $2 and archived_at is null`,
          [companyId, quotationId],
        )
      ).rows.map((r) => r.id as number);
    const convert = (id: number) => call(ctx.t.app, owner, 'POST', '/v1/quotation/convert', { id });
    const archive = (id: number) => call(ctx.t.app, owner, 'DELETE', '/v1/invoice', { id });
    const quotation = await create();
    await status(quotation.id, 'ACCEPTED');
    const first = (await convert(quotation.id)).json().payload.invoice;
    // The invoice is archived, so the quotation may be converted again…
    expect((await archive(first.id)).statusCode).toBe(200);
    const second = await convert(quotation.id);
    expect(second.statusCode, second.body).toBe(200);
    // …and the first cannot come back beside the second.
    const restored = await archive(first.id);
    expect(restored.statusCode, restored.body).toBe(409);
    expect(restored.json().message).toBe(INVOICE_MESSAGES.restoreConvertedAgain);
    expect(await liveInvoicesOf(quotation.id)).toEqual([second.json().payload.invoice.id]);

    // The same at one moment: a restore and a conversion race, and one of them is refused.
    for (let round = 0; round < 4; round++) {
      const q = await create();
      await status(q.id, 'ACCEPTED');
      const made = (await convert(q.id)).json().payload.invoice;
      expect((await archive(made.id)).statusCode).toBe(200);
      const [back, again] = await Promise.all([archive(made.id), convert(q.id)]);
      // Restored first, the conversion finds it; converted first, the restore finds the new one.
      const outcome = [back.statusCode, again.statusCode];
      if (back.statusCode === 200) expectFieldError(again, 'id', M.convertedAlready);
      else expect(back.json().message, String(outcome)).toBe(INVOICE_MESSAGES.restoreConvertedAgain);
      expect(await liveInvoicesOf(q.id)).toHaveLength(1);
    }
  });

  it('refuses an archived quotation (read-only) with 409', async () => {
    const quotation = await create();
    await status(quotation.id, 'ACCEPTED');
    await call(ctx.t.app, owner, 'DELETE', '/v1/quotation', { id: quotation.id });
    const refused = await call(ctx.t.app, owner, 'POST', '/v1/quotation/convert', { id: quotation.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.archivedReadOnly);
  });
});

describe('booking from a quotation', () => {
  const appointment = (quotationId: number) => ({
    title: 'Hot water system replacement',
    reference_id: `B-${quotationId}`,
    start_date: '2026-11-12 10:00:00',
    end_date: '2026-11-12 11:00:00',
    timezone: 'Australia/Melbourne',
    status: 'SCHEDULED',
    clients: [clientId],
    quotation_id: quotationId,
  });

  // Another company's quotation is refused as a missing one: http/route-matrices.test.ts.
  it('links the appointment to the company’s quotation, and refuses a missing one', async () => {
    const quotation = await create();
    const booked = await call(ctx.t.app, owner, 'POST', '/v1/appointments', appointment(quotation.id));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().payload.appointment.quotation_id).toBe(quotation.id);
    const count = async () =>
      (await ctx.db.query('select count(*)::int as n from appointments where company_id = $1', [companyId])).rows[0].n;
    const before = await count();
    expectFieldError(
      await call(ctx.t.app, owner, 'POST', '/v1/appointments', appointment(987_654)),
      'quotation_id',
      APPOINTMENT_MESSAGES.quotationInvalid,
    );
    expect(await count()).toBe(before);
  });
});
