/** The forms module's public face: what other modules may use. */
export { findTemplate, insertForm, insertTemplate } from './forms.repository';
export { formsRoutes } from './forms.routes';
