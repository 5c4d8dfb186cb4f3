import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';

/** Helpers of the tests that follow emailed links: email changes, password resets (not a test file itself). */

/** The newest email stored for an address (the sandbox outbox). */
export async function lastEmailTo(db: pg.Pool, to: string) {
  const { rows } = await db.query('select subject, text from email_outbox where "to" = $1 order by id desc limit 1', [
    to,
  ]);
  return rows[0] as { subject: string; text: string } | undefined;
}

/** The code of an `email/verify/…` or `email/reverse/…` link in an email's text. */
export function linkCode(text: string | undefined, kind: 'verify' | 'reverse') {
  const code = text?.match(new RegExp(`email/${kind}/([A-Za-z0-9_-]+)`))?.[1];
  expect(code, text).toBeTruthy();
  return code as string;
}

export const openEmailLink = (app: FastifyInstance, kind: 'verify' | 'reverse', code: string) =>
  app.inject({ method: 'GET', url: `/v1/user/email/${kind}/${code}` });

/** The six-digit code of the newest password reset email to the address. */
export async function lastResetCode(db: pg.Pool, to: string) {
  const text = (await lastEmailTo(db, to))?.text;
  const code = text?.match(/reset code is (\d{6})\b/)?.[1];
  expect(code, text).toBeTruthy();
  return code as string;
}

export const resetPassword = (app: FastifyInstance, email: string, code: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/user/password/reset',
    payload: { email, code, password, password_confirmation: password },
  });

export const signInStatus = async (app: FastifyInstance, email: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/v1/user/signIn', payload: { email, password, guid: 'check' } }))
    .statusCode;
