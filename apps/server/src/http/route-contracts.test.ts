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
  'DELETE /v1/business/company/licences',
  'DELETE /v1/business/company/users',
  'DELETE /v1/clients',
  'DELETE /v1/files',
  'DELETE /v1/inventory',
  'GET /v1/appointments/types/available',
  'GET /v1/branding/logo/:token',
  'GET /v1/business/company/licences',
  'GET /v1/business/company/licences/all',
  'GET /v1/business/company/users',
  'GET /v1/business/company/users/all',
  'GET /v1/business/company/users/logs',
  'GET /v1/business/company/users/permissions',
  'GET /v1/clients',
  'GET /v1/clients/addresses',
  'GET /v1/clients/defaults',
  'GET /v1/clients/emails',
  'GET /v1/clients/export',
  'GET /v1/clients/groups',
  'GET /v1/clients/phones',
  'GET /v1/drawings',
  'GET /v1/drawings/:id',
  'GET /v1/drawings/assets',
  'GET /v1/drawings/assets/:id',
  'GET /v1/drawings/assets/:id/download',
  'GET /v1/drawings/assets/prefills',
  'GET /v1/drawings/assets/raw/:token',
  'GET /v1/drawings/thumb/:token',
  'GET /v1/files',
  'GET /v1/files/categories',
  'GET /v1/files/download',
  'GET /v1/files/raw/:token',
  'GET /v1/files/search',
  'GET /v1/files/thumb/:token',
  'GET /v1/inventory',
  'GET /v1/inventory/all',
  'GET /v1/inventory/defaults',
  'POST /v1/appointments/types/save',
  'POST /v1/business/company/licences',
  'POST /v1/business/company/users',
  'POST /v1/clients',
  'POST /v1/clients/import',
  'POST /v1/clients/search',
  'POST /v1/drawings',
  'POST /v1/drawings/:id/archive',
  'POST /v1/drawings/assets',
  'POST /v1/drawings/assets/:id/archive',
  'POST /v1/drawings/assets/:id/pin',
  'POST /v1/drawings/assets/prefills',
  'POST /v1/files',
  'POST /v1/files/categories',
  'POST /v1/files/details',
  'POST /v1/files/toggleVisibility',
  'POST /v1/files/upload',
  'POST /v1/files/upload/zip',
  'POST /v1/inventory',
  'POST /v1/inventory/defaults/company/add',
  'POST /v1/inventory/defaults/filter',
  'POST /v1/refer/email/resend',
  'PUT /v1/business/company/licences',
  'PUT /v1/business/company/users',
  'PUT /v1/clients',
  'PUT /v1/drawings/:id',
  'PUT /v1/drawings/assets/:id',
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
