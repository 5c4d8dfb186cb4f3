import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DRAWING_ASSET_MESSAGES,
  DRAWING_ASSET_PAGE_SIZE,
  DRAWING_ASSETS_PIN_LIMIT,
} from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import type {
  DrawingAssetPrefill,
  DrawingAssetsListQuery,
  UpdateDrawingAssetBody,
} from '@fieldbook/domain/drawing-assets/drawing-assets.schemas';
import type { Config } from '../../config';
import { takeTurn } from '../../db/advisory-locks';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { fieldError, notFound } from '../../http/http-error';
import { type Storage, StorageNotFoundError } from '../../storage/storage';
import { recordActivity } from '../activity/index';
import { getCompany } from '../company/index';
import { type AssetContent, readAssetContent } from './asset-content';
import { DRAWING_ASSET_PREFILLS, prefillOf } from './drawing-asset-prefills';
import { createAssetSigner, presentAsset } from './drawing-assets.presenter';
import * as repo from './drawing-assets.repository';

const MIME = { SVG: 'image/svg+xml', PNG: 'image/png' } as const;

export function createDrawingAssetsService(deps: { db: Database; storage: Storage; config: Config }) {
  const { db, storage, config } = deps;
  const signer = createAssetSigner(config.appSecret);
  const timezoneOf = async (dbx: Executor, companyId: number) => (await getCompany(dbx, companyId)).timezone;

  async function mustFind(dbx: Executor, auth: AuthContext, id: number, lock = false) {
    const row = await repo.findAsset(dbx, auth.companyId, id, lock);
    if (!row) throw notFound(DRAWING_ASSET_MESSAGES.notFound);
    return row;
  }

  async function present(dbx: Executor, auth: AuthContext, id: number) {
    return presentAsset(await mustFind(dbx, auth, id), await timezoneOf(dbx, auth.companyId), signer);
  }

  const log = (tx: Executor, auth: AuthContext, asset: repo.DrawingAssetRow, action: string, verb: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: 'drawing_asset',
      subjectId: asset.id,
      description: `${verb} drawing asset ${asset.name}`,
    });

  /** Stores the checked content, then its row; if the row cannot be written the bytes go again. */
  async function create(
    auth: AuthContext,
    fields: { name: string; category: string | null; prefillKey: string | null },
    content: AssetContent,
  ) {
    const storageKey = `${auth.companyId}/drawing-assets/${randomUUID()}.${content.kind.toLowerCase()}`;
    const size = await storage.put(storageKey, Readable.from([content.bytes]));
    try {
      const id = await db.transaction(async (tx) => {
        const inserted = await repo.insertAsset(tx, auth.companyId, auth.userId, {
          ...fields,
          kind: content.kind,
          storageKey,
          size,
          width: content.width,
          height: content.height,
        });
        await log(tx, auth, inserted, 'drawing_asset_created', fields.prefillKey ? 'Added' : 'Uploaded');
        return inserted.id;
      });
      return present(db, auth, id);
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
  }

  return {
    presentOne: (auth: AuthContext, id: number) => present(db, auth, id),

    async list(auth: AuthContext, query: DrawingAssetsListQuery) {
      const timezone = await timezoneOf(db, auth.companyId);
      const { rows, total } = await repo.searchAssets(db, auth.companyId, {
        ...query,
        rows: DRAWING_ASSET_PAGE_SIZE,
      });
      return {
        assets: rows.map((row) => presentAsset(row, timezone, signer)),
        total,
        page: query.page,
        rows: DRAWING_ASSET_PAGE_SIZE,
      };
    },

    /** An upload whose fields and bytes the route has read; every check runs before anything is stored. */
    async upload(auth: AuthContext, fields: { name: string; category?: string | null }, bytes: Buffer) {
      const content = await readAssetContent(bytes);
      return create(auth, { name: fields.name, category: fields.category ?? null, prefillKey: null }, content);
    },

    async prefills(auth: AuthContext): Promise<DrawingAssetPrefill[]> {
      const added = await repo.addedPrefillKeys(db, auth.companyId);
      return DRAWING_ASSET_PREFILLS.map((prefill) => Object.assign({}, prefill, { added: added.has(prefill.key) }));
    },

    /** Adds a ready-made asset; one already added is answered as it is. */
    async addPrefill(auth: AuthContext, key: string) {
      const prefill = prefillOf(key);
      if (!prefill) throw fieldError('key', DRAWING_ASSET_MESSAGES.prefillNotFound);
      const existing = await repo.findByPrefill(db, auth.companyId, key);
      if (existing) return present(db, auth, existing.id);
      const content = await readAssetContent(Buffer.from(prefill.svg));
      try {
        return await create(auth, { name: prefill.name, category: prefill.category, prefillKey: key }, content);
      } catch (error) {
        // Added by another request at the same moment (a double click): the unique index kept one, answered here.
        if (!isUniqueViolation(error)) throw error;
        const added = await repo.findByPrefill(db, auth.companyId, key);
        if (!added) throw error;
        return present(db, auth, added.id);
      }
    },

    async update(auth: AuthContext, id: number, body: UpdateDrawingAssetBody) {
      await db.transaction(async (tx) => {
        const current = await mustFind(tx, auth, id, true);
        const saved = await repo.updateAsset(tx, current, { name: body.name, category: body.category ?? null });
        await log(tx, auth, saved, 'drawing_asset_updated', 'Updated');
      });
      return present(db, auth, id);
    },

    /** Pins or unpins; the company's pins take turns, so concurrent ones cannot pass the limit together. */
    async pin(auth: AuthContext, id: number, pinned: boolean) {
      await db.transaction(async (tx) => {
        await takeTurn(tx, `drawing-asset-pins:${auth.companyId}`);
        const current = await mustFind(tx, auth, id, true);
        if (current.isPinned === pinned) return;
        if (pinned) {
          if (current.archivedAt !== null) throw fieldError('pinned', DRAWING_ASSET_MESSAGES.archivedPin);
          if ((await repo.countPinned(tx, auth.companyId)) >= DRAWING_ASSETS_PIN_LIMIT) {
            throw fieldError('pinned', DRAWING_ASSET_MESSAGES.pinLimit);
          }
        }
        const saved = await repo.updateAsset(tx, current, { isPinned: pinned });
        await log(
          tx,
          auth,
          saved,
          pinned ? 'drawing_asset_pinned' : 'drawing_asset_unpinned',
          pinned ? 'Pinned' : 'Unpinned',
        );
      });
      const asset = await present(db, auth, id);
      return { asset, message: pinned ? DRAWING_ASSET_MESSAGES.pinned : DRAWING_ASSET_MESSAGES.unpinned };
    },

    /**
     * Archives (and unpins, so an archived asset never holds one of the 20 pins), or restores. Drawings
     * that placed it keep showing it: its image stays readable.
     */
    async toggleArchive(auth: AuthContext, id: number) {
      await db.transaction(async (tx) => {
        const current = await mustFind(tx, auth, id, true);
        const archiving = current.archivedAt === null;
        const saved = await repo.updateAsset(
          tx,
          current,
          archiving ? { archivedAt: new Date(), isPinned: false } : { archivedAt: null },
        );
        await log(
          tx,
          auth,
          saved,
          archiving ? 'drawing_asset_archived' : 'drawing_asset_restored',
          archiving ? 'Archived' : 'Restored',
        );
      });
      const asset = await present(db, auth, id);
      return { asset, message: asset.archived ? DRAWING_ASSET_MESSAGES.archived : DRAWING_ASSET_MESSAGES.restored };
    },

    /** The image of a signed link, or null when the link is not genuine, has expired or its asset is gone. */
    async open(token: string) {
      const claims = signer.verify(token);
      if (!claims) return null;
      const row = await repo.findAsset(db, claims.companyId, claims.id);
      if (!row) return null;
      try {
        return { stream: await storage.get(row.storageKey), mime: MIME[row.kind as keyof typeof MIME], row };
      } catch (error) {
        if (error instanceof StorageNotFoundError) return null;
        throw error;
      }
    },
    linkTtl: signer.ttl,
  };
}
export type DrawingAssetsService = ReturnType<typeof createDrawingAssetsService>;
