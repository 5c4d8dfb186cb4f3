/** The appointment-types module's public face: what other modules may use. */
export { findType, insertType, listTypes } from './appointment-types.repository';
export { appointmentTypesRoutes } from './appointment-types.routes';
