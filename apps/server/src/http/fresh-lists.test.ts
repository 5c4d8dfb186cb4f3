import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentBody, createAppointment } from '../modules/appointments/appointments-test-kit';
import { createClient, individual } from '../modules/clients/clients-test-kit';
import { documentBody } from '../modules/documents/documents-test-kit';
import { itemBody } from '../modules/inventory/inventory-test-kit';
import { addStaff, as, type Session, useTestApp } from '../test/build-test-app';
import { type CompanyRecords, seedCompanyRecords } from '../test/company-records';
import { statementsDuring } from '../test/statements';
import { LISTED_TABLES } from './fresh-lists';

// No job workers: a cron job's SQL (the outbox sweep, each minute) must not land among a request's statements.
const ctx = useTestApp({ JOB_WORKERS: 'false' });
let alpha: CompanyRecords;
let bravo: CompanyRecords;
let admin: Session;

beforeAll(async () => {
  alpha = await seedCompanyRecords(ctx.t.app, ctx.db, 'Alpha Plumbing');
  bravo = await seedCompanyRecords(ctx.t.app, ctx.db, 'Bravo Electrical');
  admin = await addStaff(ctx.t.app, alpha.owner, 'Administrator');
  // A client's phone and address and an appointment's reminder, so each table a list reads holds a row of the company.
  const client = await createClient(
    ctx.t.app,
    alpha.owner,
    individual({
      emails: [{ type: 'PRIMARY', email_address: 'r@b.example' }],
      phones: [{ type: 'MOBILE', phone_number: '0412 345 678' }],
      addresses: [{ type: 'PRIMARY', address_line_1: '1 Keep St', locality: 'Geelong' }],
    }),
  );
  await createAppointment(
    ctx.t.app,
    alpha.owner,
    appointmentBody({
      clients: [client.id],
      reminders: [{ key: 'clients', client_id: client.id, type: 'EMAIL', value: 'r@b.example', reminder_offset: -60 }],
    }),
  );
});

/**
 * Every list answering with an ETag (issue 35), as the screens ask, and the PDFs, kept by it (a record's id is
 * read when the test runs: the records are made in beforeAll).
 */
const LISTS: [string, Pick<InjectOptions, 'method' | 'url' | 'payload'>][] = [
  ['calendar week', { method: 'POST', url: '/v1/appointments/calendar', payload: CALENDAR() }],
  ['search dialog', { method: 'POST', url: '/v1/appointments/search', payload: {} }],
  ['client search', { method: 'POST', url: '/v1/clients/search', payload: {} }],
  ['invoice search', { method: 'POST', url: '/v1/invoice/search', payload: {} }],
  ['quotation search', { method: 'POST', url: '/v1/quotation/search', payload: {} }],
  ['inventory list', { method: 'GET', url: '/v1/inventory/all' }],
  ['dashboard today', { method: 'GET', url: '/v1/dashboard/appointments' }],
  ['dashboard unscheduled', { method: 'GET', url: '/v1/dashboard/unscheduled' }],
  ['dashboard quotations', { method: 'GET', url: '/v1/dashboard/quotations' }],
  ['dashboard invoices', { method: 'GET', url: '/v1/dashboard/invoices' }],
  ['dashboard revenue', { method: 'GET', url: '/v1/dashboard/revenue' }],
  ['dashboard licences', { method: 'GET', url: '/v1/dashboard/licences' }],
  ['search by range', { method: 'POST', url: '/v1/appointments/search', payload: CALENDAR() }],
  [
    'invoice PDF',
    {
      method: 'GET',
      get url() {
        return `/v1/invoice/pdf?id=${alpha.ids.invoice}`;
      },
    },
  ],
  [
    'quotation PDF',
    {
      method: 'GET',
      get url() {
        return `/v1/quotation/pdf?id=${alpha.ids.quotation}`;
      },
    },
  ],
];
function CALENDAR() {
  return { start: '2020-01-01 00:00:00', end: '2035-01-01 00:00:00', rows: 500, sortBy: 'start_date' };
}

/**
 * Kept counts are written only by their source table's statement triggers, in the same statement (migrations
 * 0042 and 0051), so they change exactly when the source does: a write to the source stands for a write to them.
 */
const KEPT_FROM: Record<string, string> = {
  appointment_counts: 'appointments',
  inventory_counts: 'inventory_items',
  unpaid_invoice_days: 'documents',
};

/** Rewrites a company's rows of a table unchanged: a write all the same. */
const touch = (table: string) =>
  table === 'companies'
    ? 'update companies set company_name = company_name where id = $1'
    : `update ${table} set company_id = company_id where company_id = $1`;

async function tagOf(session: Session, request: Pick<InjectOptions, 'method' | 'url' | 'payload'>) {
  const response = await as(ctx.t.app, session, request);
  expect(response.statusCode, response.body).toBe(200);
  const tag = response.headers.etag;
  expect(tag).toMatch(/^"[\w-]+"$/);
  return tag as string;
}

