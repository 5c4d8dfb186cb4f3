/** The quotations module's public face: what other modules may use. */
export { quotationsRoutes } from './quotations.routes';
export { createQuotationsService, type QuotationsService } from './quotations.service';
