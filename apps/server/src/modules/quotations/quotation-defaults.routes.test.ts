import { APPOINTMENT_MESSAGES, needsClientMessage } from '@fieldbook/domain/appointments/appointments.schemas';
import { addDays, todayIn } from '@fieldbook/domain/dates/date-codec';
import { INVOICE_MESSAGES, QUOTATION_MESSAGES } from '@fieldbook/domain/documents/documents.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { appointmentBody, createAppointment } from '../appointments/appointments-test-kit';
import { createClient, expectFieldError, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, line } from '../documents/documents-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;
let today: string;

const defaults = (kind: 'quotation' | 'invoice', query: string, session = owner) =>
  call(ctx.t.app, session, 'GET', `/v1/${kind}/defaults/values?${query}`);

/** Company settings without a screen yet (the prefill switches) are set in the database. */
const setSettings = (settings: Record<string, unknown>) =>
  ctx.db.query('update companies set settings = settings || $2::jsonb where id = $1', [
    companyId,
    JSON.stringify(settings),
  ]);

async function saveType(name: string, inventory: Record<string, unknown>[]) {
  const response = await as(ctx.t.app, owner, {
    method: 'POST',
    url: '/v1/appointments/types/save',
    payload: { name, time_allocation: 60, inventory },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.default.id as number;
}

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  const company = await ctx.db.query('select timezone from companies where id = $1', [companyId]);
  today = todayIn(company.rows[0].timezone);
  clientId = (
    await createClient(
      ctx.t.app,
      owner,
      individual({
        first_name: 'Dora',
        last_name: 'Default',
        addresses: [
          { type: 'BILLING', address_line_1: '1 Bill St', locality: 'Carlton', state: 'VIC' },
          { type: 'SERVICE', address_line_1: '2 Job Rd', locality: 'Fitzroy', state: 'VIC' },
        ],
      }),
    )
  ).id;
});

describe('GET v1/quotation/defaults/values', () => {
  it('offers the next free number, today and a 30 day term, and the client with its service address', async () => {
    const response = await defaults('quotation', `client_id=${clientId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({
      number: '1001',
      date: today,
      term_date: addDays(today, 30),
      term_days: 30,
      client: { id: clientId, display_name: 'Dora Default' },
      address: { address_line_1: '2 Job Rd', full_address: expect.stringContaining('2 Job Rd') },
      appointment: null,
      line_items: [],
    });
    // A number typed by hand that holds the counter's next value is skipped.
    await createDocument(
      ctx.t.app,
      owner,
      'quotation',
      documentBody('quotation', clientId, { quotation_number: '1001' }),
    );
    expect((await defaults('quotation', '')).json().payload.number).toBe('1002');
  });

  it('fills a document from an appointment: its first client, address, title and its types’ lines in order', async () => {
    const drain = await saveType('Drain clear', [line({ description: 'Call-out', unit_price: 99 })]);
    const camera = await saveType('CCTV', [line({ description: 'Camera inspection', unit_price: 250, quantity: 2 })]);
    const appointment = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        title: 'Blocked stormwater',
        description: 'Tree roots in the pit',
        clients: [clientId],
        types: [drain, camera],
        address: { address_line_1: '7 Root Way', locality: 'Brunswick', state: 'VIC' },
      }),
    );
    const payload = (await defaults('quotation', `appointment_id=${appointment.id}`)).json().payload;
    expect(payload).toMatchObject({
      client: { id: clientId },
      appointment: { id: appointment.id, title: 'Blocked stormwater' },
      title: 'Blocked stormwater',
      description: null,
      address: { address_line_1: '7 Root Way', full_address: '7 Root Way, Brunswick VIC' },
    });
    expect(payload.line_items).toMatchObject([
      { description: 'Call-out', unit_price: 99, total: 108.9 },
      { description: 'Camera inspection', quantity: 2, total: 550 },
    ]);
    // The description comes along only where the company asks for it, per kind.
    await setSettings({ quotations_prefill_description: true });
    expect((await defaults('quotation', `appointment_id=${appointment.id}`)).json().payload.description).toBe(
      'Tree roots in the pit',
    );
    expect((await defaults('invoice', `appointment_id=${appointment.id}`)).json().payload.description).toBeNull();
    await setSettings({ quotations_prefill_description: false });
  });

  // Another company's appointment or client answers as a missing one: http/route-matrices.test.ts.
  it('says an appointment needs a client, and does not know a missing appointment or client', async () => {
    const lonely = await createAppointment(ctx.t.app, owner, appointmentBody());
    expectFieldError(
      await defaults('quotation', `appointment_id=${lonely.id}`),
      'appointment_id',
      needsClientMessage('quotation'),
    );
    expectFieldError(
      await defaults('invoice', `appointment_id=${lonely.id}`),
      'appointment_id',
      needsClientMessage('invoice'),
    );
    const missing = await defaults('quotation', 'appointment_id=987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(APPOINTMENT_MESSAGES.notFound);
    expectFieldError(await defaults('quotation', 'client_id=987654'), 'client_id', QUOTATION_MESSAGES.clientInvalid);
    expectFieldError(await defaults('invoice', 'client_id=987654'), 'client_id', INVOICE_MESSAGES.clientInvalid);
  });
});

describe('GET v1/invoice/defaults/values', () => {
  it('is due after the client’s own terms, else the company’s', async () => {
    expect((await defaults('invoice', `client_id=${clientId}`)).json().payload).toMatchObject({
      term_days: 14,
      term_date: addDays(today, 14),
    });
    const net7 = await createClient(ctx.t.app, owner, individual({ invoicing_default_due_date: 7 }));
    expect((await defaults('invoice', `client_id=${net7.id}`)).json().payload).toMatchObject({
      term_days: 7,
      term_date: addDays(today, 7),
    });
    await setSettings({ invoicing_due_date: 21 });
    expect((await defaults('invoice', `client_id=${clientId}`)).json().payload.term_days).toBe(21);
    expect((await defaults('invoice', '')).json().payload).toMatchObject({ term_days: 21, client: null });
    await setSettings({ invoicing_due_date: 14 });
  });
});