/** The statements a request sends (the job workers' polling left out). */
const statementsOf = (session: Session, request: InjectOptions) =>
  statementsDuring(() => as(ctx.t.app, session, request));

/** The tables a request's SQL names (after from / join). */
async function tablesRead(session: Session, request: Pick<InjectOptions, 'method' | 'url' | 'payload'>) {
  const tables = new Set<string>();
  for (const text of await statementsOf(session, request))
    for (const [, name] of text.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)) tables.add(name ?? '');
  return tables;
}

describe('fresh lists', () => {
  it('gives the listed tables the trigger that bumps their company list version', async () => {
    const { rows } = await ctx.db.query<{ name: string }>(
      `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname = c.relname || '_list_version' and t.tgdeferrable and t.tginitdeferred`,
    );
    expect(rows.map((row) => row.name).sort()).toEqual([...LISTED_TABLES].sort());
  });

  it.each(LISTS)('%s: a write to any tenant table it reads changes its ETag', async (_name, request) => {
    const { rows: tenant } = await ctx.db.query<{ name: string }>(
      `select table_name as name from information_schema.columns
       where table_schema = 'public' and column_name = 'company_id'`,
    );
    const tenantTables = new Set([...tenant.map((row) => row.name), 'companies']);
    // Not the session check's read nor the version check's (pg-boss's polling, caught meanwhile, is no tenant table).
    const read = [...(await tablesRead(alpha.owner, request))].filter(
      (table) => tenantTables.has(table) && table !== 'sessions' && table !== 'list_versions',
    );
    expect(read.length).toBeGreaterThan(0);
    for (const table of read.map((name) => KEPT_FROM[name] ?? name)) {
      const before = await tagOf(alpha.owner, request);
      const { rowCount } = await ctx.db.query(touch(table), [alpha.companyId]);
      expect(rowCount, `${table} has a row of the company`).toBeGreaterThan(0);
      expect(await tagOf(alpha.owner, request), `a write to ${table}`).not.toBe(before);
    }
  });

  it.each(LISTS)('%s: 304 with no body when nothing changed, for this user only', async (_name, request) => {
    const tag = await tagOf(alpha.owner, request);
    const again = await as(ctx.t.app, alpha.owner, { ...request, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // One statement: the session check, which reads the list versions with the session.
    const sent = await statementsOf(alpha.owner, { ...request, headers: { 'if-none-match': tag } });
    expect(sent, sent.join('\n')).toHaveLength(1);
    expect(sent[0]).toMatch(/"list_versions"/);
    // Another user of the company (other permissions) has an ETag of their own, and gets the answer.
    const theirs = await as(ctx.t.app, admin, { ...request, headers: { 'if-none-match': tag } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(tag);
    // Another company's writes leave it alone.
    await ctx.db.query(touch('companies'), [bravo.companyId]);
    await createClient(ctx.t.app, bravo.owner, individual({ first_name: 'Other' }));
    expect(await tagOf(alpha.owner, request)).toBe(tag);
  });

  it('changes with each kind of write through the API', async () => {
    const [calendar, , clients, invoices, , inventory] = LISTS.map(([, request]) => request);
    if (!calendar || !clients || !invoices || !inventory) throw new Error('lists');
    const changes = async (request: typeof calendar, write: InjectOptions) => {
      const before = await tagOf(alpha.owner, request);
      const response = await as(ctx.t.app, alpha.owner, write);
      expect(response.statusCode, response.body).toBe(200);
      return (await tagOf(alpha.owner, request)) !== before;
    };
    const appointment = await createAppointment(
      ctx.t.app,
      alpha.owner,
      appointmentBody({ start_date: '2030-03-04 09:00:00', end_date: '2030-03-04 10:00:00' }),
    );
    const status = { id: appointment.id, status: 'CANCELLED' };
    expect(await changes(calendar, { method: 'PUT', url: '/v1/appointments/status', payload: status })).toBe(true);
    const removal = { id: appointment.id };
    expect(await changes(calendar, { method: 'DELETE', url: '/v1/appointments', payload: removal })).toBe(true);
    const client = individual({ first_name: 'Fresh' });
    expect(await changes(clients, { method: 'POST', url: '/v1/clients', payload: client })).toBe(true);
    const invoice = documentBody('invoice', alpha.ids.client);
    expect(await changes(invoices, { method: 'POST', url: '/v1/invoice', payload: invoice })).toBe(true);
    const item = itemBody({ name: 'Fresh valve' });
    expect(await changes(inventory, { method: 'POST', url: '/v1/inventory', payload: item })).toBe(true);
    // A rolled-back write leaves it alone.
    const before = await tagOf(alpha.owner, inventory);
    const connection = await ctx.db.connect();
    try {
      await connection.query('begin');
      await connection.query(touch('inventory_items'), [alpha.companyId]);
      await connection.query('rollback');
    } finally {
      connection.release();
    }
    expect(await tagOf(alpha.owner, inventory)).toBe(before);
  });

  it('keeps Cache-Control no-store on the answer', async () => {
    const response = await as(ctx.t.app, alpha.owner, LISTS[2]?.[1] ?? {});
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
