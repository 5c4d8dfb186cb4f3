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
  'DELETE /v1/appointments',
  'DELETE /v1/appointments/types',
  'DELETE /v1/appointments/upcoming',
  'DELETE /v1/calendarFeeds',
  'DELETE /v1/calendarFeeds/mine',
  'DELETE /v1/invoice',
  'DELETE /v1/quotation',
  'GET /v1/accounting/log',
  'GET /v1/accounting/logs',
  'GET /v1/accounting/provider',
  'GET /v1/accounting/status',
  'GET /v1/appointments/climate',
  'GET /v1/appointments/defaults/values',
  'GET /v1/appointments/find',
  'GET /v1/appointments/staff',
  'GET /v1/appointments/types/available',
  'GET /v1/calendarFeeds',
  'GET /v1/calendarFeeds/mine',
  'GET /v1/cards',
  'GET /v1/clientConnect/business',
  'GET /v1/clientConnect/cards',
  'GET /v1/clientConnect/document',
  'GET /v1/clientConnect/document/pdf',
  'GET /v1/clientConnect/email/unsubscribe',
  'GET /v1/clientConnect/home',
  'GET /v1/clientConnect/load',
  'GET /v1/dashboard/appointments',
  'GET /v1/dashboard/invoices',
  'GET /v1/dashboard/licences',
  'GET /v1/dashboard/quotations',
  'GET /v1/dashboard/revenue',
  'GET /v1/dashboard/unscheduled',
  'GET /v1/devices/push/key',
  'GET /v1/forms',
  'GET /v1/forms/:id',
  'GET /v1/invoice',
  'GET /v1/invoice/defaults/values',
  'GET /v1/invoice/pdf',
  'GET /v1/paymentProvider',
  'GET /v1/payments',
  'GET /v1/plans',
  'GET /v1/quotation',
  'GET /v1/quotation/defaults/values',
  'GET /v1/quotation/pdf',
  'GET /v1/reportTemplates',
  'GET /v1/reportTemplates/:id',
  'GET /v1/reports',
  'GET /v1/reports/:id',
  'GET /v1/reports/:id/pdf',
  'GET /v1/sandbox/mailbox',
  'GET /v1/subscription',
  'GET /v1/subscription/invoices',
  'GET /v1/user/email/reverse/:code',
  'GET /v1/user/email/unsubscribe',
  'GET /v1/user/email/verify/:code',
  'POST /v1/accounting/logs/error/resolve',
  'POST /v1/accounting/provider/callback',
  'POST /v1/accounting/provider/connect',
  'POST /v1/accounting/provider/disconnect',
  'POST /v1/accounting/sync/full',
  'POST /v1/appointments',
  'POST /v1/appointments/notify',
  'POST /v1/appointments/runsheets',
  'POST /v1/appointments/search',
  'POST /v1/appointments/staff/availability',
  'POST /v1/appointments/types/save',
  'POST /v1/appointments/unscheduled/mark',
  'POST /v1/calendarFeeds',
  'POST /v1/calendarFeeds/mine',
  'POST /v1/calendarFeeds/mine/regenerate',
  'POST /v1/calendarFeeds/regenerate',
  'POST /v1/cards',
  'POST /v1/cards/default',
  'POST /v1/cards/delete',
  'POST /v1/clientConnect/cards/delete',
  'POST /v1/clientConnect/email/unsubscribe',
  'POST /v1/clientConnect/email/verify',
  'POST /v1/clientConnect/invoice/pay',
  'POST /v1/clientConnect/quotation/accept',
  'POST /v1/clientConnect/quotation/decline',
  'POST /v1/clientConnect/refer',
  'POST /v1/clients/provider/sync',
  'POST /v1/forms',
  'POST /v1/forms/:id/archive',
  'POST /v1/forms/:id/restore',
  'POST /v1/invoice',
  'POST /v1/invoice/search',
  'POST /v1/invoice/send',
  'POST /v1/invoice/status',
  'POST /v1/paymentProvider/callback',
  'POST /v1/paymentProvider/connect',
  'POST /v1/paymentProvider/disconnect',
  'POST /v1/payments',
  'POST /v1/payments/search',
  'POST /v1/payments/void',
  'POST /v1/plans/coupon',
  'POST /v1/quotation',
  'POST /v1/quotation/convert',
  'POST /v1/quotation/search',
  'POST /v1/quotation/send',
  'POST /v1/quotation/status',
  'POST /v1/reportTemplates',
  'POST /v1/reportTemplates/:id/archive',
  'POST /v1/reportTemplates/:id/restore',
  'POST /v1/reports',
  'POST /v1/reports/:id/archive',
  'POST /v1/reports/:id/publish',
  'POST /v1/reports/:id/send',
  'POST /v1/subscription',
  'POST /v1/subscription/cancel',
  'POST /v1/subscription/plan',
  'POST /v1/subscription/resume',
  'POST /v1/user/email/unsubscribe',
  'PUT /v1/appointments',
  'PUT /v1/appointments/lock',
  'PUT /v1/appointments/status',
  'PUT /v1/clientConnect/profile',
  'PUT /v1/forms/:id',
  'PUT /v1/invoice',
  'PUT /v1/quotation',
  'PUT /v1/reportTemplates/:id',
  'PUT /v1/reports/:id',
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
