import { BRANDING_MESSAGES, type BrandingPayload } from '@fieldbook/domain/branding/branding.schemas';
import { COLOUR_MESSAGES } from '@fieldbook/domain/inputs/colour.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUserLoad, signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { fakeXhr } from '../../files/testing/fake-xhr';

const company = buildUserLoad().company;
const branding = (overrides: Partial<BrandingPayload> = {}): BrandingPayload => ({
  primary_color: '#027be3',
  accent_color: '#9c27b0',
  document_footer: null,
  logo_url: null,
  updated_at: '2026-11-20 09:00:00',
  ...overrides,
});
const LOGO = '/v1/branding/logo/abcdefghijklmnopqrstuvwxyz012345';

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedInWith(['canModifyCompanyDetails']),
    'GET /v1/business/company': ok(company),
    'GET /v1/business/company/branding': ok(branding()),
    ...routes,
  });
  renderApp('/business/settings/branding');
  return { api, clicker: userEvent.setup() };
}

/** Types a hex into a colour picker's Spectrum tab and applies it. */
async function pickHex(clicker: ReturnType<typeof userEvent.setup>, picker: RegExp, hex: string) {
  await clicker.click(screen.getByRole('button', { name: picker }));
  const menu = await screen.findByRole('dialog', { name: 'Select Colour' });
  await clicker.click(within(menu).getByRole('tab', { name: 'Spectrum' }));
  const input = within(menu).getByRole('textbox');
  await clicker.clear(input);
  await clicker.type(input, `${hex}{Enter}`);
}

describe('settings/branding', () => {
  it('saves the colours and footer, the preview following the edit', async () => {
    const sent: MockRequest[] = [];
    const { clicker } = open({
      'PUT /v1/business/company/branding': (request) => {
        sent.push(request);
        return ok(branding({ ...(request.body as object), updated_at: '2026-11-20 09:05:00' }));
      },
    });
    expect(await screen.findByText('No logo yet: your documents and emails show your business name.')).toBeTruthy();
    await pickHex(clicker, /^Accent colour/, '#c10015');
    expect(getComputedStyle(screen.getByTestId('preview-title')).color).toBe('rgb(193, 0, 21)');
    await clicker.type(screen.getByRole('textbox', { name: 'Document footer' }), 'ABN 51 824 753 556');
    expect(
      within(screen.getByRole('figure', { name: 'Preview of a document header' })).getByText('ABN 51 824 753 556'),
    ).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      primary_color: '#027be3',
      accent_color: '#c10015',
      document_footer: 'ABN 51 824 753 556',
      updated_at: '2026-11-20 09:00:00',
    });
    expect(await screen.findByText(BRANDING_MESSAGES.saved)).toBeTruthy();
  });

  it('accepts only a valid hex in the picker, and shows the server’s field message', async () => {
    const { clicker } = open({
      'PUT /v1/business/company/branding': failure(422, BRANDING_MESSAGES.footerTooLong, {
        document_footer: [BRANDING_MESSAGES.footerTooLong],
      }),
    });
    await clicker.click(await screen.findByRole('button', { name: /^Primary colour/ }));
    const menu = await screen.findByRole('dialog', { name: 'Select Colour' });
    await clicker.click(within(menu).getByRole('tab', { name: 'Spectrum' }));
    const input = within(menu).getByRole('textbox') as HTMLInputElement;
    await clicker.clear(input);
    await clicker.type(input, 'zz12{Enter}');
    // The mask keeps # and hex digits only; "#12" is not a colour.
    expect(input.value).toBe('#12');
    expect(within(menu).getByText(COLOUR_MESSAGES.invalid)).toBeTruthy();
    await clicker.keyboard('{Escape}');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BRANDING_MESSAGES.footerTooLong)).toBeTruthy();
  });

  it('uploads a logo with progress and shows it; removing asks first', async () => {
    const sent = fakeXhr(() => ({
      status: 200,
      body: { status: 'success', payload: branding({ logo_url: LOGO }), errors: null, message: null },
    }));
    const removed: MockRequest[] = [];
    const { clicker } = open({
      'DELETE /v1/business/company/branding/logo': (request) => {
        removed.push(request);
        return ok(branding());
      },
    });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await clicker.upload(await screen.findByTestId('upload-input'), file);
    expect((await screen.findByRole('img', { name: 'Current logo' })).getAttribute('src')).toBe(LOGO);
    expect(screen.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe(LOGO);
    expect(sent[0]?.url).toBe('/v1/business/company/branding/logo');
    const form = sent[0]?.body as FormData | undefined;
    expect((form?.get('file') as File | null)?.name).toBe('logo.png');

    await clicker.click(screen.getByRole('button', { name: 'Remove logo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove logo?' });
    await clicker.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(removed).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await clicker.click(screen.getByRole('button', { name: 'Remove logo' }));
    await clicker.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(await screen.findByText('No logo yet: your documents and emails show your business name.')).toBeTruthy();
  });

  it('shows why a logo was refused', async () => {
    fakeXhr(() => ({
      status: 422,
      body: failure(422, BRANDING_MESSAGES.logoInvalid, { file: [BRANDING_MESSAGES.logoInvalid] }).body,
    }));
    const { clicker } = open();
    const file = new File(['GIF89a'], 'logo.png', { type: 'image/png' });
    await clicker.upload(await screen.findByTestId('upload-input'), file);
    expect(await screen.findByText(BRANDING_MESSAGES.logoInvalid)).toBeTruthy();
  });

  it('is linked from Settings only with canModifyCompanyDetails, and is a 404 without it', async () => {
    mockApi(signedInWith(['canModifyCompanyDetails']));
    const { unmount } = renderApp('/business/settings');
    expect(await screen.findByRole('link', { name: /Branding/ })).toBeTruthy();
    unmount();
    mockApi(signedInWith([]));
    renderApp('/business/settings/branding');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
