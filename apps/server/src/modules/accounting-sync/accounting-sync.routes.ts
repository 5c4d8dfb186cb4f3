import {
  accountingLogAnswerSchema,
  accountingLogIdSchema,
  accountingLogPageSchema,
  accountingLogsQuerySchema,
  accountingStatusQuerySchema,
  accountingStatusSchema,
  clientSyncSchema,
  ACCOUNTING_MESSAGES as M,
} from '@fieldbook/domain/accounting/accounting.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { conflict } from '../../http/http-error';
import { replies } from '../../http/responses';
import * as repo from '../accounting/index';
import { queueRecordSync } from '../accounting/index';
import { createAccountingLogs } from './accounting-logs.service';

/** The accounting logs and a record's sync status (v1/accounting/…): all of it needs canManageProviders. */
export const accountingSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const logs = createAccountingLogs(app.db);
  const tags = ['accounting'];
  const manage = requirePermission('canManageProviders');

  app.get(
    '/accounting/logs',
    {
      preValidation: manage,
      schema: { tags, querystring: accountingLogsQuerySchema, response: replies(accountingLogPageSchema) },
    },
    async (request) => ok(await logs.list(authOf(request), request.query)),
  );

  app.get(
    '/accounting/log',
    {
      preValidation: manage,
      schema: { tags, querystring: accountingLogIdSchema, response: replies(accountingLogAnswerSchema) },
    },
    async (request) => ok({ log: await logs.read(authOf(request), request.query.id) }),
  );

  app.post(
    '/accounting/logs/error/resolve',
    {
      preValidation: manage,
      schema: { tags, body: accountingLogIdSchema, response: replies(accountingLogAnswerSchema) },
    },
    async (request) => ok({ log: await logs.resolve(authOf(request), request.body.id) }, M.resolved),
  );

  // The sync button of a client's card (spec: POST /v1/clients/provider/sync): the client is queued, and
  // has_dependencies says whether it has invoices, which sync on their own changes or a full sync.
  app.post(
    '/clients/provider/sync',
    { preValidation: manage, schema: { tags, body: accountingLogIdSchema, response: replies(clientSyncSchema) } },
    async (request) => {
      const auth = authOf(request);
      await logs.details(auth, 'client', request.body.id);
      const connection = await repo.findConnection(app.db, auth.companyId);
      if (connection?.status !== 'LINKED' || connection.requiresAuth) throw conflict(M.notLinked);
      await queueRecordSync(app.jobs, app.db, {
        companyId: auth.companyId,
        recordType: 'client',
        recordId: request.body.id,
      });
      return ok({ has_dependencies: await repo.hasInvoices(app.db, auth.companyId, request.body.id) }, M.syncQueued);
    },
  );

  app.get(
    '/accounting/status',
    {
      preValidation: manage,
      schema: { tags, querystring: accountingStatusQuerySchema, response: replies(accountingStatusSchema) },
    },
    async (request) =>
      ok({ details: await logs.details(authOf(request), request.query.record_type, request.query.id) }),
  );
};
