/** The accounting module's public face: what other modules may use. */
export { type Accounting, createAccounting } from './accounting';
export {
  eraseCompanyAccountingRecords,
  findConnection,
  findLink,
  findLinks,
  findLog,
  hasInvoices,
  insertLog,
  type LogRow,
  linkedPaymentExternalIds,
  listLogs,
  markResolved,
  providerColumns,
  pushedInvoiceLinks,
  saveLink,
  unresolvedLogIds,
  updateConnection,
} from './accounting.repository';
export { accountingRoutes } from './accounting.routes';
export { type AccountingConnections, labelOf, presentProvider } from './accounting-connection';
export {
  ACCOUNTING_BUSY_RETRY_MS,
  ACCOUNTING_FULL_SYNC_QUEUE,
  ACCOUNTING_SYNC_QUEUE,
  type AccountingJob,
  accountingQueueOf,
  queueRecordSync,
} from './accounting-queue';
