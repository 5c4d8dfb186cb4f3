/** Spec (platform.md, constants): "drawing snap units 10" — the grid a point snaps to. */
export const DRAWING_SNAP_UNITS = 10;

export const DRAWING_TITLE_MAX = 100;
export const DRAWING_REFERENCE_MAX = 50;
/** Shapes in one drawing: enough for a site plan, bounded so a document stays a few hundred KB. */
export const DRAWING_SHAPES_MAX = 2000;
/** Points of one freehand stroke (x, y pairs). */
export const DRAWING_PATH_POINTS_MAX = 4000;
export const DRAWING_TEXT_MAX = 500;
/** A text shape's font size, in canvas units. */
export const DRAWING_FONT_SIZE = { min: 6, max: 200 } as const;
export const DRAWING_CANVAS_MAX = 4000;
export const DRAWING_CANVAS_DEFAULT = { width: 1200, height: 800 } as const;
/** The PNG thumbnail's largest size once decoded (a data URL is about 4/3 of it). */
export const DRAWING_THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
/** How many steps undo can go back. */
export const DRAWING_HISTORY_LIMIT = 100;
export const DRAWING_PAGE_SIZE = 24;

export const DRAWING_UNITS = ['mm', 'cm', 'm', 'in', 'ft'] as const;
export type DrawingUnit = (typeof DRAWING_UNITS)[number];

export const DRAWING_COLORS = ['#000000', '#d32f2f', '#1976d2', '#388e3c', '#f57c00', '#7b1fa2', '#ffffff'] as const;
export const DRAWING_STROKE_WIDTHS = [1, 2, 4, 8] as const;

export const DRAWING_MESSAGES = {
  notFound: 'Drawing not found',
  created: 'Drawing successfully created',
  saved: 'Drawing successfully saved',
  archived: 'Drawing successfully archived',
  restored: 'Drawing successfully restored',
  titleRequired: 'The title field is required.',
  titleTooLong: `The title may not be greater than ${DRAWING_TITLE_MAX} characters.`,
  referenceTooLong: `The reference may not be greater than ${DRAWING_REFERENCE_MAX} characters.`,
  clientNotFound: 'The selected client could not be found.',
  appointmentNotFound: 'The selected appointment could not be found.',
  assetNotFound: 'The selected drawing asset could not be found.',
  documentInvalid: 'The drawing is not a valid drawing document.',
  tooManyShapes: `A drawing may have at most ${DRAWING_SHAPES_MAX} shapes.`,
  canvasInvalid: `The canvas must be between 1 and ${DRAWING_CANVAS_MAX} units wide and high.`,
  colorInvalid: 'The colour must be a hex colour such as #1976d2.',
  textRequired: 'A text shape needs some text.',
  thumbnailRequired: 'The thumbnail field is required.',
  thumbnailInvalid: 'The thumbnail must be a PNG image.',
  thumbnailTooLarge: 'The thumbnail may not be greater than 2MB.',
  archivedReadOnly: 'This drawing is archived and cannot be edited.',
  cancelQuestion: 'Are you sure you want to go back? This drawing will not be saved and any changes will be lost.',
} as const;
