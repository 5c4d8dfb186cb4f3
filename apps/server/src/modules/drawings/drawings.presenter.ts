import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type {
  DrawingDocument,
  DrawingPayload,
  DrawingSummaryPayload,
} from '@fieldbook/domain/drawings/drawings.schemas';
import type { ThumbnailSigner } from './drawing-thumbnails';
import type { DrawingWithClient } from './drawings.repository';

/** A drawing in lists and timelines: no document (it can be large). */
export function presentDrawingSummary(
  row: DrawingWithClient,
  timezone: string,
  signer: ThumbnailSigner,
): DrawingSummaryPayload {
  const { drawing } = row;
  const archived = drawing.archivedAt !== null;
  return {
    id: drawing.id,
    title: drawing.title,
    reference_id: drawing.referenceId,
    client_id: drawing.clientId,
    client_name: row.clientName,
    appointment_id: drawing.appointmentId,
    signed_thumbnail_url: signer.url(drawing.companyId, drawing.id, drawing.updatedAt),
    archived,
    can_edit: !archived,
    created_at: formatSqlDate(drawing.createdAt, timezone),
    updated_at: drawing.updatedAt.toISOString(),
  };
}

/** One drawing with its vector document (the editor and the view). */
export function presentDrawing(row: DrawingWithClient, timezone: string, signer: ThumbnailSigner): DrawingPayload {
  return { ...presentDrawingSummary(row, timezone, signer), document: row.drawing.document as DrawingDocument };
}
