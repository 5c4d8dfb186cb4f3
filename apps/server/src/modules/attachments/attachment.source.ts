import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { TimelineEntry } from '@fieldbook/domain/timeline/timeline.schemas';
import { type SQL, sql } from 'drizzle-orm';
import { fromEpochMillis } from '../../db/epoch-millis';
import { attachments, files } from '../../db/schema/index';
import {
  type FileDetail,
  type FilesService,
  fileDetail,
  readFileDetail,
  viewerOf,
  visibleSubjectTypes,
  visibleTo,
} from '../files/index';
import type { TimelineSource } from '../timeline/index';
import { isCollated } from '../timeline/index';
import { type AttachmentDetail, attachmentDetail, readAttachmentDetail } from './attachments.repository';

/**
 * The files attached to the record that the user may see (a MYSELF file attached to a record the user
 * can see is visible: files.repository's visibleTo); searched by title and file name. The entry's id
 * is the file's; entry_id is the attachment's. Collated: the files of its linked records (its
 * appointments), never pinned here, with timeline_morph naming one.
 */
export const attachmentSource = (filesService: FilesService): TimelineSource => ({
  type: 'attachment',
  // The triggers count every attachment: only for a user who sees every file attached to this kind of record.
  kept: (auth, subject) => visibleSubjectTypes(auth.permissions).includes(subject.type),
  rows: (subject, auth, _timezone, links, searching) => {
    // Without a search the file is joined laterally (LIMIT 1 keeps it from being flattened into a join the
    // planner may reorder), so the attachments index drives and a newest-first probe stops at its first match.
    const attached = (subjectType: string, where: SQL, pinned: SQL, collated: boolean) => {
      // Checked only when the user could not see every file attached to this kind of record anyway.
      const seesAll = visibleSubjectTypes(auth.permissions).includes(subjectType);
      if (seesAll && !searching) {
        // Nothing to read from the file (it exists: the foreign key cascades), so counting a record's
        // thousands of attachments probes no file.
        return sql`
      select 'attachment'::text as timeline_type, ${attachments.id} as entry_id, ${attachments.createdAt} as at,
             ${pinned} as pinned, null::text as search_text, ${sql.raw(String(collated))} as collated
      from ${attachments}
      where ${attachments.companyId} = ${subject.companyId} and ${attachments.subjectType} = ${subjectType}
        and ${where}`;
      }
      const visible = seesAll ? sql`` : sql`and ${visibleTo(viewerOf(auth))}`;
      if (searching) {
        // A search reads every match at once (no newest-first probe): a plain join lets the planner
        // read the files in one pass instead of probing one per attachment.
        return sql`
      select 'attachment'::text as timeline_type, ${attachments.id} as entry_id, ${attachments.createdAt} as at,
             ${pinned} as pinned, f.search_text, ${sql.raw(String(collated))} as collated
      from ${attachments}
      join (
        select ${files.companyId} as company_id, ${files.id} as id,
               coalesce(${files.title}, '') || ' ' || ${files.fileName} as search_text
        from ${files} where ${files.companyId} = ${subject.companyId} ${visible}) f
        on f.company_id = ${attachments.companyId} and f.id = ${attachments.fileId}
      where ${attachments.companyId} = ${subject.companyId} and ${attachments.subjectType} = ${subjectType}
        and ${where}`;
      }
      return sql`
      select 'attachment'::text as timeline_type, ${attachments.id} as entry_id, ${attachments.createdAt} as at,
             ${pinned} as pinned, f.search_text, ${sql.raw(String(collated))} as collated
      from ${attachments}
      cross join lateral (
        select coalesce(${files.title}, '') || ' ' || ${files.fileName} as search_text from ${files}
        where ${files.companyId} = ${attachments.companyId} and ${files.id} = ${attachments.fileId} ${visible}
        limit 1) f
      where ${attachments.companyId} = ${subject.companyId} and ${attachments.subjectType} = ${subjectType}
        and ${where}`;
    };
    const own = attached(
      subject.type,
      sql`${attachments.subjectId} = ${subject.id}`,
      sql`${attachments.isPinned}`,
      false,
    );
    if (!links) return own;
    return sql`${own} union all ${attached(links.subjectType, sql`${attachments.subjectId} in (${links.ids})`, sql`false`, true)}`;
  },
  details: {
    read: (subject, auth, id) =>
      attachmentDetail(subject.companyId, id, (fileId) => fileDetail(subject.companyId, fileId, viewerOf(auth))),
    async present({ auth, subject, timezone, morphs: morphsOf }, details) {
      const read = new Map<number, AttachmentDetail<FileDetail>>();
      for (const [id, cells] of details) {
        const row = readAttachmentDetail(cells);
        read.set(id, Object.assign(row, { file: row.file === null ? null : readFileDetail(row.file) }));
      }
      const origin = (row: AttachmentDetail<FileDetail>) => ({
        subjectType: row.subject_type,
        subjectId: row.subject_id,
      });
      const collated = [...read.values()].filter((row) => isCollated(subject, origin(row)));
      const morphs = collated.length ? await morphsOf(collated.map((row) => row.subject_id)) : new Map();
      const entries = new Map<number, TimelineEntry>();
      for (const [id, row] of read) {
        const morph = isCollated(subject, origin(row)) ? morphs.get(row.subject_id) : undefined;
        if (!row.file || (isCollated(subject, origin(row)) && !morph)) continue;
        const file = filesService.presentDetail(auth, row.file, timezone);
        entries.set(id, {
          id: file.id,
          title: file.title,
          file_name: file.file_name,
          file,
          key: 'attachments',
          timeline_type: 'attachment',
          timeline_date: formatSqlDate(fromEpochMillis(row.created_at), timezone),
          timeline_pinned: morph ? false : row.is_pinned,
          ...(morph ? { timeline_morph: morph } : {}),
        });
      }
      return entries;
    },
  },
});
