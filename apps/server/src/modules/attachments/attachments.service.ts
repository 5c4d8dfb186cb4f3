import { FILE_MESSAGES } from '@fieldbook/domain/files/files.schemas';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { type KeyedChange, once } from '../idempotency/index';
import * as repo from './attachments.repository';

export interface AttachmentActor {
  companyId: number;
  userId: number;
}

/**
 * Files attached to one kind of record. The caller has checked the record exists in the company and
 * that the actor may see each file. Delete and pin name the attachment by its record and file id.
 */
export function createAttachmentsService(subjectType: string) {
  const log = (tx: Executor, actor: AttachmentActor, action: string, subjectId: number, description: string) =>
    recordActivity(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action,
      subjectType,
      subjectId,
      description,
    });

  async function mustFind(tx: Executor, actor: AttachmentActor, subjectId: number, fileId: number) {
    const row = await repo.findAttachment(tx, actor.companyId, subjectType, subjectId, fileId);
    if (!row) throw notFound(FILE_MESSAGES.attachmentNotFound);
    return row;
  }

  return {
    subjectType,

    /** Once per key (a file already attached stays as it is either way; the key spares the log a repeat). */
    save: (db: Database, actor: AttachmentActor, subjectId: number, fileIds: number[], keyed: KeyedChange) =>
      db.transaction((tx) =>
        once(tx, keyed, async () => {
          const added = await repo.insertAttachments(tx, {
            companyId: actor.companyId,
            subjectType,
            subjectId,
            fileIds: [...new Set(fileIds)],
            createdBy: actor.userId,
          });
          if (added.length > 0) {
            await log(tx, actor, 'attachments_added', subjectId, `Attached ${added.length} file(s)`);
          }
          return added;
        }),
      ),

    remove: (db: Database, actor: AttachmentActor, subjectId: number, fileId: number) =>
      db.transaction(async (tx) => {
        const row = await mustFind(tx, actor, subjectId, fileId);
        await repo.deleteAttachment(tx, actor.companyId, row.id);
        await log(tx, actor, 'attachment_removed', subjectId, 'Removed an attachment');
      }),

    pin: (db: Database, actor: AttachmentActor, subjectId: number, fileId: number, pinned: boolean) =>
      db.transaction(async (tx) => {
        const row = await mustFind(tx, actor, subjectId, fileId);
        await repo.setPinned(tx, actor.companyId, row.id, pinned);
        await log(
          tx,
          actor,
          pinned ? 'attachment_pinned' : 'attachment_unpinned',
          subjectId,
          pinned ? 'Pinned an attachment' : 'Unpinned an attachment',
        );
      }),
  };
}
export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
