/** The staff module's public face: what other modules may use. */
export { countActiveStaff } from './staff.repository';
export { staffRoutes } from './staff.routes';
