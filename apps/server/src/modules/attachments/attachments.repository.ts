import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
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

/** Attaches a file wherever another is attached (an annotated photo joins its original on every timeline). */
export async function copyAttachments(
  db: Executor,
  values: { companyId: number; fromFileId: number; toFileId: number; createdBy: number },
) {
  await db.execute(sql`
    insert into ${attachments} (company_id, subject_type, subject_id, file_id, created_by)
    select company_id, subject_type, subject_id, ${values.toFileId}, ${values.createdBy}
    from ${attachments}
    where company_id = ${values.companyId} and file_id = ${values.fromFileId}
    on conflict do nothing`);
}

/** The company's attachments with these ids (the timeline's page). */
export const findAttachmentsByIds = (db: Executor, companyId: number, ids: number[]) =>
  db
    .select()
    .from(attachments)
    .where(and(eq(attachments.companyId, companyId), inArray(attachments.id, ids)));

/** Company reset: erases the company's attachments to the given kinds of record (the files stay). */
export async function eraseCompanyAttachments(tx: Executor, companyId: number, subjectTypes: string[]) {
  await tx
    .delete(attachments)
    .where(and(eq(attachments.companyId, companyId), inArray(attachments.subjectType, subjectTypes)));
}
