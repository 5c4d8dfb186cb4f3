import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  FILE_MESSAGES,
  type FileDetailsBody,
  type FilePayload,
  type FileSearchQuery,
  type FileType,
  type FileVisibility,
} from '@fieldbook/domain/files/files.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { formatSqlDate } from '../../http/dates';
import { conflict, fieldError, forbidden, notFound } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { recordActivity } from '../activity/activity.service';
import { visibleSubjectTypes } from '../attachments/attachments.service';
import { getCompany } from '../company/company.service';
import { detectContent, extensionOf, processImage } from './file-content';
import * as repo from './files.repository';
import { createLinkSigner, type LinkVariant } from './signed-links';

export interface UploadCandidate {
  /** The name the uploader gave (already reduced to a base name). */
  name: string;
  /** Where the bytes wait on disk until they are checked. */
  tempPath: string;
  /** True when the file was larger than max_file_size (its bytes were cut off). */
  tooLarge: boolean;
}

export interface UploadOptions {
  categoryId: number | null;
  isPublic: boolean;
}

export const viewerOf = (auth: AuthContext): repo.Viewer => ({
  companyId: auth.companyId,
  userId: auth.userId,
  canAccessFiles: auth.permissions.includes('canAccessFiles'),
  canManageFiles: auth.permissions.includes('canManageFiles'),
  visibleSubjectTypes: visibleSubjectTypes(auth.permissions),
});

