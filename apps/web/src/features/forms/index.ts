/** The forms feature's public face: what other features may use. */
export { formQueryOptions } from './api/forms-api';
export { activeTemplatesQueryOptions, useActiveTemplates } from './api/report-templates-api';
export { FormDisplayField, FormSections, FormTableView, fieldLabel } from './components/form-display-parts';
