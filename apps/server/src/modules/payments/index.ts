/** The payments module's public face: what other modules may use. */
export { recordCardPayment } from './card-payment';
export { settleInvoice } from './invoice-balance';
export { paymentsByInvoice } from './invoice-payments';
export { earlierPayment } from './payment-keys';
export {
  eraseCompanyPayments,
  findByKey,
  findPayment,
  insertPayment,
  ownLivePaymentIds,
  paymentIdsOfInvoice,
} from './payments.repository';
export { paymentsRoutes } from './payments.routes';
