/** The reports module's public face: what other modules may use. */
export { type HeldReports, heldReportsOf } from './held-reports';
export { reportSource } from './report.source';
export { reportsRoutes } from './reports.routes';
