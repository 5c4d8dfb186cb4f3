import {
  FILE_MESSAGES,
  type FileDetailsBody,
  type FilePayload,
  type FileSearchQuery,
  type FileVisibility,
} from '@fieldbook/domain/files/files.schemas';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, forbidden, notFound } from '../../http/http-error';
import { type Storage, StorageNotFoundError } from '../../storage/storage';
import { recordActivity } from '../activity/index';
import { companyTimezone, isTrialLimitError } from '../company/index';
import * as repo from './files.repository';
import { createFilePresenter } from './files-present';
import { createFileStore, type UploadCandidate, type UploadOptions } from './files-store';
import { createLinkSigner, type LinkVariant } from './signed-links';

/**
 * Which permission lets a user see a kind of record: a file attached to such a record is visible to
 * them even when its visibility is MYSELF (it shows on the record's timeline).
 */
const ATTACHMENT_SUBJECT_ACCESS: Record<string, PermissionKey> = {
  client: 'canAccessClients',
  user: 'canManageUsers',
  licence: 'canManageUsers',
  appointment: 'canAccessCalendar',
};

export const visibleSubjectTypes = (permissions: readonly PermissionKey[]) =>
  Object.entries(ATTACHMENT_SUBJECT_ACCESS)
    .filter(([, key]) => permissions.includes(key))
    .map(([type]) => type);

export const viewerOf = (auth: AuthContext): repo.Viewer => ({
  companyId: auth.companyId,
  userId: auth.userId,
  canAccessFiles: auth.permissions.includes('canAccessFiles'),
  canManageFiles: auth.permissions.includes('canManageFiles'),
  visibleSubjectTypes: visibleSubjectTypes(auth.permissions),
});

export function createFilesService(deps: {
  db: Database;
  config: Config;
  storage: Storage;
  maxFileSizeMb: () => number;
}) {
  const { db, storage } = deps;
  const signer = createLinkSigner(deps.config.appSecret);
  const present = createFilePresenter(signer);
  const storeOne = createFileStore(deps);
  const timezoneOf = (auth: AuthContext) => companyTimezone(db, auth);

  /** The files with these ids the viewer may see, presented, in the order asked. */
  async function presentIds(auth: AuthContext, ids: number[]): Promise<FilePayload[]> {
    const rows = await repo.findFiles(db, auth.companyId, ids, viewerOf(auth));
    const timezone = await timezoneOf(auth);
    const byId = new Map(rows.map((row) => [row.file.id, present(auth, row, timezone)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** A file fileDetail read (in the caller's statement), presented. */
  const presentDetail = (auth: AuthContext, detail: repo.FileDetail, timezone: string): FilePayload =>
    present(auth, repo.presentableFile(detail), timezone);

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

  /** An annotation's original: one of the company's IMAGE files the uploader may see, else 422 on `field`. */
  async function assertAnnotatable(auth: AuthContext, fileId: number | null, field = 'annotated_from_file_id') {
    if (fileId === null) return;
    const [row] = await repo.findFiles(db, auth.companyId, [fileId], viewerOf(auth));
    if (!row) throw fieldError(field, FILE_MESSAGES.annotatedFromNotFound);
    if (row.file.type !== 'IMAGE') throw fieldError(field, FILE_MESSAGES.annotatedFromNotImage);
  }

  return {
    signer,
    presentIds,
    presentDetail,
    mustSee,
    assertCategory,
    assertAnnotatable,

    /**
     * Every candidate through the same checks, on the database or in the caller's transaction `dbx`;
     * answers the stored files' ids (to present once committed). The caller removes the temporary files.
     */
    async storeAll(auth: AuthContext, candidates: UploadCandidate[], options: UploadOptions, dbx: Executor = db) {
      const stored: number[] = [];
      const failed: { name: string; message: string }[] = [];
      for (const candidate of candidates) {
        let result: Awaited<ReturnType<typeof storeOne>>;
        try {
          result = await storeOne(auth, candidate, options, dbx);
        } catch (error) {
          // Past the trial limit: the whole upload is refused when nothing of it was stored, else the
          // rest of it fails with the limit's message beside the files that were.
          if (!isTrialLimitError(error) || stored.length === 0) throw error;
          result = { message: error.message };
        }
        if ('id' in result) stored.push(result.id);
        else failed.push({ name: candidate.name, message: result.message });
      }
      return { stored, failed };
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
        sortBy: query.sortBy,
        sortDirection: query.sortDirection,
      });
      const timezone = await timezoneOf(auth);
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
      if (!row || !key) return null;
      try {
        return { row, stream: await storage.get(key) };
      } catch (error) {
        // Bytes gone from storage (removed by hand, half-finished delete): the same 404 as a bad link.
        if (error instanceof StorageNotFoundError) return null;
        throw error;
      }
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
