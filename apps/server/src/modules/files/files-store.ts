import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { FILE_MESSAGES } from '@fieldbook/domain/files/files.schemas';
import { recordsOpenTo } from '@fieldbook/domain/permissions/route-permissions';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Database, Executor } from '../../db/database';
import type { StoredFileContent } from '../../db/schema/index';
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

/** An upload's checked bytes, already in storage: what its files row will record. */
export type StoredContent = StoredFileContent;

/**
 * Attaches a file wherever another is attached, on records of the given kinds only, in the caller's
 * transaction (attachments' copyAttachments).
 */
export type CopyAttachments = (
  tx: Executor,
  values: { companyId: number; fromFileId: number; toFileId: number; createdBy: number; subjectTypes: string[] },
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

export async function removeStoredContent(storage: Storage, content: StoredContent): Promise<void> {
  await storage.delete(content.storageKey);
  if (content.thumbnailKey) await storage.delete(content.thumbnailKey);
}

/**
 * Checks one upload (size, type read from its bytes, image processing) and puts its bytes and thumbnail
 * in the company's storage; answers them, or the message it failed with (then nothing is stored).
 * `imageOnly` is the message for anything but a picture that could be decoded (it got a thumbnail).
 */
export async function putUpload(
  storage: Storage,
  companyId: number,
  candidate: UploadCandidate,
  options: { maxFileSizeMb: number; imageOnly?: string },
): Promise<StoredContent | { message: string }> {
  if (candidate.tooLarge) return { message: MESSAGES.tooLarge(options.maxFileSizeMb) };
  const content = await detectContent(candidate.tempPath, candidate.name);
  if (options.imageOnly && content?.type !== 'IMAGE') return { message: options.imageOnly };
  if (!content) return { message: FILE_MESSAGES.notAllowed };
  const image = content.type === 'IMAGE' ? await processImage(candidate.tempPath, content.ext) : null;
  if (options.imageOnly && !image?.thumbnail) return { message: options.imageOnly };
  const stem = `${companyId}/${randomUUID()}`;
  const named = extensionOf(candidate.name);
  const stored: StoredContent = {
    fileName: named === content.ext ? candidate.name : `${candidate.name}.${content.ext}`,
    fileExtension: content.ext,
    type: content.type,
    mimeType: content.mime,
    size: 0,
    storageKey: `${stem}.${content.ext}`,
    thumbnailKey: image?.thumbnail ? `${stem}-thumb.webp` : null,
    width: image?.width ?? null,
    height: image?.height ?? null,
  };
  try {
    stored.size = await storage.put(
      stored.storageKey,
      image?.body ? Readable.from([image.body]) : createReadStream(candidate.tempPath),
    );
    if (stored.thumbnailKey && image?.thumbnail)
      await storage.put(stored.thumbnailKey, Readable.from([image.thumbnail]));
  } catch (error) {
    await removeStoredContent(storage, stored);
    throw error;
  }
  return stored;
}

/** The files row of stored content (visible to everyone in the company); `createdBy` null for a visitor's. */
export function insertStoredFile(
  tx: Executor,
  values: { companyId: number; createdBy: number | null; categoryId?: number | null; isPublic?: boolean },
  content: StoredContent,
  annotatedFromFileId: number | null = null,
) {
  return repo.insertFile(tx, {
    ...content,
    companyId: values.companyId,
    title: null,
    description: null,
    categoryId: values.categoryId ?? null,
    visibility: 'EVERYONE',
    isPublic: values.isPublic ?? false,
    searchText: content.fileName.toLowerCase(),
    createdBy: values.createdBy,
    annotatedFromFileId,
  });
}

/**
 * Checks one uploaded file and stores it with its row; answers its id, or the message it failed
 * with. On an error nothing of it is left in storage.
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
    const stored = await putUpload(storage, auth.companyId, candidate, { maxFileSizeMb: deps.maxFileSizeMb() });
    if ('message' in stored) return stored;
    try {
      const row = await dbx.transaction(async (tx) => {
        await assertTrialSlot(tx, auth.companyId, 'file', (dbx) => repo.countFiles(dbx, auth.companyId));
        const from = options.annotatedFrom ?? null;
        const inserted = await insertStoredFile(
          tx,
          {
            companyId: auth.companyId,
            createdBy: auth.userId,
            categoryId: options.categoryId,
            isPublic: options.isPublic,
          },
          stored,
          from?.fileId ?? null,
        );
        if (from) {
          await from.copyAttachments(tx, {
            companyId: auth.companyId,
            fromFileId: from.fileId,
            toFileId: inserted.id,
            createdBy: auth.userId,
            // Only the records the uploader may add files to: not a licence or staff record they cannot open.
            subjectTypes: recordsOpenTo(auth.permissions),
          });
        }
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'file_uploaded',
          subjectType: 'file',
          subjectId: inserted.id,
          description: `Uploaded ${stored.fileName}`,
        });
        return inserted;
      });
      return { id: row.id };
    } catch (error) {
      await removeStoredContent(storage, stored);
      throw error;
    }
  };
}
