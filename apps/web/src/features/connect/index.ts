/** The connect feature's public face: what other features may use. */
export { useConnectLoad } from './api/connect-account';
export { BusinessBrand } from './components/business-brand';
