/** The documents module's public face: what other modules may use. */

export { registerDocumentRoutes } from './document.routes';
export { invoiceSource, quotationSource } from './document.source';
export { type DocumentInput, INVOICE_KIND, QUOTATION_KIND } from './document-kinds';
export { findDocumentByLink, issueDocumentLink } from './document-links.repository';
export { recordDocumentNumber } from './document-numbers';
export { loadPresentContext } from './documents.context';
export {
  presentInvoice,
  presentInvoiceSummary,
  presentQuotation,
  presentQuotationSummary,
} from './documents.presenter';
export {
  countActiveDocuments,
  type DocumentRow,
  eraseCompanyDocuments,
  findDocument,
  findDocumentsByIds,
  insertDocument,
  invoicesFromQuotations,
  liveInvoiceIds,
  updateDocument,
} from './documents.repository';
export { type Actor, actorOf, createDocumentsService, type StatusColumns } from './documents.service';
export { cachedDocumentPdf, renderDocumentPdf } from './pdf/document-pdf';
export { documentPdfInput, type Presented, pdfCompanyOf } from './pdf/document-pdf-input';
export {
  companyBlock,
  type Doc,
  headingRule,
  INK,
  MARGIN,
  MUTED,
  openPdf,
  type PdfCompany,
  pageNumbers,
  partyBlock,
  RIGHT,
  RULE,
  roomFor,
  titleBlock,
} from './pdf/pdf-layout';
