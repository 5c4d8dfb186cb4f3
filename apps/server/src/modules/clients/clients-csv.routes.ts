import { clientExportQuerySchema, clientImportBodySchema } from '@fieldbook/domain/clients/clients-csv.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { createClientsCsvService } from './clients-csv.service';

/** Client CSV import (settings/clientCsvImport) and export (the client list's Export CSV). */
export const clientsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const csv = createClientsCsvService({ db: app.db });
  const tags = ['clients'];

  app.post(
    '/clients/import',
    {
      preValidation: requirePermission('canAccessClients', 'canImportData'),
      schema: { tags, body: clientImportBodySchema },
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
    { preValidation: requirePermission('canExportClients'), schema: { tags, querystring: clientExportQuerySchema } },
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
