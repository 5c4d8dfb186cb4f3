/** The appointment-types module's public face: what other modules may use. */
export { requiredLicences, requiredLicencesByType } from './appointment-type-licences';
export { findType, insertType, listTypes, saveRequiredLicenceTypes } from './appointment-types.repository';
export { appointmentTypesRoutes } from './appointment-types.routes';
