import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { as } from '../../test/build-test-app';

/** Shared helpers of the inventory integration tests (not a test file itself). */

type Token = { token: string };
let seq = 0;

/** A valid item body with a unique code. */
export const itemBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'PRODUCT',
  code: `ITEM-${process.pid}-${++seq}`,
  name: 'Copper elbow 15 mm',
  selling_unit_price: 12.5,
  selling_tax_type: 'EXCLUSIVE',
  prefill_column: 'NAME',
  ...overrides,
});

export const postItem = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: '/v1/inventory', payload });

export const getItem = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'GET', url: `/v1/inventory?id=${id}` });

export const listItems = (app: FastifyInstance, session: Token, query = '') =>
  as(app, session, { method: 'GET', url: `/v1/inventory/all${query ? `?${query}` : ''}` });

export const toggleItem = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'DELETE', url: '/v1/inventory', payload: { id } });

export const filterPrefills = (app: FastifyInstance, session: Token, payload: Record<string, unknown> = {}) =>
  as(app, session, { method: 'POST', url: '/v1/inventory/defaults/filter', payload });

export const addPrefills = (app: FastifyInstance, session: Token, ids: unknown) =>
  as(app, session, { method: 'POST', url: '/v1/inventory/defaults/company/add', payload: { ids } });

/** Creates an item through the API and answers its payload (the test fails if it is refused). */
export async function createItem(app: FastifyInstance, session: Token, body: Record<string, unknown> = itemBody()) {
  const response = await postItem(app, session, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.item;
}

/** What a company's inventory holds, to prove a refused request changed nothing. */
export async function inventoryFootprint(db: pg.Pool, companyId: number) {
  const { rows } = await db.query(
    `select count(*)::int as items, coalesce(max(updated_at)::text, '') as latest,
            (select count(*)::int from activity_logs where company_id = $1 and subject_type = 'inventory') as logs
       from inventory_items where company_id = $1`,
    [companyId],
  );
  return rows[0];
}
