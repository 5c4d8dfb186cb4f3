import { blankToNull, positiveId, queryFlag } from '../http/schema-helpers';
import { z } from '../zod';
import {
  DRAWING_ASSET_CATEGORY_MAX,
  DRAWING_ASSET_MESSAGES,
  DRAWING_ASSET_NAME_MAX,
  type DrawingAssetKind,
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
export interface DrawingAssetPayload {
  id: number;
  name: string;
  category: string | null;
  kind: DrawingAssetKind;
  width: number;
  height: number;
  /** The size it is first placed at (placedSize). */
  placed_width: number;
  placed_height: number;
  is_pinned: boolean;
  archived: boolean;
  prefill_key: string | null;
  signed_url: string;
  created_at: string;
  updated_at: string;
}

/** One ready-made asset of the catalogue (GET /v1/drawings/assets/prefills). */
export interface DrawingAssetPrefill {
  key: string;
  name: string;
  category: string;
  width: number;
  height: number;
  /** The SVG itself (a few hundred bytes), shown as a data URL. */
  svg: string;
  /** Whether the company already has it among its assets (archived ones included). */
  added: boolean;
}
