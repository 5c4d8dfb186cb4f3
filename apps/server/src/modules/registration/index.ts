/** The registration module's public face: what other modules may use. */
export { openCompany } from './open-company';
export { registrationRoutes } from './registration.routes';
