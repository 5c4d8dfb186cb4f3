import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, expect } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { filePart, filesUnder, type Part, upload } from '../files/files-test-kit';

/** Shared helpers of the drawing asset integration tests (not a test file itself). */

type Token = { token: string };

export const ASSETS = '/v1/drawings/assets';

/** A small, harmless SVG: 80 × 40, so it is placed at 40 × 20. */
export const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 80 40"><rect x="2" y="2" width="76" height="36" fill="#1976d2"/></svg>';

/** The multipart parts of an upload: the file, its name and category. */
export const assetParts = (
  file: { name: string; data: Buffer | string } | null,
  fields: Record<string, string> = { name: 'Meter box', category: 'Plumbing' },
): Part[] => [
  ...Object.entries(fields).map(([field, data]) => ({ field, data })),
  ...(file ? [filePart(file.name, file.data, 'file')] : []),
];

export const uploadAsset = (app: FastifyInstance, session: Token, parts: Part[]) => upload(app, session, parts, ASSETS);

export async function createAsset(
  app: FastifyInstance,
  session: Token,
  file: { name: string; data: Buffer | string } = { name: 'meter.svg', data: SAFE_SVG },
  fields?: Record<string, string>,
) {
  const response = await uploadAsset(app, session, assetParts(file, fields));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.asset;
}

export const getAsset = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'GET', url: `${ASSETS}/${id}` });
export const putAsset = (app: FastifyInstance, session: Token, id: number, payload: Record<string, unknown>) =>
  as(app, session, { method: 'PUT', url: `${ASSETS}/${id}`, payload });
export const pinAsset = (app: FastifyInstance, session: Token, id: number, pinned = true) =>
  as(app, session, { method: 'POST', url: `${ASSETS}/${id}/pin`, payload: { pinned } });
export const archiveAsset = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'POST', url: `${ASSETS}/${id}/archive` });

/** The stored bytes of an asset, through its signed link. */
export async function assetImage(app: FastifyInstance, asset: { signed_url: string }) {
  const response = await app.inject({ method: 'GET', url: asset.signed_url });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** Everything an asset request could write for one company, to show that a refused one wrote nothing. */
export async function assetFootprint(db: pg.Pool, companyId: number) {
  const { rows: assets } = await db.query(
    'select id, name, category, kind, storage_key, is_pinned, archived_at, updated_at from drawing_assets where company_id = $1 order by id',
    [companyId],
  );
  const { rows } = await db.query('select count(*)::int as n from activity_logs where company_id = $1', [companyId]);
  return { assets, logs: rows[0].n };
}

/**
 * A test file's server with one company signed in as its owner, and the footprint of its assets with
 * the stored files: a refused request leaves neither a row nor bytes behind.
 */
export function assetsTestContext() {
  const ctx = useTestApp();
  const company = { owner: {} as Session, id: 0 };
  beforeAll(async () => {
    company.owner = await registerBusiness(ctx.t.app);
    company.id = (await whoIs(ctx.t.app, company.owner)).companyId;
  });
  const storedAssets = () => filesUnder(join(ctx.t.app.config.dataDir, 'files', String(company.id), 'drawing-assets'));
  const footprint = async () => ({ ...(await assetFootprint(ctx.db, company.id)), stored: storedAssets() });
  return { ctx, company, footprint };
}
