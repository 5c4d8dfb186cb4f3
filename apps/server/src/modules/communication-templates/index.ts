/** The communication-templates module's public face: what other modules may use. */
export { clientMergeValues } from './client-values';
export { communicationTemplatesRoutes } from './communication-templates.routes';
export { renderCompanyTemplate } from './company-templates';
