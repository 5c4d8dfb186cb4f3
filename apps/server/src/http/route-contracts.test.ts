import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';

/**
 * The contract walk (issue 34): every /v1 route the server serves declares its success response
 * schema, from packages/domain, so the serializer sends only declared fields and the web infers its
 * types from the same schema. Like the permission walk, a new route fails here until it has one.
 */

const ctx = useTestApp();

/** Routes still to be given their response schema, area by area; the list only ever shrinks. */
const PENDING: readonly string[] = [
  'DELETE /v1/appointments/types',
  'GET /v1/appointments/types/available',
  'POST /v1/appointments/types/save',
];

const isApi = (route: string) => / \/v1\//.test(route);

describe('route contracts', () => {
  it('every /v1 route declares its response schema', () => {
    const missing = [...new Set(ctx.t.app.routesWithoutContract.filter(isApi))].filter(
      (route) => !PENDING.includes(route),
    );
    expect(missing, 'declare `response: replies(schema)` with a schema from packages/domain').toEqual([]);
  });

  it('lists no route as pending that already declares one, or that is not served', () => {
    const without = new Set(ctx.t.app.routesWithoutContract);
    const served = new Set(ctx.t.app.servedRoutes);
    expect(PENDING.filter((route) => !served.has(route) || !without.has(route))).toEqual([]);
  });
});
