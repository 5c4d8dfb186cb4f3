/** The company-reset module's public face: what other modules may use. */
export { companyResetRoutes } from './company-reset.routes';
