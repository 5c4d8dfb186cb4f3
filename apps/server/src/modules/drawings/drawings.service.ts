import { DRAWING_MESSAGES, DRAWING_PAGE_SIZE } from '@fieldbook/domain/drawings/drawings.constants';
import { placedAssetIds } from '@fieldbook/domain/drawings/drawings.rules';
import type {
  CreateDrawingBody,
  DrawingsListQuery,
  UpdateDrawingBody,
} from '@fieldbook/domain/drawings/drawings.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/http-error';
import { type Storage, StorageNotFoundError } from '../../storage/storage';
import { recordActivity } from '../activity/index';
import { getCompany } from '../company/index';
import { missingAssetIds } from '../drawing-assets/index';
import { createThumbnailSigner, decodeThumbnail, putThumbnail } from './drawing-thumbnails';
import { presentDrawing, presentDrawingSummary } from './drawings.presenter';
import * as repo from './drawings.repository';

export function createDrawingsService(deps: { db: Database; storage: Storage; config: Config }) {
  const { db, storage, config } = deps;
  const signer = createThumbnailSigner(config.appSecret);
  const timezoneOf = async (dbx: Executor, companyId: number) => (await getCompany(dbx, companyId)).timezone;

  async function present(dbx: Executor, auth: AuthContext, id: number) {
    const row = await repo.findDrawing(dbx, auth.companyId, id);
    if (!row) throw notFound(DRAWING_MESSAGES.notFound);
    return presentDrawing(row, await timezoneOf(dbx, auth.companyId), signer);
  }

  /** The client and appointment must be the company's (422 on the field otherwise). */
  async function checkLinks(tx: Executor, auth: AuthContext, body: CreateDrawingBody) {
    if (body.client_id && !(await repo.clientExists(tx, auth.companyId, body.client_id))) {
      throw fieldError('client_id', DRAWING_MESSAGES.clientNotFound);
    }
    if (body.appointment_id && !(await repo.appointmentExists(tx, auth.companyId, body.appointment_id))) {
      throw fieldError('appointment_id', DRAWING_MESSAGES.appointmentNotFound);
    }
    // A placed asset must be the company's own (its image is read by id with the company's tenancy).
    const [missing] = await missingAssetIds(tx, auth.companyId, placedAssetIds(body.document.shapes));
    if (missing !== undefined) {
      const index = body.document.shapes.findIndex((shape) => shape.type === 'asset' && shape.asset_id === missing);
      throw fieldError(`document.shapes.${index}.asset_id`, DRAWING_MESSAGES.assetNotFound);
    }
  }

  const valuesOf = (body: CreateDrawingBody, thumbnailKey: string): repo.DrawingValues => ({
    title: body.title,
    referenceId: body.reference_id ?? null,
    clientId: body.client_id ?? null,
    appointmentId: body.appointment_id ?? null,
    document: body.document,
    thumbnailKey,
    searchText: `${body.title} ${body.reference_id ?? ''}`.trim().toLowerCase(),
  });

  const log = (tx: Executor, auth: AuthContext, drawing: repo.DrawingRow, action: string, verb: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: 'drawing',
      subjectId: drawing.id,
      description: `${verb} drawing ${drawing.title}`,
    });

  /** Runs `write` with the PNG stored first; if the write fails the PNG is removed again. */
  async function withThumbnail<T>(auth: AuthContext, dataUrl: string, write: (key: string) => Promise<T>) {
    const key = await putThumbnail(storage, auth.companyId, decodeThumbnail(dataUrl));
    try {
      return await write(key);
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
  }

  return {
    presentOne: (auth: AuthContext, id: number) => present(db, auth, id),

    async list(auth: AuthContext, query: DrawingsListQuery) {
      const timezone = await timezoneOf(db, auth.companyId);
      const { rows, total } = await repo.searchDrawings(db, auth.companyId, {
        search: query.search,
        clientId: query.client_id,
        archived: query.archived,
        page: query.page,
        rows: DRAWING_PAGE_SIZE,
      });
      return {
        drawings: rows.map((row) => presentDrawingSummary(row, timezone, signer)),
        total,
        page: query.page,
        rows: DRAWING_PAGE_SIZE,
      };
    },

    async create(auth: AuthContext, body: CreateDrawingBody) {
      // Links are checked before the PNG is stored, so a refused request leaves nothing behind.
      await checkLinks(db, auth, body);
      const id = await withThumbnail(auth, body.thumbnail, (key) =>
        db.transaction(async (tx) => {
          await checkLinks(tx, auth, body);
          const inserted = await repo.insertDrawing(tx, auth.companyId, auth.userId, valuesOf(body, key));
          await log(tx, auth, inserted, 'drawing_created', 'Added');
          return inserted.id;
        }),
      );
      return present(db, auth, id);
    },

    async update(auth: AuthContext, id: number, body: UpdateDrawingBody) {
      const before = await repo.findDrawing(db, auth.companyId, id);
      if (!before) throw notFound(DRAWING_MESSAGES.notFound);
      await checkLinks(db, auth, body);
      const previousKey = await withThumbnail(auth, body.thumbnail, (key) =>
        db.transaction(async (tx) => {
          const current = await repo.lockDrawing(tx, auth.companyId, id);
          if (!current) throw notFound(DRAWING_MESSAGES.notFound);
          if (current.archivedAt !== null) throw conflict(DRAWING_MESSAGES.archivedReadOnly);
          if (body.updated_at !== undefined && new Date(body.updated_at).getTime() !== current.updatedAt.getTime()) {
            throw conflict(MESSAGES.staleEdit);
          }
          await checkLinks(tx, auth, body);
          const saved = await repo.updateDrawing(tx, current, valuesOf(body, key));
          await log(tx, auth, saved, 'drawing_updated', 'Updated');
          return current.thumbnailKey;
        }),
      );
      await storage.delete(previousKey);
      return present(db, auth, id);
    },

    /** Archives, or restores an archived drawing. */
    async toggleArchive(auth: AuthContext, id: number) {
      await db.transaction(async (tx) => {
        const current = await repo.lockDrawing(tx, auth.companyId, id);
        if (!current) throw notFound(DRAWING_MESSAGES.notFound);
        const archiving = current.archivedAt === null;
        const saved = await repo.updateDrawing(tx, current, { archivedAt: archiving ? new Date() : null });
        await log(
          tx,
          auth,
          saved,
          archiving ? 'drawing_archived' : 'drawing_restored',
          archiving ? 'Archived' : 'Restored',
        );
      });
      const drawing = await present(db, auth, id);
      return { drawing, message: drawing.archived ? DRAWING_MESSAGES.archived : DRAWING_MESSAGES.restored };
    },

    /** The PNG of a signed link, or null when the link is not genuine, has expired or its drawing is gone. */
    async openThumbnail(token: string) {
      const claims = signer.verify(token);
      if (!claims) return null;
      const row = await repo.findDrawing(db, claims.companyId, claims.id);
      if (!row) return null;
      try {
        return await storage.get(row.drawing.thumbnailKey);
      } catch (error) {
        if (error instanceof StorageNotFoundError) return null;
        throw error;
      }
    },
    thumbnailTtl: signer.ttl,
  };
}
export type DrawingsService = ReturnType<typeof createDrawingsService>;
