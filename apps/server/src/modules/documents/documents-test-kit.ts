import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { as } from '../../test/build-test-app';

/** Shared helpers of the quotation, invoice and payment tests (not a test file itself). */

type Token = { token: string };
export type Kind = 'quotation' | 'invoice';

/** A line as the API takes it: $100 + GST unless overridden. */
export const line = (overrides: Record<string, unknown> = {}) => ({
  description: 'Labour',
  unit_price: 100,
  quantity: 1,
  discount_rate: 0,
  tax_type: 'EXCLUSIVE',
  with_tax: true,
  ...overrides,
});

/** A valid body of the kind for the client, dated 2026-11-02. */
export function documentBody(kind: Kind, clientId: number, overrides: Record<string, unknown> = {}) {
  return {
    [`${kind}_date`]: '2026-11-02',
    client_id: clientId,
    title: 'Hot water system replacement',
    line_items: [line()],
    ...overrides,
  };
}

export const call = (
  app: FastifyInstance,
  session: Token,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  as(app, session, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** Creates a document through the API and answers its payload (the test fails if it is refused). */
export async function createDocument(app: FastifyInstance, session: Token, kind: Kind, body: Record<string, unknown>) {
  const response = await call(app, session, 'POST', `/v1/${kind}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload[kind];
}

/** What a refused change must leave as it was: the company's documents and their versions. */
export async function documentsFootprint(db: pg.Pool, companyId: number) {
  const { rows } = await db.query(
    `select count(*)::int as documents, coalesce(max(updated_at)::text, '') as latest,
            coalesce(sum(total_cents), 0)::text as totals, string_agg(status, ',' order by id) as statuses
       from documents where company_id = $1`,
    [companyId],
  );
  return rows[0];
}