/** A display name without folders, control characters or a leading dot, at most 200 characters. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .replace(/^\.+/, '')
    .trim();
  return (clean || 'file').slice(-200);
}

export function createFilesService(deps: {
  db: Database;
  config: Config;
  storage: Storage;
  maxFileSizeMb: () => number;
}) {
  const { db, storage } = deps;
  const signer = createLinkSigner(deps.config.appSecret);
  const link = (companyId: number, fileId: number, variant: LinkVariant) =>
    `/v1/files/${variant}/${signer.sign({ companyId, fileId, variant })}`;

  function present(auth: AuthContext, row: repo.FileWithExtras, timezone: string): FilePayload {
    const { file } = row;
    const mayChange = file.createdBy === auth.userId || auth.permissions.includes('canManageFiles');
    return {
      id: file.id,
      title: file.title,
      description: file.description,
      category_id: file.categoryId,
      category: file.categoryId && row.categoryName ? { id: file.categoryId, name: row.categoryName } : null,
      visibility: file.visibility as FileVisibility,
      file_name: file.fileName,
      file_extension: file.fileExtension,
      type: file.type as FileType,
      total_file_size: file.size,
      mime_type: file.mimeType,
      signed_url: link(file.companyId, file.id, 'raw'),
      signed_thumbnail_url: file.thumbnailKey ? link(file.companyId, file.id, 'thumb') : null,
      dimensions: file.width && file.height ? { width: file.width, height: file.height } : null,
      attachments_count: Number(row.attachmentsCount),
      created_at: formatSqlDate(file.createdAt, timezone),
      user:
        file.createdBy !== null
          ? { id: file.createdBy, name: [row.firstName, row.lastName].filter(Boolean).join(' ') }
          : null,
      can_edit: mayChange,
      can_delete: mayChange,
    };
  }

  const timezoneOf = async (companyId: number) => (await getCompany(db, companyId)).timezone;

  /** The files with these ids the viewer may see, presented, in the order asked. */
  async function presentIds(auth: AuthContext, ids: number[]): Promise<FilePayload[]> {
    const rows = await repo.findFiles(db, auth.companyId, ids, viewerOf(auth));
    const timezone = await timezoneOf(auth.companyId);
    const byId = new Map(rows.map((row) => [row.file.id, present(auth, row, timezone)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function mustSee(auth: AuthContext, id: number): Promise<FilePayload> {
    const [file] = await presentIds(auth, [id]);
    if (!file) throw notFound(FILE_MESSAGES.notFound);
    return file;
  }

  async function mustChange(auth: AuthContext, id: number) {
    const file = await mustSee(auth, id);
    if (!file.can_edit) throw forbidden();
    return file;
  }

  async function assertCategory(companyId: number, categoryId: number | null | undefined, field = 'category_id') {
    if (categoryId == null) return;
    if (!(await repo.findCategory(db, companyId, categoryId))) throw fieldError(field, FILE_MESSAGES.categoryNotFound);
  }

  /** Checks one uploaded file and stores it; answers its id, or the message it failed with. */
  async function storeOne(
    auth: AuthContext,
    candidate: UploadCandidate,
    options: UploadOptions,
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
      const row = await db.transaction(async (tx) => {
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
        });
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
  }

  return {
    signer,
    presentIds,
    mustSee,
    assertCategory,

    /** Every candidate through the same checks; the caller removes the temporary files. */
    async storeAll(auth: AuthContext, candidates: UploadCandidate[], options: UploadOptions) {
      const stored: number[] = [];
      const failed: { name: string; message: string }[] = [];
      for (const candidate of candidates) {
        const result = await storeOne(auth, candidate, options);
        if ('id' in result) stored.push(result.id);
        else failed.push({ name: candidate.name, message: result.message });
      }
      return { files: await presentIds(auth, stored), failed };
    },

    async search(auth: AuthContext, query: FileSearchQuery) {
      const staff = [...(query['staff[]'] ?? []), ...(query.staff ?? [])];
      const { rows, total } = await repo.searchFiles(db, viewerOf(auth), {
        filter: query.filter,
        categoryId:
          query.category === undefined ? undefined : query.category === -1 ? undefined : query.category || null,
        type: query.type || undefined,
        staff,
        extension: query.extension,
        page: query.page,
        rows: query.rows,
        sort: query.sort,
      });
      const timezone = await timezoneOf(auth.companyId);
      return { files: rows.map((row) => present(auth, row, timezone)), total, page: query.page, rows: query.rows };
    },

    async updateDetails(auth: AuthContext, body: FileDetailsBody) {
      const current = await mustChange(auth, body.id);
      await assertCategory(auth.companyId, body.category_id);
      const title = body.title === undefined ? current.title : body.title || null;
      const description = body.description === undefined ? current.description : body.description || null;
      await db.transaction(async (tx) => {
        await repo.updateFile(tx, auth.companyId, body.id, {
          title,
          description,
          ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
          ...(body.visibility ? { visibility: body.visibility } : {}),
          searchText: [title, description, current.file_name].filter(Boolean).join(' ').toLowerCase(),
        });
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'file_updated',
          subjectType: 'file',
          subjectId: body.id,
          description: 'Updated file details',
        });
      });
      return mustSee(auth, body.id);
    },

    async toggleVisibility(auth: AuthContext, id: number) {
      const current = await mustChange(auth, id);
      const visibility: FileVisibility = current.visibility === 'EVERYONE' ? 'MYSELF' : 'EVERYONE';
      await db.transaction(async (tx) => {
        await repo.updateFile(tx, auth.companyId, id, { visibility });
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'file_visibility',
          subjectType: 'file',
          subjectId: id,
          description: `Set file visibility to ${visibility}`,
        });
      });
      return mustSee(auth, id);
    },

    async remove(auth: AuthContext, id: number) {
      const current = await mustSee(auth, id);
      if (!current.can_delete) throw forbidden();
      const row = await repo.findFileRow(db, auth.companyId, id);
      if (!row) throw notFound(FILE_MESSAGES.notFound);
      await db.transaction(async (tx) => {
        await repo.deleteFile(tx, auth.companyId, id);
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'file_deleted',
          subjectType: 'file',
          subjectId: id,
          description: `Deleted ${row.fileName}`,
        });
      });
      await storage.delete(row.storageKey);
      if (row.thumbnailKey) await storage.delete(row.thumbnailKey);
    },

    categories: (auth: AuthContext) => repo.listCategories(db, auth.companyId),

    async createCategory(auth: AuthContext, name: string) {
      if (await repo.findCategoryByName(db, auth.companyId, name))
        throw fieldError('name', FILE_MESSAGES.categoryExists);
      try {
        return await repo.insertCategory(db, auth.companyId, name);
      } catch (error) {
        if (String((error as { cause?: { code?: string } }).cause?.code ?? '') === '23505') {
          throw conflict(FILE_MESSAGES.categoryExists);
        }
        throw error;
      }
    },

    /** The stored bytes a genuine link points at, or null (tampered, expired, deleted). */
    async open(token: string, variant: LinkVariant) {
      const claims = signer.verify(token, variant);
      if (!claims) return null;
      const row = await repo.findFileRow(db, claims.companyId, claims.fileId);
      const key = variant === 'thumb' ? row?.thumbnailKey : row?.storageKey;
      if (!row || !key || !(await storage.exists(key))) return null;
      return { row, stream: await storage.get(key) };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;

/** The files service on the app's database, storage and limits (for other modules' routes too). */
export const filesServiceOf = (app: FastifyInstance) =>
  createFilesService({
    db: app.db,
    config: app.config,
    storage: app.storage,
    maxFileSizeMb: () => app.system.limits().max_file_size,
  });
