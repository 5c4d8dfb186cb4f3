/** The payment-provider module's public face: what other modules may use. */
export {
  type BusinessPayments,
  createBusinessPayments,
  type PaymentDestination,
  type PaymentRoute,
} from './business-payments';
export { findPortalCustomer, paymentStatusColumns, savePortalCustomer } from './payment-accounts.repository';
export { paymentProviderRoutes } from './payment-provider.routes';
