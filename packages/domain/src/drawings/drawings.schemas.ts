import { blankToNull, positiveId, queryFlag } from '../http/schema-helpers';
import { z } from '../zod';
import {
  DRAWING_CANVAS_MAX,
  DRAWING_FONT_SIZE,
  DRAWING_MESSAGES,
  DRAWING_PATH_POINTS_MAX,
  DRAWING_REFERENCE_MAX,
  DRAWING_SHAPES_MAX,
  DRAWING_TEXT_MAX,
  DRAWING_TITLE_MAX,
  DRAWING_UNITS,
} from './drawings.constants';

// The vector document of a drawing: what the editor draws and the server stores (as JSON).

const coordinate = z.number().finite().min(-100_000).max(100_000);
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, DRAWING_MESSAGES.colorInvalid);
const strokeWidth = z.number().finite().min(0.5).max(50);
const shapeId = z.string().trim().min(1).max(40);

const stroked = { id: shapeId, stroke: color, stroke_width: strokeWidth };

/** From (x1, y1) to (x2, y2): line, arrow and measurement. */
const segment = { ...stroked, x1: coordinate, y1: coordinate, x2: coordinate, y2: coordinate };
/** A box at (x, y); width and height may be negative while dragged, so any sign is kept. */
const box = { ...stroked, x: coordinate, y: coordinate, width: coordinate, height: coordinate, fill: color.nullable() };

export const drawingShapeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('line'), ...segment }),
  z.object({ type: z.literal('arrow'), ...segment }),
  /** A line with its length in the drawing's unit as a label. */
  z.object({ type: z.literal('measurement'), ...segment }),
  z.object({ type: z.literal('rectangle'), ...box }),
  z.object({ type: z.literal('ellipse'), ...box }),
  z.object({
    type: z.literal('freehand'),
    ...stroked,
    /** Flat x, y pairs, as Konva's Line takes them. */
    points: z
      .array(coordinate)
      .min(4)
      .max(DRAWING_PATH_POINTS_MAX * 2)
      .refine((points) => points.length % 2 === 0, 'A path needs x and y pairs.'),
  }),
  z.object({
    type: z.literal('text'),
    id: shapeId,
    x: coordinate,
    y: coordinate,
    text: z.string().trim().min(1, DRAWING_MESSAGES.textRequired).max(DRAWING_TEXT_MAX),
    font_size: z.number().finite().min(DRAWING_FONT_SIZE.min).max(DRAWING_FONT_SIZE.max),
    fill: color,
  }),
  /**
   * A drawing asset placed on the canvas (added after the first documents; older ones simply have
   * none). The image is the company's asset `asset_id`, drawn into the box at (x, y).
   */
  z.object({
    type: z.literal('asset'),
    id: shapeId,
    asset_id: z.number().int().positive(),
    x: coordinate,
    y: coordinate,
    width: z.number().finite().positive().max(100_000),
    height: z.number().finite().positive().max(100_000),
  }),
]);
export type DrawingShape = z.infer<typeof drawingShapeSchema>;
export type DrawingShapeType = DrawingShape['type'];

const canvasSide = z
  .number({ error: DRAWING_MESSAGES.canvasInvalid })
  .int({ error: DRAWING_MESSAGES.canvasInvalid })
  .min(1, DRAWING_MESSAGES.canvasInvalid)
  .max(DRAWING_CANVAS_MAX, DRAWING_MESSAGES.canvasInvalid);

export const drawingDocumentSchema = z.object(
  {
    version: z.literal(1),
    width: canvasSide,
    height: canvasSide,
    /** Canvas units per measurement unit: a measurement's label is its length / scale, in unit. */
    unit: z.enum(DRAWING_UNITS),
    scale: z.number().finite().positive().max(10_000),
    background: color,
    shapes: z.array(drawingShapeSchema).max(DRAWING_SHAPES_MAX, DRAWING_MESSAGES.tooManyShapes),
  },
  { error: DRAWING_MESSAGES.documentInvalid },
);
export type DrawingDocument = z.infer<typeof drawingDocumentSchema>;

/** GET /v1/drawings/:id and its siblings name the drawing in the path. */
export const drawingIdParamsSchema = z.object({ id: positiveId });

/** GET /v1/drawings: search the title and reference, one client's, archived too, a page at a time. */
export const drawingsListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  client_id: positiveId.optional(),
  archived: queryFlag.optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
});
export type DrawingsListQuery = z.infer<typeof drawingsListQuerySchema>;

const optionalId = z.preprocess(blankToNull, positiveId.nullish());

const drawingFields = {
  title: z
    .string({ error: DRAWING_MESSAGES.titleRequired })
    .trim()
    .min(1, DRAWING_MESSAGES.titleRequired)
    .max(DRAWING_TITLE_MAX, DRAWING_MESSAGES.titleTooLong),
  reference_id: z.preprocess(
    blankToNull,
    z.string().trim().max(DRAWING_REFERENCE_MAX, DRAWING_MESSAGES.referenceTooLong).nullish(),
  ),
  client_id: optionalId,
  appointment_id: optionalId,
  document: drawingDocumentSchema,
  /** The PNG the editor rendered (stage.toDataURL), as a data URL; checked and decoded by the server. */
  thumbnail: z
    .string({ error: DRAWING_MESSAGES.thumbnailRequired })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, DRAWING_MESSAGES.thumbnailInvalid),
};

/** POST /v1/drawings. */
export const createDrawingBodySchema = z.object(drawingFields);
export type CreateDrawingBody = z.infer<typeof createDrawingBodySchema>;

/** PUT /v1/drawings/:id; updated_at is the version the edit started from. */
export const updateDrawingBodySchema = z.object({ ...drawingFields, updated_at: z.string().optional() });
export type UpdateDrawingBody = z.infer<typeof updateDrawingBodySchema>;

/** A drawing in lists and timelines: no document (it can be large). */
export const drawingSummaryPayloadSchema = z.object({
  id: z.number(),
  title: z.string(),
  reference_id: z.string().nullable(),
  client_id: z.number().nullable(),
  client_name: z.string().nullable(),
  appointment_id: z.number().nullable(),
  signed_thumbnail_url: z.string(),
  archived: z.boolean(),
  can_edit: z.boolean(),
  created_at: z.string(),
  /** Exact to the millisecond: PUT sends it back and a different value is a stale edit. */
  updated_at: z.string(),
});
export type DrawingSummaryPayload = z.infer<typeof drawingSummaryPayloadSchema>;

/** One drawing with its vector document (stored as checked by drawingDocumentSchema). */
export const drawingPayloadSchema = drawingSummaryPayloadSchema.extend({ document: drawingDocumentSchema });
export type DrawingPayload = z.infer<typeof drawingPayloadSchema>;

/** GET /v1/drawings/:id, POST, PUT and archive: the drawing. */
export const drawingOnePayloadSchema = z.object({ drawing: drawingPayloadSchema });

/** GET /v1/drawings: one page of drawings. */
export const drawingsPagePayloadSchema = z.object({
  drawings: z.array(drawingSummaryPayloadSchema),
  total: z.number(),
  page: z.number(),
  rows: z.number(),
});
export type DrawingsPagePayload = z.infer<typeof drawingsPagePayloadSchema>;
