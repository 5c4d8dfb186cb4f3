import { QUOTATION_MESSAGES } from '@fieldbook/domain/documents/documents.constants';
import { invoiceAnswers, quotationAnswers } from '@fieldbook/domain/documents/documents.payloads';
import {
  createQuotationBodySchema,
  documentIdBodySchema,
  quotationStatusBodySchema,
  searchQuotationsBodySchema,
  updateQuotationBodySchema,
} from '@fieldbook/domain/documents/documents.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { presentQuotationSummary, QUOTATION_KIND, registerDocumentRoutes } from '../documents/index';
import { createInvoicesService } from '../invoices/index';
import { createQuotationsService, quotationInput } from './quotations.service';

/** Quotations (v1/quotation/…): the document calls, and converting an accepted one to an invoice. */
export const quotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const quotations = createQuotationsService({
    db: app.db,
    invoices: createInvoicesService({ db: app.db, jobs: app.jobs }),
  });
  await registerDocumentRoutes(app, {
    prefix: '/quotation',
    one: 'quotation',
    many: 'quotations',
    config: QUOTATION_KIND,
    service: quotations,
    setStatus: (auth, body) => quotations.setStatus(auth, body.id, body.status),
    schemas: {
      create: createQuotationBodySchema,
      update: updateQuotationBodySchema,
      search: searchQuotationsBodySchema,
      status: quotationStatusBodySchema,
    },
    answers: quotationAnswers,
    inputOf: quotationInput,
    summary: presentQuotationSummary,
    permissions: { access: 'canAccessQuotations', view: 'canViewQuotations', edit: 'canAddQuotations' },
  });

  app.post(
    '/quotation/convert',
    {
      preValidation: requirePermission('canAddQuotations', 'canAddInvoices'),
      schema: { tags: ['quotations'], body: documentIdBodySchema, response: replies(invoiceAnswers.changed) },
    },
    async (request) =>
      ok({ invoice: await quotations.convert(authOf(request), request.body.id) }, QUOTATION_MESSAGES.converted),
  );
};
