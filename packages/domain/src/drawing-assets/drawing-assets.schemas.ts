import { blankToNull, positiveId, queryFlag } from '../http/schema-helpers';
import { z } from '../zod';
import {
  DRAWING_ASSET_CATEGORY_MAX,
  DRAWING_ASSET_KINDS,
  DRAWING_ASSET_MESSAGES,
  DRAWING_ASSET_NAME_MAX,
} from './drawing-assets.constants';

/** GET /v1/drawings/assets/:id and its siblings name the asset in the path. */
export const drawingAssetIdParamsSchema = z.object({ id: positiveId });

/** GET /v1/drawings/assets: search name and category, pinned first, archived too, a page at a time. */
export const drawingAssetsListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  pinned: queryFlag.optional(),
  archived: queryFlag.optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
});
export type DrawingAssetsListQuery = z.infer<typeof drawingAssetsListQuerySchema>;

export const drawingAssetName = z
  .string({ error: DRAWING_ASSET_MESSAGES.nameRequired })
  .trim()
  .min(1, DRAWING_ASSET_MESSAGES.nameRequired)
  .max(DRAWING_ASSET_NAME_MAX, DRAWING_ASSET_MESSAGES.nameTooLong);

export const drawingAssetCategory = z.preprocess(
  blankToNull,
  z.string().trim().max(DRAWING_ASSET_CATEGORY_MAX, DRAWING_ASSET_MESSAGES.categoryTooLong).nullish(),
);

/** The text fields of an upload (multipart fields, checked once the file has been read). */
export const drawingAssetUploadFieldsSchema = z.object({
  name: drawingAssetName,
  category: drawingAssetCategory,
});

/** PUT /v1/drawings/assets/:id. */
export const updateDrawingAssetBodySchema = z.object({ name: drawingAssetName, category: drawingAssetCategory });
export type UpdateDrawingAssetBody = z.infer<typeof updateDrawingAssetBodySchema>;

/** POST /v1/drawings/assets/:id/pin. */
export const pinDrawingAssetBodySchema = z.object({ pinned: z.boolean() });

/** POST /v1/drawings/assets/prefills: adds one of the ready-made assets to the company's. */
export const addPrefillBodySchema = z.object({
  key: z.string({ error: DRAWING_ASSET_MESSAGES.prefillNotFound }).trim().min(1).max(40),
});

/** An asset as the API answers it. */
export const drawingAssetPayloadSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string().nullable(),
  kind: z.enum(DRAWING_ASSET_KINDS),
  width: z.number(),
  height: z.number(),
  /** The size it is first placed at (placedSize). */
  placed_width: z.number(),
  placed_height: z.number(),
  is_pinned: z.boolean(),
  archived: z.boolean(),
  prefill_key: z.string().nullable(),
  signed_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DrawingAssetPayload = z.infer<typeof drawingAssetPayloadSchema>;

/** GET, POST, PUT, pin and archive of one asset. */
export const drawingAssetOnePayloadSchema = z.object({ asset: drawingAssetPayloadSchema });

/** GET /v1/drawings/assets: a page of assets. */
export const drawingAssetsPagePayloadSchema = z.object({
  assets: z.array(drawingAssetPayloadSchema),
  total: z.number(),
  page: z.number(),
  rows: z.number(),
});
export type DrawingAssetsPagePayload = z.infer<typeof drawingAssetsPagePayloadSchema>;

/** One ready-made asset of the catalogue (GET /v1/drawings/assets/prefills). */
export const drawingAssetPrefillSchema = z.object({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  width: z.number(),
  height: z.number(),
  /** The SVG itself (a few hundred bytes), shown as a data URL. */
  svg: z.string(),
  /** Whether the company already has it among its assets (archived ones included). */
  added: z.boolean(),
});
export type DrawingAssetPrefill = z.infer<typeof drawingAssetPrefillSchema>;

export const drawingAssetPrefillsPayloadSchema = z.object({ prefills: z.array(drawingAssetPrefillSchema) });
