import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
import { appointmentBody, createAppointment } from '../appointments/appointments-test-kit';
import { createClient, individual } from '../clients/clients-test-kit';
import { call, createDocument, documentBody, line } from '../documents/documents-test-kit';

const ctx = useTestApp();
let owner: Session;
let zeb: { id: number };
let ada: { id: number };
type Found = { id: number; quotation_number: string; quotation_date: string; total: number };
const q: Record<'gas' | 'roof' | 'tap' | 'old', Found> = {} as never;

const search = async (filters: Record<string, unknown>, session = owner) => {
  const response = await call(ctx.t.app, session, 'POST', '/v1/quotation/search', filters);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as { quotations: Found[]; total: number; page: number };
};
const ids = async (filters: Record<string, unknown>) => (await search(filters)).quotations.map((found) => found.id);

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  zeb = await createClient(ctx.t.app, owner, individual({ first_name: 'Zebedee', last_name: 'Marlowe' }));
  ada = await createClient(ctx.t.app, owner, individual({ first_name: 'Ada', last_name: 'Byron' }));
  const make = (client: number, overrides: Record<string, unknown>) =>
    createDocument(ctx.t.app, owner, 'quotation', documentBody('quotation', client, overrides));
  const job = await createAppointment(ctx.t.app, owner, appointmentBody({ clients: [ada.id] }));
  q.gas = await make(zeb.id, { title: 'Gas leak repair', quotation_date: '2026-10-01' });
  q.roof = await make(ada.id, {
    title: 'Roof plumbing',
    quotation_date: '2026-10-15',
    appointment_id: job.id,
    address: { address_line_1: '14 Gutter Grove', locality: 'Kew', state: 'VIC' },
    line_items: [line({ unit_price: 900 })],
    status: 'SENT',
  });
  q.tap = await make(ada.id, { title: 'Dripping tap', quotation_date: '2026-11-20', quotation_number: 'Q-77' });
  q.old = await make(ada.id, { title: 'Old job', quotation_date: '2026-09-01' });
  await call(ctx.t.app, owner, 'DELETE', '/v1/quotation', { id: q.old.id });
});

describe('POST v1/quotation/search', () => {
  it('finds by number, title, address or the client’s name, case-insensitively', async () => {
    expect(await ids({ filter: 'marlowe' })).toEqual([q.gas.id]);
    expect(await ids({ filter: 'GAS LEAK' })).toEqual([q.gas.id]);
    expect(await ids({ filter: 'gutter grove' })).toEqual([q.roof.id]);
    expect(await ids({ filter: 'q-77' })).toEqual([q.tap.id]);
    expect(await ids({ filter: 'byron', sort: 'date', direction: 'asc' })).toEqual([q.roof.id, q.tap.id]);
    expect(await ids({ filter: 'nothing like it' })).toEqual([]);
  });

  it('filters by status, client, appointment, date range and archived', async () => {
    expect(await ids({ status: ['SENT'] })).toEqual([q.roof.id]);
    expect(await ids({ client_id: zeb.id })).toEqual([q.gas.id]);
    const roof = (await call(ctx.t.app, owner, 'GET', `/v1/quotation?id=${q.roof.id}`)).json().payload.quotation;
    expect(await ids({ appointment_id: roof.appointment_id })).toEqual([q.roof.id]);
    expect(await ids({ start: '2026-10-01', end: '2026-10-31', direction: 'asc' })).toEqual([q.gas.id, q.roof.id]);
    expect(await ids({ archived: true })).toEqual([q.old.id]);
  });

  it('sorts by each column either way, and pages 20 at a time with the total', async () => {
    // Ties go by id in the same direction.
    expect(await ids({ sort: 'total', direction: 'desc' })).toEqual([q.roof.id, q.tap.id, q.gas.id]);
    expect(await ids({ sort: 'total', direction: 'asc' })).toEqual([q.gas.id, q.tap.id, q.roof.id]);
    // Newest first unless asked otherwise.
    expect(await ids({})).toEqual([q.tap.id, q.roof.id, q.gas.id]);
    // Numbers are text: '1001' < '1002' < 'Q-77' (shorter first, then alphabetically).
    expect(await ids({ sort: 'number', direction: 'asc' })).toEqual([q.gas.id, q.roof.id, q.tap.id]);
    expect(await ids({ sort: 'client', direction: 'asc' })).toEqual([q.roof.id, q.tap.id, q.gas.id]);
    expect(await ids({ sort: 'term', direction: 'asc' })).toEqual([q.gas.id, q.roof.id, q.tap.id]);
    const first = await search({ rows: 2, direction: 'asc' });
    expect(first).toMatchObject({ total: 3, page: 1 });
    expect(first.quotations.map((found) => found.id)).toEqual([q.gas.id, q.roof.id]);
    expect((await search({ rows: 2, page: 2, direction: 'asc' })).quotations.map((found) => found.id)).toEqual([
      q.tap.id,
    ]);
    expect((await search({})).quotations).toHaveLength(3);
  });

  it('never lists another company’s quotations', async () => {
    const other = await registerBusiness(ctx.t.app);
    const theirClient = await createClient(ctx.t.app, other, individual({ first_name: 'Zebedee' }));
    await createDocument(ctx.t.app, other, 'quotation', documentBody('quotation', theirClient.id));
    expect(await ids({ filter: 'zebedee' })).toEqual([q.gas.id]);
    expect((await search({})).total).toBe(3);
  });
});
