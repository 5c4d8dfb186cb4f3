import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { FILE_MESSAGES } from '@fieldbook/domain/files/files.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Database, Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import type { Storage } from '../../storage/storage';
import { recordActivity } from '../activity/index';
import { assertTrialSlot } from '../company/index';
import { detectContent, extensionOf, processImage } from './file-content';
import * as repo from './files.repository';

export interface UploadCandidate {
  /** The name the uploader gave (already reduced to a base name). */
  name: string;
  /** Where the bytes wait on disk until they are checked. */
  tempPath: string;
  /** True when the file was larger than max_file_size (its bytes were cut off). */
  tooLarge: boolean;
}

/** Attaches a file wherever another is attached, in the caller's transaction (attachments' copyAttachments). */
export type CopyAttachments = (
  tx: Executor,
  values: { companyId: number; fromFileId: number; toFileId: number; createdBy: number },
) => Promise<void>;

export interface UploadOptions {
  categoryId: number | null;
  isPublic: boolean;
  /**
   * Photo annotation: the company's IMAGE this upload was drawn on (checked by the caller), and how the
   * upload joins it on every record it is attached to (attachments sit above files, so it is handed in).
   */
  annotatedFrom?: { fileId: number; copyAttachments: CopyAttachments } | null;
}

/** A display name without folders, control characters or a leading dot, at most 200 characters. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .replace(/^\.+/, '')
    .trim();
  return (clean || 'file').slice(-200);
}

/**
 * Checks one uploaded file (size, type from its bytes, image processing) and stores it with its row;
 * answers its id, or the message it failed with. On an error nothing of it is left in storage.
 */
export function createFileStore(deps: { db: Database; storage: Storage; maxFileSizeMb: () => number }) {
  const { db, storage } = deps;
  return async function storeOne(
    auth: AuthContext,
    candidate: UploadCandidate,
    options: UploadOptions,
    /** The database, or the transaction of a keyed upload (each file then commits with its key). */
    dbx: Executor = db,
  ): Promise<{ id: number } | { message: string }> {
    if (candidate.tooLarge) return { message: MESSAGES.tooLarge(deps.maxFileSizeMb()) };
    const content = await detectContent(candidate.tempPath, candidate.name);
    if (!content) return { message: FILE_MESSAGES.notAllowed };
    const image = content.type === 'IMAGE' ? await processImage(candidate.tempPath, content.ext) : null;
    const stem = `${auth.companyId}/${randomUUID()}`;
    const storageKey = `${stem}.${content.ext}`;
    const thumbnailKey = image?.thumbnail ? `${stem}-thumb.webp` : null;
    const named = extensionOf(candidate.name);
    const fileName = named === content.ext ? candidate.name : `${candidate.name}.${content.ext}`;
    try {
      const size = await storage.put(
        storageKey,
        image?.body ? Readable.from([image.body]) : createReadStream(candidate.tempPath),
      );
      if (thumbnailKey && image?.thumbnail) await storage.put(thumbnailKey, Readable.from([image.thumbnail]));
      const row = await dbx.transaction(async (tx) => {
        await assertTrialSlot(tx, auth.companyId, 'file', (dbx) => repo.countFiles(dbx, auth.companyId));
        const inserted = await repo.insertFile(tx, {
          companyId: auth.companyId,
          title: null,
          description: null,
          categoryId: options.categoryId,
          visibility: 'EVERYONE',
          fileName,
          fileExtension: content.ext,
          type: content.type,
          mimeType: content.mime,
          size,
          storageKey,
          thumbnailKey,
          width: image?.width ?? null,
          height: image?.height ?? null,
          isPublic: options.isPublic,
          searchText: fileName.toLowerCase(),
          createdBy: auth.userId,
          annotatedFromFileId: options.annotatedFrom?.fileId ?? null,
        });
        if (options.annotatedFrom) {
          await options.annotatedFrom.copyAttachments(tx, {
            companyId: auth.companyId,
            fromFileId: options.annotatedFrom.fileId,
            toFileId: inserted.id,
            createdBy: auth.userId,
          });
        }
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'file_uploaded',
          subjectType: 'file',
          subjectId: inserted.id,
          description: `Uploaded ${fileName}`,
        });
        return inserted;
      });
      return { id: row.id };
    } catch (error) {
      await storage.delete(storageKey);
      if (thumbnailKey) await storage.delete(thumbnailKey);
      throw error;
    }
  };
}
