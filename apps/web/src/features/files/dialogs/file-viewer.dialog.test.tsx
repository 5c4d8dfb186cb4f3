import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { type UserLoad, userLoadQueryKey } from '../../../lib/session/load-user';
import { session } from '../../../lib/session/session-store';
import { AppProviders } from '../../../test/app-providers';
import { buildUserLoad } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import type { FileRecord } from '../api/file-types';
import { buildFile } from '../testing/file-fixtures';
import { FileViewerDialog } from './file-viewer.dialog';

function renderViewer(
  file: FileRecord,
  extra: Parameters<typeof mockApi>[0] = {},
  queryClient: QueryClient = createQueryClient(),
) {
  const api = mockApi({
    'GET /v1/files': ok({ file }),
    'GET /v1/files/categories': ok({ categories: [{ id: 3, name: 'Invoices' }] }),
    ...extra,
  });
  const router = createMemoryRouter(
    [{ path: '*', element: <FileViewerDialog fileId={file.id} onClose={() => {}} /> }],
    { initialEntries: ['/business/files'] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return api;
}

describe('file viewer', () => {
  it('shows "No preview to display" with Download File for a .docx', async () => {
    renderViewer(
      buildFile({
        title: 'Quote',
        file_name: 'quote.docx',
        file_extension: 'docx',
        type: 'DOCUMENT',
        mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        signed_thumbnail_url: null,
        dimensions: null,
      }),
    );
    expect(await screen.findByText('No preview to display')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Download File' }).length).toBe(2);
    expect(screen.getByRole('heading', { name: 'Quote' })).toBeTruthy();
    // Edit is for images only.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('opens the download in a tab made during the click, and says so when popups are blocked', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce(tab as unknown as Window)
      .mockReturnValueOnce(null);
    renderViewer(buildFile({ id: 7, type: 'DOCUMENT', file_extension: 'docx', signed_thumbnail_url: null }), {
      'GET /v1/files/download': ok({ url: 'https://files.example/signed/7' }),
    });
    const [first] = await screen.findAllByRole('button', { name: 'Download File' });
    const user = userEvent.setup();
    await user.click(first as HTMLElement);
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/signed/7'));
    expect(tab.opener).toBeNull();
    await user.click(first as HTMLElement);
    expect(await screen.findByText('Popups have been blocked...')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(2);
    open.mockRestore();
  });

  it('says "Could not load file" without a signed link, and "Read-only" when not editable', async () => {
    renderViewer(buildFile({ signed_url: '', can_edit: false, can_delete: false }));
    expect(await screen.findByText('Could not load file')).toBeTruthy();
    expect(screen.getByText('Read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('saves the File Details drawer and shows the storage details', async () => {
    const api = renderViewer(buildFile({ attachments_count: 2 }), {
      'POST /v1/files/details': (request) =>
        ok(
          { file: buildFile({ ...(request.body as Partial<FileRecord>), attachments_count: 2 }) },
          'File details successfully updated',
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'File Details' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Kitchen before');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('File details successfully updated')).toBeTruthy();
    const body = api.calls.find((call) => call.path === '/v1/files/details')?.body;
    expect(body).toEqual({
      id: 11,
      title: 'Kitchen before',
      description: 'Front of house',
      category_id: null,
      visibility: 'EVERYONE',
    });
    expect(screen.getByText('JPG')).toBeTruthy();
    expect(screen.getByText('2.3 MB')).toBeTruthy();
    expect(screen.getByText('1920 px x 1080 px')).toBeTruthy();
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(screen.getByText('05-03-2026 9:05am by Ada Lovelace')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Kitchen before' })).toBeTruthy());
  });

  it('names the original of an annotated photo in the File Details', async () => {
    const annotated = buildFile({ id: 12, title: null, file_name: 'meter-annotated.png', annotated_from_file_id: 11 });
    const original = buildFile({ title: 'Gas meter' });
    renderViewer(annotated, {
      'GET /v1/files': (request) => ok({ file: request.url.includes('id=11') ? original : annotated }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'File Details' }));
    expect(await screen.findByText('Annotated from Gas meter')).toBeTruthy();
  });

  it('shows the File Details of a file whose creator was removed (user null)', async () => {
    renderViewer(buildFile({ user: null }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'File Details' }));
    expect(screen.getByText('05-03-2026 9:05am')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
  });
});

describe('file viewer drawer setting', () => {
  const signedInWith = (settings: Record<string, unknown>) => {
    session.start({ token: 'token', email: 'ada@example.com' });
    vi.stubGlobal('innerWidth', 1280);
    return { 'GET /v1/user/load': ok({ ...buildUserLoad(), settings }) };
  };
  const drawerOpen = () => screen.queryByRole('textbox', { name: 'Title' }) !== null;

  it('opens the drawer by default on a wide window when fileDrawerOpen is saved', async () => {
    renderViewer(buildFile(), signedInWith({ fileDrawerOpen: true }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeTruthy();
  });

  it('saves fileDrawerOpen on every toggle and keeps the user/load cache in step', async () => {
    const queryClient = createQueryClient();
    const api = renderViewer(
      buildFile(),
      {
        ...signedInWith({ fileDrawerOpen: false }),
        'PUT /v1/user/settings': (request) => {
          const { key, value } = request.body as { key: string; value: boolean };
          return ok({ settings: { [key]: value } });
        },
      },
      queryClient,
    );
    const toggle = await screen.findByRole('button', { name: 'File Details' });
    await waitFor(() => expect(queryClient.getQueryData(userLoadQueryKey)).toBeDefined());
    expect(drawerOpen()).toBe(false);
    const user = userEvent.setup();
    const settingOf = () => queryClient.getQueryData<UserLoad>(userLoadQueryKey)?.settings.fileDrawerOpen;

    await user.click(toggle);
    expect(drawerOpen()).toBe(true);
    await waitFor(() => expect(settingOf()).toBe(true));
    await user.click(toggle);
    expect(drawerOpen()).toBe(false);
    await waitFor(() => expect(settingOf()).toBe(false));
    expect(api.calls.filter((call) => call.path === '/v1/user/settings').map((call) => call.body)).toEqual([
      { key: 'fileDrawerOpen', value: true },
      { key: 'fileDrawerOpen', value: false },
    ]);
  });
});
