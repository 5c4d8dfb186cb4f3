/**
 * The ready-made assets (settings/drawingAssets/prefills): plain SVG symbols for plumbing, pest control
 * and site plans that a company adds to its own assets. They pass through the same sanitiser as an
 * upload when added, so nothing here is trusted more than a user's file.
 */
export interface PrefillDefinition {
  key: string;
  name: string;
  category: string;
  svg: string;
  width: number;
  height: number;
}

/** Every symbol is drawn on the same 64-unit square, so they sit together at one scale. */
const SIDE = 64;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}" fill="none" stroke="#000000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const SYMBOLS: readonly Omit<PrefillDefinition, 'width' | 'height'>[] = [
  {
    key: 'tap',
    name: 'Tap',
    category: 'Plumbing',
    svg: svg(
      '<path d="M10 26h26a8 8 0 0 1 8 8v8"/><path d="M10 20v12"/><path d="M24 26v-10"/><path d="M16 14h16"/><path d="M44 48v4"/><path d="M44 56v2"/>',
    ),
  },
  {
    key: 'drain',
    name: 'Drain',
    category: 'Plumbing',
    svg: svg('<circle cx="32" cy="32" r="24"/><path d="M20 24h24M18 32h28M20 40h24"/>'),
  },
  {
    key: 'water-meter',
    name: 'Water meter',
    category: 'Plumbing',
    svg: svg(
      '<rect x="8" y="8" width="48" height="48" rx="6"/><circle cx="32" cy="32" r="14"/><path d="M32 32l8-6"/><text x="32" y="53" font-size="9" text-anchor="middle" fill="#000000" stroke="none" font-family="sans-serif">M</text>',
    ),
  },
  {
    key: 'bait-station',
    name: 'Bait station',
    category: 'Pest control',
    svg: svg(
      '<rect x="8" y="16" width="48" height="32" rx="4"/><path d="M8 40h48"/><circle cx="32" cy="28" r="5" fill="#d32f2f" stroke="#d32f2f"/>',
    ),
  },
  {
    key: 'door',
    name: 'Door',
    category: 'Site plan',
    svg: svg('<path d="M8 56h48"/><path d="M8 56V8"/><path d="M8 8a48 48 0 0 1 48 48" stroke-dasharray="4 4"/>'),
  },
  {
    key: 'window',
    name: 'Window',
    category: 'Site plan',
    svg: svg('<rect x="4" y="26" width="56" height="12"/><path d="M4 32h56"/>'),
  },
  {
    key: 'north-arrow',
    name: 'North arrow',
    category: 'Site plan',
    svg: svg(
      '<path d="M32 6l12 40-12-8-12 8z" fill="#000000"/><text x="32" y="62" font-size="14" text-anchor="middle" fill="#000000" stroke="none" font-family="sans-serif">N</text>',
    ),
  },
];

export const DRAWING_ASSET_PREFILLS: readonly PrefillDefinition[] = SYMBOLS.map((symbol) =>
  Object.assign({}, symbol, { width: SIDE, height: SIDE }),
);

export const prefillOf = (key: string) => DRAWING_ASSET_PREFILLS.find((prefill) => prefill.key === key);
