import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { formatSqlDate } from '../../http/dates';
import type { FilesService } from '../files/files.service';
import type { AttachmentTimelineItem } from '../timeline/timeline.service';
import type { AttachmentsService } from './attachments.service';

/** A record's attachments as timeline items, each file presented for the viewer. */
export async function attachmentTimelineItems(
  db: Executor,
  attachments: AttachmentsService,
  files: FilesService,
  auth: AuthContext,
  subjectId: number,
  timezone: string,
): Promise<AttachmentTimelineItem[]> {
  const rows = await attachments.list(db, auth.companyId, subjectId);
  const presented = new Map(
    (
      await files.presentIds(
        auth,
        rows.map((row) => row.fileId),
      )
    ).map((f) => [f.id, f]),
  );
  return rows.flatMap((row) => {
    const file = presented.get(row.fileId);
    return file ? [{ file, isPinned: row.isPinned, attachedAt: formatSqlDate(row.createdAt, timezone) }] : [];
  });
}
