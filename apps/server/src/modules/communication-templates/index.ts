/** The communication-templates module's public face: what other modules may use. */
export { clientMergeValues, mergeValuesOfClient } from './client-values';
export { communicationTemplatesRoutes } from './communication-templates.routes';
export { companyTemplate, renderCompanyTemplate, renderTemplateText } from './company-templates';
