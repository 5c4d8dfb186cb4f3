/** The reports module's public face: what other modules may use. */
export { type HeldReports, heldReportsOf } from './held-reports';
export { reportSource } from './report.source';
export { eraseCompanyReports } from './reports.repository';
export { reportsRoutes } from './reports.routes';
