import { invoiceAnswers } from '@fieldbook/domain/documents/documents.payloads';
import {
  createInvoiceBodySchema,
  invoiceStatusBodySchema,
  searchInvoicesBodySchema,
  updateInvoiceBodySchema,
} from '@fieldbook/domain/documents/documents.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queueRecordSync } from '../accounting/index';
import { INVOICE_KIND, presentInvoiceSummary, registerDocumentRoutes } from '../documents/index';
import { createInvoicesService, invoiceInput } from './invoices.service';

/** Invoices (v1/invoice/…): the document calls; payments change them through v1/payments. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoices = createInvoicesService({ db: app.db, jobs: app.jobs });
  await registerDocumentRoutes(app, {
    prefix: '/invoice',
    one: 'invoice',
    many: 'invoices',
    config: INVOICE_KIND,
    service: invoices,
    setStatus: (auth, body) => invoices.setStatus(auth, body.id, body.status),
    schemas: {
      create: createInvoiceBodySchema,
      update: updateInvoiceBodySchema,
      search: searchInvoicesBodySchema,
      status: invoiceStatusBodySchema,
    },
    answers: invoiceAnswers,
    inputOf: invoiceInput,
    summary: presentInvoiceSummary,
    permissions: { access: 'canAccessInvoicing', view: 'canViewInvoicing', edit: 'canAddInvoices' },
    afterChange: (auth, invoice) =>
      queueRecordSync(app.jobs, app.db, { companyId: auth.companyId, recordType: 'invoice', recordId: invoice.id }),
  });
};
