import {
  DRAWING_ASSET_MESSAGES,
  DRAWING_ASSETS_PIN_LIMIT,
} from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import { DRAWING_MESSAGES } from '@fieldbook/domain/drawings/drawings.constants';
import { describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, whoIs } from '../../test/build-test-app';
import { drawingBody, drawingDocument, postDrawing } from '../drawings/drawings-test-kit';
import { expectFieldError } from '../staff/staff-test-kit';
import {
  ASSETS,
  archiveAsset,
  assetFootprint,
  assetParts,
  assetsTestContext,
  createAsset,
  getAsset,
  pinAsset,
  putAsset,
  SAFE_SVG,
  uploadAsset,
} from './drawing-assets-test-kit';

const { ctx, company, footprint } = assetsTestContext();
describe('managing drawing assets', () => {
  it('renames, lists pinned first, searches, archives and restores', async () => {
    const business = await registerBusiness(ctx.t.app);
    const first = await createAsset(ctx.t.app, business, undefined, { name: 'Gate', category: 'Site plan' });
    const second = await createAsset(ctx.t.app, business, undefined, { name: 'Hose tap', category: 'Plumbing' });
    const renamed = await putAsset(ctx.t.app, business, first.id, { name: 'Side gate', category: 'Fences' });
    expect(renamed.json()).toMatchObject({
      message: DRAWING_ASSET_MESSAGES.saved,
      payload: { asset: { name: 'Side gate', category: 'Fences' } },
    });
    expectFieldError(
      await putAsset(ctx.t.app, business, first.id, { name: '' }),
      'name',
      DRAWING_ASSET_MESSAGES.nameRequired,
    );

    const pinned = await pinAsset(ctx.t.app, business, first.id);
    expect(pinned.json()).toMatchObject({
      message: DRAWING_ASSET_MESSAGES.pinned,
      payload: { asset: { is_pinned: true } },
    });
    const list = await as(ctx.t.app, business, { method: 'GET', url: ASSETS });
    expect(list.json().payload.assets.map((a: { id: number }) => a.id)).toEqual([first.id, second.id]);
    const found = await as(ctx.t.app, business, { method: 'GET', url: `${ASSETS}?search=plumb` });
    expect(found.json().payload).toMatchObject({ total: 1, assets: [{ id: second.id }] });
    const onlyPinned = await as(ctx.t.app, business, { method: 'GET', url: `${ASSETS}?pinned=1` });
    expect(onlyPinned.json().payload.assets.map((a: { id: number }) => a.id)).toEqual([first.id]);

    const archived = await archiveAsset(ctx.t.app, business, first.id);
    expect(archived.json()).toMatchObject({
      message: DRAWING_ASSET_MESSAGES.archived,
      payload: { asset: { archived: true, is_pinned: false } },
    });
    expectFieldError(await pinAsset(ctx.t.app, business, first.id), 'pinned', DRAWING_ASSET_MESSAGES.archivedPin);
    const listedArchived = await as(ctx.t.app, business, { method: 'GET', url: `${ASSETS}?archived=1` });
    expect(listedArchived.json().payload.assets.map((a: { id: number }) => a.id)).toEqual([first.id]);
    // Drawings that placed it still show it.
    expect((await getAsset(ctx.t.app, business, first.id)).statusCode).toBe(200);
    const restored = await archiveAsset(ctx.t.app, business, first.id);
    expect(restored.json()).toMatchObject({
      message: DRAWING_ASSET_MESSAGES.restored,
      payload: { asset: { archived: false } },
    });

    const download = await as(ctx.t.app, business, { method: 'GET', url: `${ASSETS}/${second.id}/download` });
    expect(download.json().payload.url).toMatch(/^\/v1\/drawings\/assets\/raw\//);
  });

  it(`pins at most ${DRAWING_ASSETS_PIN_LIMIT}: the next is refused and changes nothing`, async () => {
    const business = await registerBusiness(ctx.t.app);
    const businessId = (await whoIs(ctx.t.app, business)).companyId;
    const assets = [];
    for (let i = 0; i <= DRAWING_ASSETS_PIN_LIMIT; i++) {
      assets.push(await createAsset(ctx.t.app, business, undefined, { name: `Symbol ${i}` }));
    }
    for (const asset of assets.slice(0, DRAWING_ASSETS_PIN_LIMIT - 1)) {
      expect((await pinAsset(ctx.t.app, business, asset.id)).statusCode).toBe(200);
    }
    // The last two places asked for at once: the pins take turns, so only one gets it.
    const racing = assets.slice(DRAWING_ASSETS_PIN_LIMIT - 1);
    const raced = await Promise.all(racing.map((asset) => pinAsset(ctx.t.app, business, asset.id)));
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const last = racing[raced.findIndex((response) => response.statusCode === 422)];
    const before = await assetFootprint(ctx.db, businessId);
    const refused = await pinAsset(ctx.t.app, business, last.id);
    expectFieldError(refused, 'pinned', DRAWING_ASSET_MESSAGES.pinLimit);
    expect(refused.json().message).toBe('You can pin at most 20 drawing assets. Unpin one first.');
    expect(await assetFootprint(ctx.db, businessId)).toEqual(before);
    // Pinning one already pinned is no change; unpinning frees a place.
    expect((await pinAsset(ctx.t.app, business, assets[0].id)).statusCode).toBe(200);
    expect((await pinAsset(ctx.t.app, business, assets[0].id, false)).json().message).toBe(
      DRAWING_ASSET_MESSAGES.unpinned,
    );
    expect((await pinAsset(ctx.t.app, business, last.id)).statusCode).toBe(200);
  });
});

describe('prefills', () => {
  it('lists the catalogue and adds one to the company’s assets, once', async () => {
    const business = await registerBusiness(ctx.t.app);
    const catalogue = await as(ctx.t.app, business, { method: 'GET', url: `${ASSETS}/prefills` });
    const prefills = catalogue.json().payload.prefills;
    expect(prefills.map((p: { key: string }) => p.key)).toEqual([
      'tap',
      'drain',
      'water-meter',
      'bait-station',
      'door',
      'window',
      'north-arrow',
    ]);
    expect(prefills.every((p: { added: boolean }) => !p.added)).toBe(true);
    const added = await as(ctx.t.app, business, {
      method: 'POST',
      url: `${ASSETS}/prefills`,
      payload: { key: 'north-arrow' },
    });
    expect(added.json()).toMatchObject({
      message: DRAWING_ASSET_MESSAGES.added,
      payload: {
        asset: {
          name: 'North arrow',
          category: 'Site plan',
          kind: 'SVG',
          prefill_key: 'north-arrow',
          placed_width: 32,
        },
      },
    });
    const again = await as(ctx.t.app, business, {
      method: 'POST',
      url: `${ASSETS}/prefills`,
      payload: { key: 'north-arrow' },
    });
    expect(again.json().payload.asset.id).toBe(added.json().payload.asset.id);
    const after = await as(ctx.t.app, business, { method: 'GET', url: `${ASSETS}/prefills` });
    expect(after.json().payload.prefills.find((p: { key: string }) => p.key === 'north-arrow').added).toBe(true);
    expectFieldError(
      await as(ctx.t.app, business, { method: 'POST', url: `${ASSETS}/prefills`, payload: { key: 'rocket' } }),
      'key',
      DRAWING_ASSET_MESSAGES.prefillNotFound,
    );
  });
});

describe('prefills added twice at once (a double click)', () => {
  it('answers both with the one asset added, and stores one', async () => {
    const business = await registerBusiness(ctx.t.app);
    const add = () => as(ctx.t.app, business, { method: 'POST', url: `${ASSETS}/prefills`, payload: { key: 'tap' } });
    const [a, b] = await Promise.all([add(), add()]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json().payload.asset.id).toBe(b.json().payload.asset.id);
    const { rows } = await ctx.db.query(
      `select count(*)::int as n from drawing_assets where prefill_key = 'tap' and company_id = (
         select company_id from drawing_assets where id = $1)`,
      [a.json().payload.asset.id],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('assets in drawings', () => {
  it('saves a drawing placing the company’s asset, and refuses another company’s', async () => {
    const asset = await createAsset(ctx.t.app, company.owner);
    const shape = { type: 'asset', id: 'a1', asset_id: asset.id, x: 10, y: 10, width: 40, height: 20 };
    const document = drawingDocument({ shapes: [shape] });
    const saved = await postDrawing(ctx.t.app, company.owner, drawingBody({ document }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.drawing.document.shapes).toEqual([shape]);
    const rival = await registerBusiness(ctx.t.app);
    const theirs = await postDrawing(ctx.t.app, rival, drawingBody({ document }));
    expectFieldError(theirs, 'document.shapes.0.asset_id', DRAWING_MESSAGES.assetNotFound);
  });
});

describe('tenancy and permissions', () => {
  it('answers 404 for another company’s asset, changing nothing, and lists none of them', async () => {
    const asset = await createAsset(ctx.t.app, company.owner);
    const rival = await registerBusiness(ctx.t.app);
    const before = await footprint();
    for (const response of [
      await getAsset(ctx.t.app, rival, asset.id),
      await putAsset(ctx.t.app, rival, asset.id, { name: 'Mine now' }),
      await pinAsset(ctx.t.app, rival, asset.id),
      await archiveAsset(ctx.t.app, rival, asset.id),
      await as(ctx.t.app, rival, { method: 'GET', url: `${ASSETS}/${asset.id}/download` }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(DRAWING_ASSET_MESSAGES.notFound);
    }
    expect(await footprint()).toEqual(before);
    expect((await as(ctx.t.app, rival, { method: 'GET', url: ASSETS })).json().payload.assets).toEqual([]);
  });

  it('lets canAccessDrawings read for the editor, canManageDrawingAssets change; 403 otherwise, changing nothing', async () => {
    const asset = await createAsset(ctx.t.app, company.owner);
    // Field Staff hold canAccessDrawings but not canManageDrawingAssets.
    const staff = await addStaff(ctx.t.app, company.owner, 'Field Staff');
    const staffId = (await whoIs(ctx.t.app, staff)).userId;
    expect((await as(ctx.t.app, staff, { method: 'GET', url: ASSETS })).statusCode).toBe(200);
    expect((await getAsset(ctx.t.app, staff, asset.id)).statusCode).toBe(200);
    const before = await footprint();
    for (const response of [
      await uploadAsset(ctx.t.app, staff, assetParts({ name: 'meter.svg', data: SAFE_SVG })),
      await putAsset(ctx.t.app, staff, asset.id, { name: 'Renamed' }),
      await pinAsset(ctx.t.app, staff, asset.id),
      await archiveAsset(ctx.t.app, staff, asset.id),
      await as(ctx.t.app, staff, { method: 'GET', url: `${ASSETS}/prefills` }),
      await as(ctx.t.app, staff, { method: 'POST', url: `${ASSETS}/prefills`, payload: { key: 'tap' } }),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    await ctx.db.query("update users set permissions = array_remove(permissions, 'canAccessDrawings') where id = $1", [
      staffId,
    ]);
    expect((await as(ctx.t.app, staff, { method: 'GET', url: ASSETS })).statusCode).toBe(403);
    expect((await getAsset(ctx.t.app, staff, asset.id)).statusCode).toBe(403);
    expect(await footprint()).toEqual(before);
  });
});
