import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildFile } from '../testing/file-fixtures';

describe('files page', () => {
  it('shows "No files to display" when the store is empty', async () => {
    const api = mockApi({
      ...signedInWith(['canAccessFiles']),
      'GET /v1/files/search': ok({ files: [], total: 0, page: 1, rows: 50 }),
      'GET /v1/files/categories': ok({ categories: [] }),
    });
    renderApp('/business/files');
    expect(await screen.findByText('No files to display')).toBeTruthy();
    expect(screen.getByText(/Drop your files here, or/)).toBeTruthy();
    const url = api.calls.find((call) => call.path === '/v1/files/search')?.url ?? '';
    expect(url).toContain('rows=50');
    expect(url).toContain('page=1');
    expect(url).not.toContain('category=');
    // Spec section 9: the files page sorts by relevancy, descending (not by created date).
    expect(url).toContain('sortBy=relevancy&sortDirection=desc');
  });

  it('groups thumbnails by creation date with the fallback labels', async () => {
    mockApi({
      ...signedInWith(['canAccessFiles']),
      'GET /v1/files/search': ok({
        files: [
          buildFile(),
          buildFile({ id: 12, title: null, file_name: '', description: null, created_at: '2026-03-04 10:00:00' }),
        ],
        total: 2,
        page: 1,
        rows: 50,
      }),
      'GET /v1/files/categories': ok({ categories: [] }),
    });
    renderApp('/business/files');
    expect(await screen.findByRole('region', { name: '05-03-2026' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '04-03-2026' })).toBeTruthy();
    expect(screen.getByText('Unnamed File')).toBeTruthy();
    expect(screen.getByText('No description provided')).toBeTruthy();
  });

  it('offers the creators on screen in the Creator filter, skipping a removed one (user null)', async () => {
    mockApi({
      ...signedInWith(['canAccessFiles', 'canManageFiles']),
      'GET /v1/files/search': ok({
        files: [buildFile({ user: null }), buildFile({ id: 12, user: { id: 4, name: 'Grace Hopper' } })],
        total: 2,
        page: 1,
        rows: 50,
      }),
      'GET /v1/files/categories': ok({ categories: [] }),
    });
    renderApp('/business/files');
    await screen.findByRole('region', { name: '05-03-2026' });
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Creator' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Anyone', 'Ada Lovelace', 'Grace Hopper']);
  });
});
