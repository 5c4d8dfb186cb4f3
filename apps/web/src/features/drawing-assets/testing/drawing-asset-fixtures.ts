import type { DrawingAsset } from '../api/drawing-assets-api';

export function buildAsset(overrides: Partial<DrawingAsset> = {}): DrawingAsset {
  return {
    id: 31,
    name: 'Water meter',
    category: 'Plumbing',
    kind: 'SVG',
    width: 64,
    height: 64,
    placed_width: 32,
    placed_height: 32,
    is_pinned: false,
    archived: false,
    prefill_key: null,
    signed_url: '/v1/drawings/assets/raw/token-31',
    created_at: '2026-11-20 09:30:00',
    updated_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}
