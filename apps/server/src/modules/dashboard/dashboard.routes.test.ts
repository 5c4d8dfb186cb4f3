import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';

const ctx = useTestApp();
/** 00:30 on Friday 27 November 2026 in Melbourne (AEDT, +11), still the 26th in UTC. */
const NOW = new Date('2026-11-26T13:30:00Z');

interface Company {
  owner: Session;
  companyId: number;
  ownerId: number;
  clientId: number;
}
let a: Company;
let b: Company;
let field: Session;
let fieldId: number;
let seq = 0;

async function company(): Promise<Company> {
  const owner = await registerBusiness(ctx.t.app);
  const { companyId, userId } = await whoIs(ctx.t.app, owner);
  await ctx.db.query(`update companies set timezone = 'Australia/Melbourne' where id = $1`, [companyId]);
  const clientId = (await createClient(ctx.t.app, owner, individual({ first_name: 'Dee', last_name: 'Ashby' }))).id;
  return { owner, companyId, ownerId: userId, clientId };
}

async function appointment(c: Company, startUtc: string, hours = 1, status = 'SCHEDULED', attendee?: number) {
  const start = new Date(startUtc);
  const { rows } = await ctx.db.query(
    `insert into appointments (company_id, reference_id, title, status, start_at, end_at, timezone)
     values ($1, $2, $3, $4, $5, $6, 'Australia/Melbourne') returning id`,
    [c.companyId, `DB-${++seq}`, `Job ${seq}`, status, start, new Date(start.getTime() + hours * 3_600_000)],
  );
  const id = rows[0].id as number;
  if (attendee) {
    await ctx.db.query(`insert into appointment_attendees (company_id, appointment_id, user_id) values ($1, $2, $3)`, [
      c.companyId,
      id,
      attendee,
    ]);
  }
  return id;
}

async function document(c: Company, kind: string, status: string, term: string | null, total: number, paid = 0) {
  const { rows } = await ctx.db.query(
    `insert into documents (company_id, kind, number, document_date, term_date, client_id, status, total_cents, amount_paid_cents)
     values ($1, $2, $3, '2026-10-01', $4, $5, $6, $7, $8) returning id`,
    [c.companyId, kind, `D-${++seq}`, term, c.clientId, status, total, paid],
  );
  return rows[0].id as number;
}

async function payment(c: Company, invoiceId: number, cents: number, date: string, voided = false) {
  await ctx.db.query(
    `insert into payments (company_id, invoice_id, amount_cents, payment_date, method, idempotency_key, voided_at)
     values ($1, $2, $3, $4, 'CASH', $5, $6)`,
    [c.companyId, invoiceId, cents, date, `k-${++seq}`, voided ? new Date() : null],
  );
}

