import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { buildFile } from '../../files/testing/file-fixtures';
import type { AttachmentEntry } from '../api/timeline-types';
import { renderTimeline, signedInRoutes, timelinePage } from '../testing/timeline-fixtures';

const attachment: AttachmentEntry = {
  id: 11,
  title: 'Site photo',
  file_name: 'site-photo.jpg',
  file: buildFile(),
  key: 'attachments',
  timeline_type: 'attachment',
  timeline_date: '2026-03-05 10:00:00',
  timeline_pinned: false,
};

describe('timeline attachments', () => {
  it('shows attached files, pins them and attaches more through the file select dialog', async () => {
    const api = mockApi({
      ...signedInRoutes(['timeline'], ['canAccessClients', 'canAccessFiles']),
      'GET /v1/clients/timeline': ok(timelinePage({ timeline: [attachment] })),
      'GET /v1/files/search': ok({
        files: [buildFile({ id: 40, title: 'Plan', created_at: '2026-03-04 10:00:00' })],
        total: 1,
        page: 1,
        rows: 50,
      }),
      'GET /v1/files/categories': ok({ categories: [] }),
      'POST /v1/clients/attachments/save': ok({ files: [] }, 'Attachments saved'),
      'POST /v1/clients/attachments/pin': ok(null, 'Item pinned'),
    });
    renderTimeline();
    const user = userEvent.setup();
    expect(await screen.findByRole('article', { name: 'File Site photo' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pin' }));
    expect(await screen.findByText('Item pinned')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/v1/clients/attachments/pin')?.body).toEqual({
      model_id: 5,
      id: 11,
      is_pinned: true,
      key: 'attachments',
    });

    await user.click(screen.getByRole('button', { name: 'Attach files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select File(s)' });
    await within(dialog).findByText('Plan');
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select 1 file(s)' }));
    expect(await screen.findByText('Attachments saved')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/v1/clients/attachments/save')?.body).toEqual({ id: 5, files: [40] });
  });

  it('offers Attach files only with canAccessFiles, whose routes the file picker calls', async () => {
    const api = mockApi({
      ...signedInRoutes(['timeline'], ['canAccessClients']),
      'GET /v1/clients/timeline': ok(timelinePage({ timeline: [attachment] })),
    });
    renderTimeline();
    expect(await screen.findByRole('article', { name: 'File Site photo' })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/v1/user/load')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Add Note' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the load's answer is in
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith('/v1/files'))).toEqual([]);
  });

  it('shows a file whose creator was removed (user null) with its date only', async () => {
    mockApi({
      ...signedInRoutes(['timeline'], ['canAccessClients']),
      'GET /v1/clients/timeline': ok(timelinePage({ timeline: [{ ...attachment, file: buildFile({ user: null }) }] })),
    });
    renderTimeline();
    const entry = await screen.findByRole('article', { name: 'File Site photo' });
    expect(entry.textContent).not.toContain('·');
  });
});
