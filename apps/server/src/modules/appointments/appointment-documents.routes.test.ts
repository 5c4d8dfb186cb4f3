import { APPOINTMENT_MESSAGES, needsClientMessage } from '@fieldbook/domain/appointments/appointments.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, expectFieldError, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, documentsFootprint } from '../documents/documents-test-kit';
import {
  appointmentBody,
  appointmentFootprint,
  createAppointment,
  editBody,
  postAppointment,
  putAppointment,
} from './appointments-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;
let quotation: { id: number; client_id: number; address: { full_address: string } };

const defaults = (query: string) =>
  as(ctx.t.app, owner, { method: 'GET', url: `/v1/appointments/defaults/values?${query}` });
const subscribe = (id: number) => ctx.t.app.db.execute(sql`update companies set subscribed = true where id = ${id}`);
/** What a refused booking must leave as it was: appointments, their links and their queued reminders. */
const bookingFootprint = async () => ({
  appointments: await appointmentFootprint(ctx.db, companyId),
  clientLinks: (
    await ctx.db.query('select count(*)::int as n from appointment_clients where company_id = $1', [companyId])
  ).rows[0].n,
  jobs: (
    await ctx.db.query(`select count(*)::int as n from pgboss.job where data->>'companyId' = $1`, [`${companyId}`])
  ).rows[0].n,
});

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  await subscribe(companyId);
  clientId = (await createClient(ctx.t.app, owner, individual({ first_name: 'Quinn', last_name: 'Quote' }))).id;
  quotation = await createDocument(
    ctx.t.app,
    owner,
    'quotation',
    documentBody('quotation', clientId, {
      status: 'SENT',
      address: { address_line_1: '4 Beach Road', locality: 'Hampton', state: 'VIC', postal_code: '3188' },
    }),
  );
});

describe('booking an appointment from a quotation', () => {
  it("starts from the quotation's client and job address", async () => {
    const response = await defaults(`quotation_id=${quotation.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({
      quotation_id: quotation.id,
      client: clientId,
      address: { address_line_1: '4 Beach Road', full_address: quotation.address.full_address },
    });
  });

  it("books the quotation's client when the booking names none, and keeps the ones it names", async () => {
    const booked = await createAppointment(ctx.t.app, owner, appointmentBody({ quotation_id: quotation.id }));
    expect(booked.quotation_id).toBe(quotation.id);
    expect(booked.clients.map((c: { id: number }) => c.id)).toEqual([clientId]);

    const other = await createClient(ctx.t.app, owner, individual({ first_name: 'Other', last_name: 'Person' }));
    const named = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ quotation_id: quotation.id, clients: [other.id] }),
    );
    expect(named.clients.map((c: { id: number }) => c.id)).toEqual([other.id]);
  });

  describe("refuses a quotation that is not one of the company's live ones (422 on quotation_id), booking nothing", () => {
    let foreignQuotationId: number;
    let archivedQuotationId: number;
    beforeAll(async () => {
      const stranger = await registerBusiness(ctx.t.app);
      await subscribe((await whoIs(ctx.t.app, stranger)).companyId);
      const theirClient = await createClient(ctx.t.app, stranger, individual());
      foreignQuotationId = (
        await createDocument(ctx.t.app, stranger, 'quotation', documentBody('quotation', theirClient.id))
      ).id;
      archivedQuotationId = (await createDocument(ctx.t.app, owner, 'quotation', documentBody('quotation', clientId)))
        .id;
      expect((await call(ctx.t.app, owner, 'DELETE', '/v1/quotation', { id: archivedQuotationId })).statusCode).toBe(
        200,
      );
    });

    it.each([
      ['an unknown quotation', () => 987_654],
      ["another company's quotation", () => foreignQuotationId],
      ['an archived quotation', () => archivedQuotationId],
    ])('%s', async (_case, id) => {
      expectFieldError(await defaults(`quotation_id=${id()}`), 'quotation_id', APPOINTMENT_MESSAGES.quotationInvalid);
      const before = await bookingFootprint();
      const response = await postAppointment(
        ctx.t.app,
        owner,
        appointmentBody({
          quotation_id: id(),
          clients: [clientId],
          reminders: [
            { key: 'clients', client_id: clientId, type: 'EMAIL', value: 'q@b.example', reminder_offset: -60 },
          ],
        }),
      );
      expectFieldError(response, 'quotation_id', APPOINTMENT_MESSAGES.quotationInvalid);
      expect(await bookingFootprint()).toEqual(before);
    });
  });
});

describe('documents from an appointment: one rule for reports, quotations and invoices', () => {
  let clientless: { id: number };
  beforeAll(async () => {
    clientless = await createAppointment(ctx.t.app, owner, appointmentBody());
  });

  it.each(['quotation', 'invoice'] as const)(
    'refuses a %s against an appointment without a client, as a report is, and saves nothing',
    async (kind) => {
      const before = await documentsFootprint(ctx.db, companyId);
      const response = await call(
        ctx.t.app,
        owner,
        'POST',
        `/v1/${kind}`,
        documentBody(kind, clientId, { appointment_id: clientless.id }),
      );
      expectFieldError(response, 'appointment_id', needsClientMessage(kind));
      expect(await documentsFootprint(ctx.db, companyId)).toEqual(before);
      const started = await call(
        ctx.t.app,
        owner,
        'GET',
        `/v1/${kind}/defaults/values?appointment_id=${clientless.id}`,
      );
      expectFieldError(started, 'appointment_id', needsClientMessage(kind));
    },
  );

  it('accepts one against an appointment with a client, and keeps an existing link when its clients are later removed', async () => {
    const withClient = await createAppointment(ctx.t.app, owner, appointmentBody({ clients: [clientId] }));
    const invoice = await createDocument(
      ctx.t.app,
      owner,
      'invoice',
      documentBody('invoice', clientId, { appointment_id: withClient.id }),
    );
    expect(invoice.appointment_id).toBe(withClient.id);
    expect((await putAppointment(ctx.t.app, owner, editBody(withClient, { clients: [] }))).statusCode).toBe(200);
    const edited = await call(ctx.t.app, owner, 'PUT', '/v1/invoice', {
      ...documentBody('invoice', clientId, { appointment_id: withClient.id, notes: 'Still linked' }),
      id: invoice.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().payload.invoice).toMatchObject({ appointment_id: withClient.id, notes: 'Still linked' });
    // Moving an invoice onto the client-less appointment is a new link: refused.
    const moved = await call(ctx.t.app, owner, 'PUT', '/v1/invoice', {
      ...documentBody('invoice', clientId, { appointment_id: clientless.id }),
      id: invoice.id,
    });
    expectFieldError(moved, 'appointment_id', needsClientMessage('invoice'));
  });
});
