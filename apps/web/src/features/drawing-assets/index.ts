/** The drawing-assets feature's public face: what other features may use. */
export { type DrawingAsset, useAssetImageUrls, useDrawingAssets } from './api/drawing-assets-api';
