import {
  accountingCallbackBodySchema,
  accountingConnectSchema,
  accountingProviderStatusSchema,
  ACCOUNTING_MESSAGES as M,
} from '@fieldbook/domain/accounting/accounting.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { conflict } from '../../http/http-error';
import { replies, repliesNothing } from '../../http/responses';
import * as repo from './accounting.repository';
import { ACCOUNTING_FULL_SYNC_QUEUE, type AccountingJob } from './accounting-queue';

/**
 * The accounting provider's link (v1/accounting/…): all of it needs canManageProviders (spec: permission
 * keys). The logs and a record's sync status are modules/accounting-sync's routes.
 */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { connections } = app.accounting;
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
      await app.jobs.send(app.db, ACCOUNTING_FULL_SYNC_QUEUE, job, new Date());
      return ok(null, M.fullSyncQueued);
    },
  );
};
