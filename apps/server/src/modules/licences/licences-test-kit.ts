import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { as } from '../../test/build-test-app';

/** Shared helpers of the licence integration tests (not a test file itself). */

type Token = { token: string };

export const LICENCES = '/v1/business/company/licences';

export const licenceBody = (userId: number, overrides: Record<string, unknown> = {}) => ({
  user_id: userId,
  licence_number: 'PL-40311',
  descriptor: 'Licensed plumber',
  state_id: 7,
  expiry_date: null,
  image_location: null,
  ...overrides,
});

export const postLicence = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: LICENCES, payload });
export const putLicence = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'PUT', url: LICENCES, payload });
export const getLicence = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'GET', url: `${LICENCES}?licence_id=${id}` });
export const toggleLicence = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'DELETE', url: LICENCES, payload: { licence_id: id } });

export async function createLicence(app: FastifyInstance, session: Token, body: Record<string, unknown>) {
  const response = await postLicence(app, session, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.licence;
}

/** A date n days from today in Melbourne (the test companies' timezone), yyyy-MM-dd. */
export function daysFromToday(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Everything a licence request could write for one company, to show that a refused one wrote nothing. */
export async function licenceFootprint(db: pg.Pool, companyId: number) {
  const { rows: licences } = await db.query(
    'select id, licence_number, descriptor, state_id, expiry_date::text, archived_at, expiry_job_ids, updated_at from licences where company_id = $1 order by id',
    [companyId],
  );
  const { rows } = await db.query('select count(*)::int as n from activity_logs where company_id = $1', [companyId]);
  const jobs = await pendingNotices(db, companyId);
  return { licences, logs: rows[0].n, jobs };
}

/** The licence-expiry jobs still waiting to run for the company's licences: [licenceId, kind, start_after]. */
export async function pendingNotices(db: pg.Pool, companyId: number) {
  const { rows } = await db.query(
    `select id::text, data->>'licenceId' as licence_id, data->>'kind' as kind, data->>'expiryDate' as expiry, start_after
       from pgboss.job
      where name = 'licence-expiry-notice' and state in ('created', 'retry') and (data->>'companyId')::bigint = $1
      order by start_after`,
    [companyId],
  );
  return rows as { id: string; licence_id: string; kind: string; expiry: string; start_after: Date }[];
}
