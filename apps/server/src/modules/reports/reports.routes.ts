import { idempotencyHeadersSchema as headers } from '@fieldbook/domain/idempotency/idempotency.schemas';
import { REPORT_MESSAGES } from '@fieldbook/domain/reports/reports.constants';
import { reportAnswerSchema, reportsPageSchema } from '@fieldbook/domain/reports/reports.payloads';
import {
  createReportBodySchema,
  publishReportBodySchema,
  reportIdParamsSchema,
  reportsListQuerySchema,
  sendReportBodySchema,
  updateReportBodySchema,
} from '@fieldbook/domain/reports/reports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies, repliesFile } from '../../http/responses';
import { contentDisposition } from '../files/index';
import { keyedChange } from '../idempotency/index';
import { reportsServiceOf } from './reports.service';

/**
 * Reports (issue 23, item 3): canAccessReports lists them, canViewReports opens one and its PDF,
 * canLogReports adds one, canEditReports fills, publishes, sends and archives them.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = reportsServiceOf(app);
  const tags = ['reports'];
  const access = requirePermission('canAccessReports');
  const view = requirePermission('canViewReports');
  const add = requirePermission('canLogReports');
  const edit = requirePermission('canEditReports');

  app.get(
    '/reports',
    {
      preValidation: access,
      schema: { tags, querystring: reportsListQuerySchema, response: replies(reportsPageSchema) },
    },
    async (request) => ok(await reports.list(authOf(request), request.query)),
  );

  app.post(
    '/reports',
    {
      preValidation: add,
      schema: { tags, headers, body: createReportBodySchema, response: replies(reportAnswerSchema) },
    },
    async (request) => {
      const { appointment_id, client_id } = request.body;
      // A new report's key is spent on the record it is filled for.
      const record = appointment_id ? `appointment:${appointment_id}` : client_id ? `client:${client_id}` : undefined;
      const report = await reports.create(authOf(request), request.body, keyedChange(request, record));
      return ok({ report }, REPORT_MESSAGES.created);
    },
  );

  app.get(
    '/reports/:id',
    { preValidation: view, schema: { tags, params: reportIdParamsSchema, response: replies(reportAnswerSchema) } },
    async (request) => ok({ report: await reports.presentOne(authOf(request), request.params.id) }),
  );

  app.put(
    '/reports/:id',
    {
      preValidation: edit,
      schema: {
        tags,
        params: reportIdParamsSchema,
        headers,
        body: updateReportBodySchema,
        response: replies(reportAnswerSchema),
      },
    },
    async (request) =>
      ok(
        {
          report: await reports.update(
            authOf(request),
            request.params.id,
            request.body,
            keyedChange(request, `report:${request.params.id}`),
          ),
        },
        REPORT_MESSAGES.saved,
      ),
  );

  app.post(
    '/reports/:id/publish',
    {
      preValidation: edit,
      schema: {
        tags,
        params: reportIdParamsSchema,
        headers,
        body: publishReportBodySchema,
        response: replies(reportAnswerSchema),
      },
    },
    async (request) => {
      const keyed = keyedChange(request, `report:${request.params.id}`);
      const { report, message } = await reports.publish(authOf(request), request.params.id, request.body, keyed);
      return ok({ report }, message);
    },
  );

  app.post(
    '/reports/:id/send',
    {
      preValidation: edit,
      schema: { tags, params: reportIdParamsSchema, body: sendReportBodySchema, response: replies(reportAnswerSchema) },
    },
    async (request) => {
      const { report, message } = await reports.send(authOf(request), request.params.id, request.body);
      return ok({ report }, message);
    },
  );

  app.post(
    '/reports/:id/archive',
    { preValidation: edit, schema: { tags, params: reportIdParamsSchema, response: replies(reportAnswerSchema) } },
    async (request) => {
      const { report, message } = await reports.toggleArchive(authOf(request), request.params.id);
      return ok({ report }, message);
    },
  );

  app.get(
    '/reports/:id/pdf',
    { preValidation: view, schema: { tags, params: reportIdParamsSchema, response: repliesFile('application/pdf') } },
    async (request, reply) => {
      const { pdf, filename } = await reports.pdf(authOf(request), request.params.id);
      // The reference is typed by hand: any letter or quote in it is written safely (RFC 6266).
      return reply.type('application/pdf').header('content-disposition', contentDisposition(filename, true)).send(pdf);
    },
  );
};
