import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';

/**
 * The contract walk (issue 34): every /v1 route the server serves declares its success response
 * schema, from packages/domain, so the serializer sends only declared fields and the web infers its
 * types from the same schema. Like the permission walk, a new route fails here until it has one.
 */

const ctx = useTestApp();

const isApi = (route: string) => / \/v1\//.test(route);

describe('route contracts', () => {
  it('sees every served route, and one without a schema (the API docs) as without', () => {
    expect(ctx.t.app.servedRoutes.filter(isApi).length).toBeGreaterThan(250);
    expect(ctx.t.app.routesWithoutContract).toContain('GET /docs/json');
  });

  it('every /v1 route declares its response schema', () => {
    const missing = [...new Set(ctx.t.app.routesWithoutContract.filter(isApi))];
    expect(missing, 'declare `response: replies(schema)` with a schema from packages/domain').toEqual([]);
  });
});
