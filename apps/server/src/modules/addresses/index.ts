/** The addresses module's public face: what other modules may use. */
export { addressesRoutes } from './addresses.routes';
