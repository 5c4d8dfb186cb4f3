import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { epochMillis } from '../../db/epoch-millis';
import { jsonTuple } from '../../db/json-tuple';
import { attachments } from '../../db/schema/index';

export type AttachmentRow = typeof attachments.$inferSelect;

/** Attaches the files not yet attached to the record; answers the ids newly attached. */
export async function insertAttachments(
  db: Executor,
  values: { companyId: number; subjectType: string; subjectId: number; fileIds: number[]; createdBy: number | null },
): Promise<number[]> {
  if (values.fileIds.length === 0) return [];
  const rows = await db
    .insert(attachments)
    .values(
      values.fileIds.map((fileId) => ({
        companyId: values.companyId,
        subjectType: values.subjectType,
        subjectId: values.subjectId,
        fileId,
        createdBy: values.createdBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ fileId: attachments.fileId });
  return rows.map((row) => row.fileId);
}

const bySubject = (companyId: number, subjectType: string, subjectId: number) =>
  and(
    eq(attachments.companyId, companyId),
    eq(attachments.subjectType, subjectType),
    eq(attachments.subjectId, subjectId),
  );

export async function findAttachment(
  db: Executor,
  companyId: number,
  subjectType: string,
  subjectId: number,
  fileId: number,
) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(bySubject(companyId, subjectType, subjectId), eq(attachments.fileId, fileId)))
    .for('update')
    .limit(1);
  return row;
}

export async function deleteAttachment(db: Executor, companyId: number, id: number) {
  await db.delete(attachments).where(and(eq(attachments.companyId, companyId), eq(attachments.id, id)));
}

export async function setPinned(db: Executor, companyId: number, id: number, isPinned: boolean) {
  await db
    .update(attachments)
    .set({ isPinned })
    .where(and(eq(attachments.companyId, companyId), eq(attachments.id, id)));
}

export const attachmentsOfFiles = (db: Executor, companyId: number, subjectType: string, fileIds: number[]) =>
  fileIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(attachments)
        .where(
          and(
            eq(attachments.companyId, companyId),
            eq(attachments.subjectType, subjectType),
            inArray(attachments.fileId, fileIds),
          ),
        );

/** Attaches a file wherever another is attached, on records of these kinds (an annotated photo joins its original on the timelines its uploader may add to). */
export async function copyAttachments(
  db: Executor,
  values: { companyId: number; fromFileId: number; toFileId: number; createdBy: number; subjectTypes: string[] },
) {
  await db.execute(sql`
    insert into ${attachments} (company_id, subject_type, subject_id, file_id, created_by)
    select company_id, subject_type, subject_id, ${values.toFileId}, ${values.createdBy}
    from ${attachments}
    where company_id = ${values.companyId} and file_id = ${values.fromFileId}
      and subject_type = any(${sql.param(values.subjectTypes)}::text[])
    on conflict do nothing`);
}

/** The company's attachments with these ids (the timeline's page). */
/** What attachmentDetail reads: where the file is attached, and the file as `file` reads it (null: not shown). */
export interface AttachmentDetail<F> {
  subject_type: string;
  subject_id: number;
  is_pinned: boolean;
  /** Epoch milliseconds. */
  created_at: number;
  file: F | null;
}

const attachmentTuple = jsonTuple<AttachmentDetail<unknown>>({
  subject_type: true,
  subject_id: true,
  is_pinned: true,
  created_at: true,
  file: true,
});

/**
 * An attachment as one json AttachmentDetail tuple, or null: a scalar subquery on its id (an SQL
 * expression); `file` is a scalar subquery on the file's id.
 */
export const attachmentDetail = (companyId: number, id: SQL, file: (fileId: SQL) => SQL) => sql`(
  select ${attachmentTuple.build({
    subject_type: attachments.subjectType,
    subject_id: attachments.subjectId,
    is_pinned: attachments.isPinned,
    created_at: epochMillis(attachments.createdAt),
    file: file(sql`${attachments.fileId}`),
  })}
  from ${attachments} where ${attachments.companyId} = ${companyId} and ${attachments.id} = ${id})`;

/** attachmentDetail's value, its file still as `file` built it. */
export const readAttachmentDetail = attachmentTuple.read;

/** Company reset: erases the company's attachments to the given kinds of record (the files stay). */
export async function eraseCompanyAttachments(tx: Executor, companyId: number, subjectTypes: string[]) {
  await tx
    .delete(attachments)
    .where(and(eq(attachments.companyId, companyId), inArray(attachments.subjectType, subjectTypes)));
}