const get = (session: Session, url: string) => as(ctx.t.app, session, { method: 'GET', url: `/v1/dashboard/${url}` });
async function payload(session: Session, url: string) {
  const response = await get(session, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

beforeAll(async () => {
  // Only Date is faked: the database, sockets and timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  a = await company();
  b = await company();
  field = await addStaff(ctx.t.app, a.owner, 'Field Staff');
  fieldId = (await whoIs(ctx.t.app, field)).userId;
});
afterAll(() => {
  vi.useRealTimers();
});

describe("today's and tomorrow's appointments", () => {
  let today: number[];
  let tomorrow: number[];
  beforeAll(async () => {
    await appointment(a, '2026-11-26T11:59:00Z'); // 22:59 on the 26th, ends 23:59: yesterday
    today = [
      await appointment(a, '2026-11-26T13:00:00Z', 1, 'SCHEDULED', fieldId), // midnight
      await appointment(a, '2026-11-26T10:00:00Z', 4), // began yesterday, runs into today
      await appointment(a, '2026-11-27T12:30:00Z', 0.5), // 23:30 to midnight: not tomorrow's too
    ];
    tomorrow = [await appointment(a, '2026-11-27T13:00:00Z')];
    await appointment(a, '2026-11-27T01:00:00Z', 1, 'UNSCHEDULED');
    await appointment(a, '2026-11-27T02:00:00Z', 1, 'CANCELLED');
    await appointment(b, '2026-11-27T01:00:00Z');
  });

  it('lists the company-day in Melbourne, by start, with the count of all', async () => {
    const page = await payload(a.owner, 'appointments?day=today&rows=2');
    expect(page.total).toBe(3);
    expect(page.rows.map((row: { id: number }) => row.id)).toEqual([today[1], today[0]]);
    expect(page.rows[1]).toMatchObject({ start_date: '2026-11-27 00:00:00', date: '2026-11-27' });
    const next = await payload(a.owner, 'appointments?day=today&rows=2&page=2');
    expect(next.rows.map((row: { id: number }) => row.id)).toEqual([today[2]]);
    const tomorrowPage = await payload(a.owner, 'appointments?day=tomorrow');
    expect(tomorrowPage).toMatchObject({ total: 1, rows: [{ id: tomorrow[0], date: '2026-11-28' }] });
  });

  it('shows a user without canEditAppointments only their own', async () => {
    const page = await payload(field, 'appointments?day=today');
    expect(page).toMatchObject({ total: 1, rows: [{ id: today[0] }] });
  });
});

describe('unscheduled work', () => {
  it('pages the live unscheduled appointments of the company', async () => {
    const page = await payload(a.owner, 'unscheduled');
    expect(page.total).toBe(1);
    expect(page.rows[0].status).toBe('UNSCHEDULED');
  });
});

describe('quotations awaiting an answer and overdue invoices', () => {
  let sent: number;
  let overdue: number[];
  beforeAll(async () => {
    sent = await document(a, 'quotation', 'SENT', '2026-11-27', 12_345);
    await document(a, 'quotation', 'SENT', null, 100_00);
    await document(a, 'quotation', 'SENT', '2026-11-26', 99_99); // expired yesterday (Melbourne)
    await document(a, 'quotation', 'ACCEPTED', '2026-12-27', 5_00);
    await document(a, 'quotation', 'DRAFT', '2026-12-27', 5_00);
    overdue = [
      await document(a, 'invoice', 'PARTIAL', '2026-11-20', 110_000, 40_001),
      await document(a, 'invoice', 'OPEN', '2026-11-26', 33_33), // due yesterday in Melbourne
    ];
    await document(a, 'invoice', 'OPEN', '2026-11-27', 1_00); // due today: not overdue yet
    await document(a, 'invoice', 'PAID', '2026-11-01', 7_00, 7_00);
    await document(a, 'invoice', 'DRAFT', '2026-11-01', 7_00);
    await document(b, 'invoice', 'OPEN', '2026-11-01', 9_00);
    await document(b, 'quotation', 'SENT', '2026-12-01', 9_00);
  });

  it('lists sent quotations not yet expired with the sum of their totals', async () => {
    const page = await payload(a.owner, 'quotations');
    expect(page).toMatchObject({ total: 2, sum: 223.45 });
    expect(page.rows[0]).toMatchObject({ id: sent, total: 123.45, term_date: '2026-11-27', client_name: 'Dee Ashby' });
  });

  it('lists invoices past due and unpaid with what is due, in cents summed exactly', async () => {
    const page = await payload(a.owner, 'invoices?rows=1');
    expect(page).toMatchObject({ total: 2, sum: 733.32 });
    expect(page.rows).toEqual([expect.objectContaining({ id: overdue[0], total: 1100, amount_due: 699.99 })]);
  });

  it('refuses a user without the invoices and quotations screens', async () => {
    expect((await get(field, 'invoices')).statusCode).toBe(403);
    expect((await get(field, 'quotations')).statusCode).toBe(403);
    expect((await get(field, 'revenue')).statusCode).toBe(403);
    expect((await get(field, 'licences')).statusCode).toBe(403);
  });
});

describe('revenue this month against last', () => {
  it('sums live payments by their Melbourne month', async () => {
    const invoice = await document(a, 'invoice', 'PARTIAL', '2026-12-30', 1_000_00);
    await payment(a, invoice, 10_01, '2026-11-01');
    await payment(a, invoice, 20_02, '2026-11-27');
    await payment(a, invoice, 50_00, '2026-11-15', true);
    await payment(a, invoice, 30_03, '2026-10-31');
    await payment(a, invoice, 40_04, '2026-10-01');
    await payment(a, invoice, 99_00, '2026-09-30');
    await payment(a, invoice, 99_00, '2026-12-01');
    const otherInvoice = await document(b, 'invoice', 'PARTIAL', '2026-12-30', 1_000_00);
    await payment(b, otherInvoice, 500_00, '2026-11-02');
    expect(await payload(a.owner, 'revenue')).toEqual({
      this_month: 30.03,
      last_month: 70.07,
      month_start: '2026-11-01',
    });
  });
});

describe('licences expiring soon', () => {
  it('lists live licences of active staff expiring within 30 days, soonest first', async () => {
    const licence = async (c: Company, userId: number, expiry: string | null, archived = false) => {
      const { rows } = await ctx.db.query(
        `insert into licences (company_id, user_id, licence_number, state_id, expiry_date, archived_at)
         values ($1, $2, $3, 7, $4, $5) returning id`,
        [c.companyId, userId, `L-${++seq}`, expiry, archived ? new Date() : null],
      );
      return rows[0].id as number;
    };
    const soon = await licence(a, fieldId, '2026-12-27');
    const first = await licence(a, a.ownerId, '2026-11-27');
    await licence(a, a.ownerId, '2026-12-28');
    await licence(a, a.ownerId, '2026-11-26');
    await licence(a, a.ownerId, null);
    await licence(a, a.ownerId, '2026-12-01', true);
    await licence(b, b.ownerId, '2026-12-01');
    const page = await payload(a.owner, 'licences');
    expect(page.total).toBe(2);
    expect(page.rows.map((row: { id: number }) => row.id)).toEqual([first, soon]);
    expect(page.rows[1]).toMatchObject({ expiry_date: '2026-12-27', days_left: 30, holder: { id: fieldId } });
  });
});

describe('the layout setting', () => {
  it('saves the widgets in order and refuses one twice', async () => {
    const put = (value: unknown) =>
      as(ctx.t.app, a.owner, { method: 'PUT', url: '/v1/user/settings', payload: { key: 'dashboardWidgets', value } });
    const layout = [
      { kind: 'invoices_overdue', rows: 10 },
      { kind: 'appointments_today', rows: 5 },
    ];
    expect((await put(layout)).statusCode).toBe(200);
    const load = await as(ctx.t.app, a.owner, { method: 'GET', url: '/v1/user/load' });
    expect(load.json().payload.settings.dashboardWidgets).toEqual(layout);
    expect((await put([layout[0], layout[0]])).statusCode).toBe(422);
  });
});
