import {
  accountingCallbackBodySchema,
  accountingConnectSchema,
  accountingLogAnswerSchema,
  accountingLogIdSchema,
  accountingLogPageSchema,
  accountingLogsQuerySchema,
  accountingProviderStatusSchema,
  accountingStatusQuerySchema,
  accountingStatusSchema,
  clientSyncSchema,
  ACCOUNTING_MESSAGES as M,
} from '@fieldbook/domain/accounting/accounting.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { conflict } from '../../http/http-error';
import { replies, repliesNothing } from '../../http/responses';
import * as repo from './accounting.repository';
import { createAccountingLogs } from './accounting-logs.service';
import { ACCOUNTING_SYNC_QUEUE, type AccountingJob, queueRecordSync } from './accounting-queue';

/** The accounting provider (v1/accounting/…): all of it needs canManageProviders (spec: permission keys). */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { connections } = app.accounting;
  const logs = createAccountingLogs(app.db);
  const tags = ['accounting'];
  const manage = requirePermission('canManageProviders');
  const providerState = { tags, response: replies(accountingProviderStatusSchema) };

  app.get('/accounting/provider', { preValidation: manage, schema: providerState }, async (request) =>
    ok(await connections.status(authOf(request).companyId)),
  );

  app.post(
    '/accounting/provider/connect',
    { preValidation: manage, schema: { tags, response: replies(accountingConnectSchema) } },
    async (request) => ok({ url: await connections.connectUrl(authOf(request)) }),
  );

  app.post(
    '/accounting/provider/callback',
    { preValidation: manage, schema: { ...providerState, body: accountingCallbackBodySchema } },
    async (request) => ok(await connections.callback(authOf(request), request.body), M.connected),
  );

  app.post('/accounting/provider/disconnect', { preValidation: manage, schema: providerState }, async (request) =>
    ok(await connections.disconnect(authOf(request)), M.disconnected),
  );

  app.post(
    '/accounting/sync/full',
    { preValidation: manage, schema: { tags, response: repliesNothing } },
    async (request) => {
      const { companyId } = authOf(request);
      const connection = await repo.findConnection(app.db, companyId);
      if (connection?.status !== 'LINKED' || connection.requiresAuth) throw conflict(M.notLinked);
      const job: AccountingJob = { companyId, kind: 'full' };
      await app.jobs.send(app.db, ACCOUNTING_SYNC_QUEUE, job, new Date());
      return ok(null, M.fullSyncQueued);
    },
  );

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
