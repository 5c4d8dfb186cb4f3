/** The dashboard module's public face: what other modules may use. */
export { dashboardRoutes } from './dashboard.routes';
