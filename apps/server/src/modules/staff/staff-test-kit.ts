import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { as, STRONG_PASSWORD, whoIs } from '../../test/build-test-app';

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
  'email_changes',
] as const;

/** Everything a staff request could write for one company, to show that a refused one wrote nothing. */
export async function staffFootprint(db: pg.Pool, companyId: number) {
  const counts = {} as Record<(typeof FOOTPRINT_TABLES)[number], number>;
  for (const table of FOOTPRINT_TABLES) {
    const { rows } = await db.query(`select count(*)::int as n from ${table} where company_id = $1`, [companyId]);
    counts[table] = rows[0].n;
  }
  const { rows } = await db.query(
    `select id, active, permissions, role, first_name, last_name, email, unverified_email, phone, color, signature,
            profile_image_file_id, updated_at
     from users where company_id = $1 order by id`,
    [companyId],
  );
  return { counts, users: rows };
}

/** Expects the 422 envelope naming the field with the message, as the first error of that field. */
export function expectFieldError(response: { statusCode: number; json(): unknown }, key: string, message: string) {
  expect(response.statusCode).toBe(422);
  const body = response.json() as { status: string; errors: Record<string, string[]> };
  expect(body.status).toBe('error');
  expect(body.errors?.[key]?.[0], JSON.stringify(body.errors)).toBe(message);
}

export const putStaff = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'PUT', url: USERS, payload });

/** A PUT body that keeps the presented user as it is, plus the overrides. */
export const editBody = (
  user: { id: number; first_name: string; last_name: string; updated_at: string },
  overrides: Record<string, unknown> = {},
) => ({
  user_id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  updated_at: user.updated_at,
  ...overrides,
});

/** A password confirmation token of the session's own user (POST v1/user/password/validate). */
export async function passwordToken(app: FastifyInstance, session: Token & { password: string }) {
  const response = await as(app, session, {
    method: 'POST',
    url: '/v1/user/password/validate',
    payload: { password: session.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.token as string;
}

/** A stored file row of the company (no bytes needed: the staff rules read the row only). */
export async function insertFileRow(
  db: pg.Pool,
  companyId: number,
  file: { type: string; mime: string; ext: string; thumbnail: boolean },
) {
  const key = `test/${++seq}.${process.pid}.${file.ext}`;
  const { rows } = await db.query(
    `insert into files (company_id, file_name, file_extension, type, mime_type, size, storage_key, thumbnail_key)
     values ($1, $2, $3, $4, $5, 10, $6, $7) returning id`,
    [companyId, `file.${file.ext}`, file.ext, file.type, file.mime, key, file.thumbnail ? `${key}-thumb.webp` : null],
  );
  return Number(rows[0].id);
}

/**
 * Lifts the trial limits of the session's company: these tests make more staff than a trial keeps
 * (the limit itself is tested in modules/billing/trial-limits.routes.test.ts).
 */
export async function withoutTrialLimits(app: FastifyInstance, session: Token) {
  const { companyId } = await whoIs(app, session);
  await app.db.execute(sql`update companies set subscribed = true where id = ${companyId}`);
}
