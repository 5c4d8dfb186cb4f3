/** The connect module's public face: what other modules may use. */

export { connectRoutes } from './connect.routes';
export { connectAuthRoutes } from './connect-auth.routes';
export { verifiedClientOf } from './connect-booking';
