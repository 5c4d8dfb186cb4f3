import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { as, registerBusiness, type Session, type useTestApp, whoIs } from '../../test/build-test-app';

/** Shared helpers of the clients integration tests (not a test file itself). */

let seq = 0;

/** A valid individual client body with a unique reference. */
export const individual = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jane',
  last_name: 'Citizen',
  reference_id: `REF-${process.pid}-${++seq}`,
  ...overrides,
});

/** A valid business client body with a unique reference. */
export const business = (overrides: Record<string, unknown> = {}) => ({
  is_individual: false,
  display_name: 'Harbour Holdings Pty Ltd',
  contact_name: 'Pat Manager',
  reference_id: `BIZ-${process.pid}-${++seq}`,
  ...overrides,
});

type Token = { token: string };

export const postClient = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: '/v1/clients', payload });

export const putClient = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'PUT', url: '/v1/clients', payload });

export const getClient = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'GET', url: `/v1/clients?id=${id}` });

export const toggleArchive = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'DELETE', url: '/v1/clients', payload: { id } });

export const searchClients = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: '/v1/clients/search', payload });

/** Creates a client through the API and answers its payload (the test fails if it is refused). */
export async function createClient(app: FastifyInstance, session: Token, body: Record<string, unknown> = individual()) {
  const response = await postClient(app, session, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

/** The body a PUT sends back for a client payload, with changes on top. */
export function editBody(client: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const {
    id,
    is_individual,
    first_name,
    last_name,
    display_name,
    contact_name,
    emails,
    phones,
    addresses,
    website,
    timezone,
    heard_from_via,
    default_communication_method,
    disable_reminders,
    prefer_contact_name,
    role_labels,
    industry_labels,
    invoicing_default_due_date,
    strata_identifier,
    inventory_markup_percentage,
    reference_id,
    groups,
    updated_at,
  } = client as Record<string, unknown> & { groups: { name: string; pivot: { relationship: string | null } }[] };
  const strip = (list: unknown) =>
    (list as Record<string, unknown>[]).map(({ full_phone: _p, full_address: _a, ...rest }) => rest);
  return {
    id,
    is_individual,
    first_name,
    last_name,
    display_name,
    contact_name,
    emails: strip(emails),
    phones: strip(phones),
    addresses: strip(addresses),
    website,
    timezone,
    heard_from_via,
    default_communication_method,
    disable_reminders,
    prefer_contact_name,
    role_labels,
    industry_labels,
    invoicing_default_due_date,
    strata_identifier,
    inventory_markup_percentage,
    reference_id,
    groups: groups.map((g) => ({ name: g.name, relationship: g.pivot.relationship })),
    updated_at,
    ...changes,
  };
}

const FOOTPRINT_TABLES = [
  'clients',
  'client_emails',
  'client_phones',
  'client_addresses',
  'client_groups',
  'client_group_members',
  'notes',
  'activity_logs',
  'email_outbox',
] as const;

/** Everything a client request could write for one company, to show that a refused one wrote nothing. */
export async function companyFootprint(db: pg.Pool, companyId: number) {
  const counts = {} as Record<(typeof FOOTPRINT_TABLES)[number], number>;
  for (const table of FOOTPRINT_TABLES) {
    const { rows } = await db.query(`select count(*)::int as n from ${table} where company_id = $1`, [companyId]);
    counts[table] = rows[0].n;
  }
  return counts;
}

/** A client's stored row and contacts, to compare before and after a refused change. */
export async function storedClient(db: pg.Pool, companyId: number, id: number) {
  const one = async (sql: string) => (await db.query(sql, [companyId, id])).rows;
  const [row] = await one('select * from clients where company_id = $1 and id = $2');
  return {
    row,
    emails: await one('select * from client_emails where company_id = $1 and client_id = $2 order by id'),
    phones: await one('select * from client_phones where company_id = $1 and client_id = $2 order by id'),
    addresses: await one('select * from client_addresses where company_id = $1 and client_id = $2 order by id'),
    groups: await one('select * from client_group_members where company_id = $1 and client_id = $2 order by group_id'),
    notes: await one(`select * from notes where company_id = $1 and subject_type = 'client' and subject_id = $2`),
    logs: await one(
      `select * from activity_logs where company_id = $1 and subject_type = 'client' and subject_id = $2`,
    ),
  };
}

/** The activity-log actions recorded for a client, oldest first. */
export async function logActions(db: pg.Pool, companyId: number, clientId: number) {
  const { rows } = await db.query<{ action: string }>(
    `select action from activity_logs where company_id = $1 and subject_type = 'client' and subject_id = $2 order by id`,
    [companyId, clientId],
  );
  return rows.map((r) => r.action);
}

/** Expects the 422 envelope naming the field with the message, as the first error of that field. */
export function expectFieldError(response: { statusCode: number; json(): unknown }, key: string, message: string) {
  expect(response.statusCode).toBe(422);
  const body = response.json() as { status: string; payload: unknown; errors: Record<string, string[]> };
  expect(body.status).toBe('error');
  expect(body.payload).toBeNull();
  expect(body.errors?.[key]?.[0], JSON.stringify(body.errors)).toBe(message);
}

/**
 * Registers a business for a test file, subscribed so the trial limit (tested in clients-archive)
 * never gets in the way.
 */
export async function subscribedBusiness(ctx: ReturnType<typeof useTestApp>, companyName: string) {
  const owner: Session = await registerBusiness(ctx.t.app, { company_name: companyName });
  const ids = await whoIs(ctx.t.app, owner);
  await ctx.db.query('update companies set subscribed = true where id = $1', [ids.companyId]);
  return { owner, ids };
}
