import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { as, buildTestApp } from '../../test/build-test-app';

/** Shared helpers of the accounting tests (not a test file itself). */

type Token = { token: string };

export const call = (
  app: FastifyInstance,
  session: Token,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => as(app, session, { method, url, ...(payload ? { payload } : {}) });

/** Connects the company through the consent round trip; `approve` stands for the consent page. */
export async function connect(app: FastifyInstance, session: Token, approve: (consent: URL) => string) {
  const started = await call(app, session, 'POST', '/v1/accounting/provider/connect');
  expect(started.statusCode, started.body).toBe(200);
  const consent = new URL(started.json().payload.url, 'http://localhost');
  const state = consent.searchParams.get('state') ?? '';
  const done = await call(app, session, 'POST', '/v1/accounting/provider/callback', { code: approve(consent), state });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().payload;
}

/** Waits for the job worker (it polls every second) until `check` answers something truthy. */
export async function until<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting for the accounting sync');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function linkOf(db: pg.Pool, companyId: number, recordType: string, recordId: number) {
  const { rows } = await db.query(
    'select * from accounting_links where company_id = $1 and record_type = $2 and record_id = $3',
    [companyId, recordType, recordId],
  );
  return rows[0] as { status: string; external_id: string | null; last_log_id: string | null } | undefined;
}

export async function logsOf(db: pg.Pool, companyId: number) {
  const { rows } = await db.query('select * from accounting_logs where company_id = $1 order by id', [companyId]);
  return rows as {
    id: string;
    record_type: string | null;
    record_id: string | null;
    action: string;
    status: string;
    error_title: string | null;
    details: unknown;
    resolvable: boolean;
    resolved_at: Date | null;
  }[];
}

/** Writes a log row directly, for the resolve rules. */
export async function insertLog(db: pg.Pool, companyId: number, values: Record<string, unknown>) {
  const row = {
    provider: 'sandbox',
    record_type: 'client',
    record_id: null,
    action: 'push',
    status: 'error',
    error_title: 'Rejected',
    resolvable: true,
    resolved_at: null,
    ...values,
  };
  const { rows } = await db.query(
    `insert into accounting_logs (company_id, provider, record_type, record_id, action, status, error_title, resolvable, resolved_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      companyId,
      row.provider,
      row.record_type,
      row.record_id,
      row.action,
      row.status,
      row.error_title,
      row.resolvable,
      row.resolved_at,
    ],
  );
  return Number(rows[0].id);
}

/** A server whose accounting provider is Xero, its three hosts the stand-in at `url`. */
export const xeroTestApp = (url: string, client: { id: string; secret: string }) =>
  buildTestApp({
    ACCOUNTING_PROVIDER: 'xero',
    XERO_CLIENT_ID: client.id,
    XERO_CLIENT_SECRET: client.secret,
    XERO_LOGIN_URL: url,
    XERO_IDENTITY_URL: url,
    XERO_API_URL: url,
  });
