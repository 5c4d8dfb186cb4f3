/** The help module's public face: what other modules may use. */
export { helpRoutes } from './help.routes';
