/** The branding module's public face: what other modules may use. */
export { brandEmails } from './branded-email';
export { type BrandColumns, brandOf } from './branding.presenter';
export { brandingRoutes } from './branding.routes';
export { logoBytes } from './logo-bytes';
