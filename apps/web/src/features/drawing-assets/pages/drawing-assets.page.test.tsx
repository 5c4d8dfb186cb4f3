import { DRAWING_ASSET_MESSAGES } from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { fakeXhr } from '../../files/testing/fake-xhr';
import { buildAsset } from '../testing/drawing-asset-fixtures';

const meter = buildAsset();
const tap = buildAsset({ id: 32, name: 'Tap', is_pinned: true, signed_url: '/v1/drawings/assets/raw/token-32' });
const listOf = (assets: unknown[]) => ok({ assets, total: assets.length, page: 1, rows: 24 });

function open(path: string, routes: Parameters<typeof mockApi>[0] = {}, permissions = ['canManageDrawingAssets']) {
  const api = mockApi({ ...signedInWith(permissions), ...routes });
  const view = renderApp(`/business/${path}`);
  return { api, clicker: userEvent.setup(), ...view };
}

describe('the drawing assets settings list', () => {
  it('shows each asset with its image, pinned ones marked, and searches on the server', async () => {
    const { api, clicker } = open('settings/drawingAssets', { 'GET /v1/drawings/assets': listOf([tap, meter]) });
    const card = await screen.findByRole('link', { name: /^Tap/ });
    const list = screen.getByRole('list', { name: 'Drawing assets' });
    expect(card.getAttribute('href')).toBe('/business/settings/drawingAssets/32');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/v1/drawings/assets/raw/token-32');
    expect(within(list).getAllByText('Pinned')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Unpin Tap' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Ready-made Assets' }).getAttribute('href')).toBe(
      '/business/settings/drawingAssets/prefills',
    );
    await clicker.type(screen.getByRole('searchbox', { name: 'Search' }), 'meter');
    await waitFor(() => expect(api.calls.some((call) => call.url.includes('search=meter'))).toBe(true));
  });

  it('pins with the toggle, and tells the limit when the server refuses the 21st', async () => {
    let refuse = false;
    const { api, clicker } = open('settings/drawingAssets', {
      'GET /v1/drawings/assets': listOf([meter]),
      'POST /v1/drawings/assets/31/pin': () =>
        refuse
          ? failure(422, DRAWING_ASSET_MESSAGES.pinLimit, { pinned: [DRAWING_ASSET_MESSAGES.pinLimit] })
          : ok({ asset: { ...meter, is_pinned: true } }, DRAWING_ASSET_MESSAGES.pinned),
    });
    await clicker.click(await screen.findByRole('button', { name: 'Pin Water meter' }));
    await waitFor(() => expect(api.count('POST /v1/drawings/assets/31/pin')).toBe(1));
    expect(api.calls.find((call) => call.path === '/v1/drawings/assets/31/pin')?.body).toEqual({ pinned: true });
    expect(await screen.findByText(DRAWING_ASSET_MESSAGES.pinned)).toBeTruthy();
    refuse = true;
    await clicker.click(screen.getByRole('button', { name: /Pin Water meter/ }));
    expect(await screen.findByText(DRAWING_ASSET_MESSAGES.pinLimit)).toBeTruthy();
  });

  it('offers an upload and the ready-made assets when there are none yet', async () => {
    open('settings/drawingAssets', { 'GET /v1/drawings/assets': listOf([]) });
    expect(await screen.findByText('No drawing assets yet')).toBeTruthy();
    const adds = screen.getAllByRole('link', { name: 'Add Asset' });
    expect(adds.map((link) => link.getAttribute('href'))).toContain('/business/settings/drawingAssets/add');
  });

  it('is not offered without canManageDrawingAssets', async () => {
    open('settings', {}, ['canAccessDrawings']);
    expect(await screen.findByRole('navigation', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Drawing Assets/ })).toBeNull();
  });
});

describe('adding a drawing asset', () => {
  const svg = () =>
    new File(['<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>'], 'bait-station.svg', {
      type: 'image/svg+xml',
    });

  it('uploads the chosen file with its name and category, showing progress, then opens the asset', async () => {
    const sent = fakeXhr(() => ({
      status: 200,
      body: {
        status: 'success',
        payload: { asset: buildAsset({ id: 40, name: 'bait-station' }) },
        errors: null,
        message: null,
      },
    }));
    const { clicker, router } = open('settings/drawingAssets/add', {
      'GET /v1/drawings/assets/40': ok({ asset: buildAsset({ id: 40, name: 'bait-station' }) }),
    });
    expect(await screen.findByText(/Supports SVG and PNG images\. Maximum 5MB per file/)).toBeTruthy();
    await clicker.upload(screen.getByTestId('upload-input'), svg());
    expect(screen.getByText('Chosen: bait-station.svg')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('bait-station');
    await clicker.type(screen.getByRole('textbox', { name: 'Category' }), 'Pest control');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/settings/drawingAssets/40'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/v1/drawings/assets');
    const form = sent[0]?.body as FormData;
    expect(form.get('name')).toBe('bait-station');
    expect(form.get('category')).toBe('Pest control');
    expect((form.get('file') as File).name).toBe('bait-station.svg');
  });

  it('shows the server’s field messages and stays on the form', async () => {
    fakeXhr(() => ({
      status: 422,
      body: failure(422, DRAWING_ASSET_MESSAGES.fileInvalid, { file: [DRAWING_ASSET_MESSAGES.fileInvalid] }).body,
    }));
    const { clicker, router } = open('settings/drawingAssets/add');
    await clicker.upload(await screen.findByTestId('upload-input'), svg());
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', DRAWING_ASSET_MESSAGES.fileInvalid);
    expect(router.state.location.pathname).toBe('/business/settings/drawingAssets/add');
  });

  it('asks for a file before sending anything', async () => {
    const sent = fakeXhr(() => ({ status: 500, body: null }));
    const { clicker } = open('settings/drawingAssets/add');
    await clicker.type(await screen.findByRole('textbox', { name: 'Name' }), 'Gate');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DRAWING_ASSET_MESSAGES.fileRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
