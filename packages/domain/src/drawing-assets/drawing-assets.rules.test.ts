import { describe, expect, it } from 'vitest';
import { DRAWING_ASSET_SVG_SCALE, DRAWING_ASSETS_PIN_LIMIT } from './drawing-assets.constants';
import { placedSize } from './drawing-assets.rules';

describe('placedSize', () => {
  it('places an SVG at its intrinsic size × the spec’s auto svg scale 0.5', () => {
    expect(DRAWING_ASSET_SVG_SCALE).toBe(0.5);
    expect(DRAWING_ASSETS_PIN_LIMIT).toBe(20);
    expect(placedSize({ kind: 'SVG', width: 64, height: 48 })).toEqual({ width: 32, height: 24 });
    expect(placedSize({ kind: 'SVG', width: 1, height: 1 })).toEqual({ width: 1, height: 1 });
  });

  it('places a PNG at its own size, fitted into 400 units', () => {
    expect(placedSize({ kind: 'PNG', width: 120, height: 80 })).toEqual({ width: 120, height: 80 });
    expect(placedSize({ kind: 'PNG', width: 1600, height: 800 })).toEqual({ width: 400, height: 200 });
  });
});
