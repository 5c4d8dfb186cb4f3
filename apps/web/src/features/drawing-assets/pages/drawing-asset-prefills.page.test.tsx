import { DRAWING_ASSET_MESSAGES } from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import type { DrawingAssetPrefill } from '@fieldbook/domain/drawing-assets/drawing-assets.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildAsset } from '../testing/drawing-asset-fixtures';

const prefill = (key: string, name: string, added = false): DrawingAssetPrefill => ({
  key,
  name,
  category: 'Site plan',
  width: 64,
  height: 64,
  svg: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>',
  added,
});

describe('the ready-made assets', () => {
  it('shows each symbol, adds one to the company’s assets, and marks those already added', async () => {
    let added: unknown;
    const api = mockApi({
      ...signedInWith(['canManageDrawingAssets']),
      'GET /v1/drawings/assets/prefills': () =>
        ok({ prefills: [prefill('door', 'Door', true), prefill('north-arrow', 'North arrow', added !== undefined)] }),
      'POST /v1/drawings/assets/prefills': (request: MockRequest) => {
        added = request.body;
        return ok({ asset: buildAsset({ name: 'North arrow', prefill_key: 'north-arrow' }) }, 'added');
      },
    });
    renderApp('/business/settings/drawingAssets/prefills');
    const clicker = userEvent.setup();
    const gallery = await screen.findByRole('list', { name: 'Ready-made assets' });
    const door = within(gallery).getByText('Door').closest('li');
    expect(door && within(door).getByRole('button', { name: 'Added' })).toHaveProperty('disabled', true);
    const arrow = within(gallery).getByText('North arrow').closest('li');
    expect(arrow?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    await clicker.click(within(gallery).getByRole('button', { name: 'Add North arrow' }));
    expect(await screen.findByText(DRAWING_ASSET_MESSAGES.added)).toBeTruthy();
    expect(added).toEqual({ key: 'north-arrow' });
    await waitFor(() => expect(api.count('GET /v1/drawings/assets/prefills')).toBe(2));
    expect(await within(gallery).findAllByRole('button', { name: 'Added' })).toHaveLength(2);
  });
});

describe('one drawing asset', () => {
  it('shows its image and sizes, archives it, and links to its edit page', async () => {
    let asset = buildAsset();
    const api = mockApi({
      ...signedInWith(['canManageDrawingAssets']),
      'GET /v1/drawings/assets/31': () => ok({ asset }),
      'POST /v1/drawings/assets/31/archive': () => {
        asset = { ...asset, archived: true };
        return ok({ asset });
      },
    });
    renderApp('/business/settings/drawingAssets/31');
    const clicker = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Water meter', level: 1 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Water meter' }).getAttribute('src')).toBe(asset.signed_url);
    expect(screen.getByText('32 × 32')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/business/settings/drawingAssets/31/edit',
    );
    await clicker.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(DRAWING_ASSET_MESSAGES.archived)).toBeTruthy();
    expect(api.count('POST /v1/drawings/assets/31/archive')).toBe(1);
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeTruthy();
  });
});
