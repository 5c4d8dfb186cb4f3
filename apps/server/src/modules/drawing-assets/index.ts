/** The drawing-assets module's public face: what other modules may use. */
export { missingAssetIds } from './drawing-assets.repository';
export { drawingAssetsRoutes } from './drawing-assets.routes';
