import {
  clientExportQuerySchema,
  clientImportBodySchema,
  clientImportResultSchema,
} from '@fieldbook/domain/clients/clients-csv.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { replies, repliesFile } from '../../http/responses';
import { createClientsCsvService } from './clients-csv.service';

/** Client CSV import (settings/clientCsvImport) and export (the client list's Export CSV). */
export const clientsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const csv = createClientsCsvService({ db: app.db });
  const tags = ['clients'];
  // A refused all_or_nothing import (422) carries the same result, with its rows' errors.
  const imported = replies(clientImportResultSchema);

  app.post(
    '/clients/import',
    {
      preValidation: requirePermission('canAccessClients', 'canImportData'),
      schema: { tags, body: clientImportBodySchema, response: { ...imported, 422: imported[200] } },
    },
    async (request, reply) => {
      const outcome = await csv.importRows(authOf(request), request.body);
      return reply.code(outcome.statusCode).send({
        status: outcome.statusCode === 200 ? 'success' : 'error',
        payload: outcome.result,
        errors: outcome.errors,
        message: outcome.message || null,
      });
    },
  );

  app.get(
    '/clients/export',
    {
      preValidation: requirePermission('canExportClients'),
      schema: { tags, querystring: clientExportQuerySchema, response: repliesFile('text/csv') },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const fileName = await csv.exportFileName(auth.companyId);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(csv.exportCsv(auth, request.query.archived === '1'));
    },
  );
};
