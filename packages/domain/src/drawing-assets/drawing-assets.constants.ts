/** Spec (platform.md, constants): "drawing_assets_pin_limit 20" — pinned assets per company. */
export const DRAWING_ASSETS_PIN_LIMIT = 20;
/** Spec (platform.md, constants): "auto svg scale 0.5" — an SVG is placed at half its intrinsic size. */
export const DRAWING_ASSET_SVG_SCALE = 0.5;
/** A placed PNG fits this box at first (a phone photo would otherwise cover the canvas). */
export const DRAWING_ASSET_PNG_PLACE_MAX = 400;
/** An asset is a symbol, not a photo: a small file keeps sanitising and the editor quick. */
export const DRAWING_ASSET_MAX_MB = 5;
export const DRAWING_ASSET_NAME_MAX = 100;
export const DRAWING_ASSET_CATEGORY_MAX = 50;
export const DRAWING_ASSET_PAGE_SIZE = 24;
export const DRAWING_ASSET_KINDS = ['SVG', 'PNG'] as const;
export type DrawingAssetKind = (typeof DRAWING_ASSET_KINDS)[number];

export const DRAWING_ASSET_MESSAGES = {
  notFound: 'Drawing asset not found',
  prefillNotFound: 'The selected prefill could not be found.',
  uploaded: 'Drawing asset successfully uploaded',
  added: 'Drawing asset successfully added',
  saved: 'Drawing asset successfully saved',
  pinned: 'Drawing asset successfully pinned',
  unpinned: 'Drawing asset successfully unpinned',
  archived: 'Drawing asset successfully archived',
  restored: 'Drawing asset successfully restored',
  nameRequired: 'The name field is required.',
  nameTooLong: `The name may not be greater than ${DRAWING_ASSET_NAME_MAX} characters.`,
  categoryTooLong: `The category may not be greater than ${DRAWING_ASSET_CATEGORY_MAX} characters.`,
  fileRequired: 'The file field is required.',
  fileInvalid: 'The file must be an SVG or PNG image.',
  fileTooLarge: `The file may not be greater than ${DRAWING_ASSET_MAX_MB}MB.`,
  svgEntities: 'The SVG may not declare entities.',
  pinLimit: `You can pin at most ${DRAWING_ASSETS_PIN_LIMIT} drawing assets. Unpin one first.`,
  archivedPin: 'An archived drawing asset cannot be pinned.',
} as const;
