/** The drawings module's public face: what other modules may use. */
export { drawingSource } from './drawing.source';
export { eraseCompanyDrawings } from './drawings.repository';
export { drawingsRoutes } from './drawings.routes';
