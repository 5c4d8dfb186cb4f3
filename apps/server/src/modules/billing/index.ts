/** The billing module's public face: what other modules may use. */
export { billingModule } from './billing.plugin';
export {
  insertCard,
  listPlans,
  subscriptionOf,
  updateInvoice,
  updateSubscription,
} from './billing.repository';
export { insertNumberedInvoice, invoiceValues } from './subscription-invoices';
export { startSubscription } from './subscription-start';
