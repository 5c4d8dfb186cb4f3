/** The drawings module's public face: what other modules may use. */
export { drawingSource } from './drawing.source';
export { drawingsRoutes } from './drawings.routes';
