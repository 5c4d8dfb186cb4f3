import { DASHBOARD_WIDGET_PERMISSIONS as NEEDS } from '@fieldbook/domain/dashboard/dashboard.constants';
import {
  dashboardAppointmentsSchema,
  dashboardDocumentsSchema,
  dashboardLicencesSchema,
  dashboardRevenueSchema,
} from '@fieldbook/domain/dashboard/dashboard.payloads';
import {
  dashboardAppointmentsQuerySchema,
  dashboardPageQuerySchema,
} from '@fieldbook/domain/dashboard/dashboard.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { freshList } from '../../http/fresh-lists';
import { replies } from '../../http/responses';
import { createDashboardService } from './dashboard.service';

const PREFIX = '/dashboard';

/** The dashboard's widgets (issue 24): one call each, behind the permission of the screen it summarises. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService(app.db);
  const tags = ['dashboard'];
  const querystring = dashboardPageQuerySchema;

  app.get(
    `${PREFIX}/appointments`,
    {
      preValidation: requirePermission(NEEDS.appointments_today),
      ...freshList(['appointments']),
      schema: { tags, querystring: dashboardAppointmentsQuerySchema, response: replies(dashboardAppointmentsSchema) },
    },
    async (request) => ok(await dashboard.appointments(authOf(request), request.query)),
  );

  app.get(
    `${PREFIX}/unscheduled`,
    {
      preValidation: requirePermission(NEEDS.unscheduled),
      ...freshList(['appointments']),
      schema: { tags, querystring, response: replies(dashboardAppointmentsSchema) },
    },
    async (request) => ok(await dashboard.unscheduled(authOf(request), request.query)),
  );

  app.get(
    `${PREFIX}/quotations`,
    {
      preValidation: requirePermission(NEEDS.quotations_awaiting),
      ...freshList(['documents', 'clients']),
      schema: { tags, querystring, response: replies(dashboardDocumentsSchema) },
    },
    async (request) => ok(await dashboard.quotations(authOf(request), request.query)),
  );

  app.get(
    `${PREFIX}/invoices`,
    {
      preValidation: requirePermission(NEEDS.invoices_overdue),
      ...freshList(['documents', 'clients']),
      schema: { tags, querystring, response: replies(dashboardDocumentsSchema) },
    },
    async (request) => ok(await dashboard.overdueInvoices(authOf(request), request.query)),
  );

  app.get(
    `${PREFIX}/revenue`,
    {
      preValidation: requirePermission(NEEDS.revenue),
      ...freshList(['payments']),
      schema: { tags, response: replies(dashboardRevenueSchema) },
    },
    async (request) => ok(await dashboard.revenue(authOf(request))),
  );

  app.get(
    `${PREFIX}/licences`,
    {
      preValidation: requirePermission(NEEDS.licences_expiring),
      ...freshList(['licences']),
      schema: { tags, querystring, response: replies(dashboardLicencesSchema) },
    },
    async (request) => ok(await dashboard.licences(authOf(request), request.query)),
  );
};
