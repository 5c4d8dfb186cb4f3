import {
  DRAWING_ASSET_PNG_PLACE_MAX,
  DRAWING_ASSET_SVG_SCALE,
  type DrawingAssetKind,
} from './drawing-assets.constants';

/**
 * The size an asset is first placed at: an SVG at its intrinsic size × the spec's auto svg scale 0.5,
 * a PNG at its own size but fitted into DRAWING_ASSET_PNG_PLACE_MAX. Never below 1 unit.
 */
export function placedSize(asset: { kind: DrawingAssetKind; width: number; height: number }): {
  width: number;
  height: number;
} {
  const factor =
    asset.kind === 'SVG'
      ? DRAWING_ASSET_SVG_SCALE
      : Math.min(1, DRAWING_ASSET_PNG_PLACE_MAX / Math.max(asset.width, asset.height));
  const side = (value: number) => Math.max(1, Math.round(value * factor * 100) / 100);
  return { width: side(asset.width), height: side(asset.height) };
}
