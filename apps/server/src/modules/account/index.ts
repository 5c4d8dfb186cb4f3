/** The account module's public face: what other modules may use. */
export { accountRoutes } from './account.routes';
