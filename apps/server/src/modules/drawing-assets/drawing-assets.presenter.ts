import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { DrawingAssetKind } from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import { placedSize } from '@fieldbook/domain/drawing-assets/drawing-assets.rules';
import type { DrawingAssetPayload } from '@fieldbook/domain/drawing-assets/drawing-assets.schemas';
import { createVersionedLinkSigner, type VersionedLinkSigner } from '../../http/versioned-links';
import type { DrawingAssetRow } from './drawing-assets.repository';

/**
 * Signed links to an asset's image (GET /v1/drawings/assets/raw/:token). Its bytes never change, so
 * the version is when it was made and the link stays cacheable across renames and pins.
 */
export const createAssetSigner = (appSecret: string) =>
  createVersionedLinkSigner(appSecret, 'drawing assets', '/v1/drawings/assets/raw');

export function presentAsset(row: DrawingAssetRow, timezone: string, signer: VersionedLinkSigner): DrawingAssetPayload {
  const kind = row.kind as DrawingAssetKind;
  const placed = placedSize({ kind, width: row.width, height: row.height });
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    kind,
    width: row.width,
    height: row.height,
    placed_width: placed.width,
    placed_height: placed.height,
    is_pinned: row.isPinned,
    archived: row.archivedAt !== null,
    prefill_key: row.prefillKey,
    signed_url: signer.url(row.companyId, row.id, row.createdAt),
    created_at: formatSqlDate(row.createdAt, timezone),
    updated_at: row.updatedAt.toISOString(),
  };
}
