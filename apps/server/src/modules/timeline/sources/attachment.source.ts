import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { attachments, files } from '../../../db/schema/index';
import { formatSqlDate } from '../../../http/dates';
import { visibleSubjectTypes } from '../../attachments/attachments.service';
import { visibleTo } from '../../files/files.repository';
import { type FilesService, viewerOf } from '../../files/files.service';
import type { TimelineSource } from '../timeline.types';

/**
 * The files attached to the record that the user may see (a MYSELF file attached to a record the user
 * can see is visible: files.repository's visibleTo); searched by title and file name. The entry's id
 * is the file's; entry_id is the attachment's.
 */
export const attachmentSource = (filesService: FilesService): TimelineSource => ({
  type: 'attachment',
  rows: (subject, auth) => {
    // Checked only when the user could not see every file attached to this kind of record anyway.
    const visible = visibleSubjectTypes(auth.permissions).includes(subject.type)
      ? sql``
      : sql`and ${visibleTo(viewerOf(auth))}`;
    // The file is joined laterally (LIMIT 1 keeps it from being flattened into a join the planner may
    // reorder), so the attachments index drives and a newest-first probe stops at its first match.
    return sql`
      select 'attachment'::text as timeline_type, ${attachments.id} as entry_id, ${attachments.createdAt} as at,
             ${attachments.isPinned} as pinned, f.search_text, false as collated
      from ${attachments}
      cross join lateral (
        select coalesce(${files.title}, '') || ' ' || ${files.fileName} as search_text from ${files}
        where ${files.companyId} = ${attachments.companyId} and ${files.id} = ${attachments.fileId} ${visible}
        limit 1) f
      where ${attachments.companyId} = ${subject.companyId} and ${attachments.subjectType} = ${subject.type}
        and ${attachments.subjectId} = ${subject.id}`;
  },
  async hydrate(db, { auth, subject, timezone }, ids) {
    const rows = await db
      .select()
      .from(attachments)
      .where(and(eq(attachments.companyId, subject.companyId), inArray(attachments.id, ids)));
    const presented = new Map(
      (
        await filesService.presentIds(
          auth,
          rows.map((row) => row.fileId),
        )
      ).map((file) => [file.id, file]),
    );
    const entries = new Map<number, TimelineEntry>();
    for (const row of rows) {
      const file = presented.get(row.fileId);
      if (!file) continue;
      entries.set(row.id, {
        id: file.id,
        title: file.title,
        file_name: file.file_name,
        file,
        key: 'attachments',
        timeline_type: 'attachment',
        timeline_date: formatSqlDate(row.createdAt, timezone),
        timeline_pinned: row.isPinned,
      });
    }
    return entries;
  },
});
