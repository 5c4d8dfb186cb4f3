/** The system module's public face: what other modules may use. */
export { systemRoutes } from './system.routes';
export { createSystemService, type Maintenance, type SystemService } from './system.service';
