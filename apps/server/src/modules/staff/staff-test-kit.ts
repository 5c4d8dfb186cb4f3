import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { as, STRONG_PASSWORD } from '../../test/build-test-app';

/** Shared helpers of the staff integration tests (not a test file itself). */

let seq = 0;
type Token = { token: string };

export const USERS = '/v1/business/company/users';

/** A valid new-staff body with a unique email and a password. */
export const staffBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Fran',
  last_name: 'Fielder',
  email: `new-staff${++seq}.${process.pid}@example.com`,
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
  roles: ['Field Staff'],
  ...overrides,
});

export const postStaff = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: USERS, payload });

export const getStaff = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'GET', url: `${USERS}?user_id=${id}` });

export const toggleStaff = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'DELETE', url: USERS, payload: { user_id: id } });

/** Creates a staff member through the API and answers the presented user. */
export async function createStaff(app: FastifyInstance, session: Token, body: Record<string, unknown> = staffBody()) {
  const response = await postStaff(app, session, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.user;
}

const FOOTPRINT_TABLES = [
  'users',
  'password_history',
  'password_resets',
  'sessions',
  'activity_logs',
  'email_outbox',
] as const;

/** Everything a staff request could write for one company, to show that a refused one wrote nothing. */
export async function staffFootprint(db: pg.Pool, companyId: number) {
  const counts = {} as Record<(typeof FOOTPRINT_TABLES)[number], number>;
  for (const table of FOOTPRINT_TABLES) {
    const { rows } = await db.query(`select count(*)::int as n from ${table} where company_id = $1`, [companyId]);
    counts[table] = rows[0].n;
  }
  const { rows } = await db.query('select id, active, permissions from users where company_id = $1 order by id', [
    companyId,
  ]);
  return { counts, users: rows };
}

/** Expects the 422 envelope naming the field with the message, as the first error of that field. */
export function expectFieldError(response: { statusCode: number; json(): unknown }, key: string, message: string) {
  expect(response.statusCode).toBe(422);
  const body = response.json() as { status: string; errors: Record<string, string[]> };
  expect(body.status).toBe('error');
  expect(body.errors?.[key]?.[0], JSON.stringify(body.errors)).toBe(message);
}
