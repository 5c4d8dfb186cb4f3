import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import type { SystemSettings } from '../../../lib/session/load-user';
import { session } from '../../../lib/session/session-store';
import { systemSettingsQueryKey } from '../../../lib/system/load-system-settings';
import { AppProviders } from '../../../test/app-providers';
import { SYSTEM_SETTINGS } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { fakeXhr } from '../testing/fake-xhr';
import { buildFile, uploadEnvelope } from '../testing/file-fixtures';
import { FileUploader } from './file-uploader';

const pick = (count: number, size = 10) =>
  Array.from(
    { length: count },
    (_, index) => new File(['x'.repeat(size)], `photo-${index}.png`, { type: 'image/png' }),
  );

function renderUploader(
  onUploaded = vi.fn(),
  settings: SystemSettings = SYSTEM_SETTINGS,
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({ 'GET /v1/system/loadSystemSettings': ok(settings), ...routes });
  const queryClient = createQueryClient();
  queryClient.setQueryData(systemSettingsQueryKey, settings);
  render(
    <AppProviders queryClient={queryClient}>
      <FileUploader onUploaded={onUploaded} />
    </AppProviders>,
  );
  return Object.assign(onUploaded, { api });
}

describe('file uploader', () => {
  it('refuses more files than upload_limit with a dialog and sends nothing', async () => {
    const sent = fakeXhr(() => ({ status: 200, body: uploadEnvelope('success', []) }));
    renderUploader(vi.fn(), { ...SYSTEM_SETTINGS, upload_limit: 2 });
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('upload-input'), pick(3));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain(
      'You can only upload up to 2 files per request. You attempted to upload 3 files.',
    );
    expect(sent).toHaveLength(0);
  });

  it('refuses a file above max_file_size with the 413 text', async () => {
    const sent = fakeXhr(() => ({ status: 200, body: uploadEnvelope('success', []) }));
    renderUploader(vi.fn(), { ...SYSTEM_SETTINGS, max_file_size: 0.000001 });
    await userEvent.setup().upload(screen.getByTestId('upload-input'), pick(1, 100));
    expect(
      await screen.findByText('The file you are trying to upload is too large. The maximum size is 0.000001MB.'),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends files[] with the token, toasts a full success and emits uploaded 1 s later', async () => {
    session.start({ token: 'tok', email: 'ada@example.com' });
    const sent = fakeXhr(() => ({
      status: 200,
      body: uploadEnvelope('success', [buildFile(), buildFile({ id: 12 })]),
    }));
    const onUploaded = renderUploader();
    await userEvent.setup().upload(screen.getByTestId('upload-input'), pick(2));
    expect(await screen.findByText('2 file(s) successfully uploaded')).toBeTruthy();
    expect(sent[0]?.url).toBe('/v1/files/upload');
    expect(sent[0]?.headers.Authorization).toBe('Bearer tok');
    expect(sent[0]?.headers['X-App-Version']).toBeTruthy();
    expect(sent[0]?.body?.getAll('files[]')).toHaveLength(2);
    expect(onUploaded).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('renews a lapsed session and sends the upload again, as every other call does', async () => {
    session.start({ token: 'lapsed', email: 'ada@example.com' });
    const sent = fakeXhr((request) =>
      request.headers.Authorization === 'Bearer lapsed'
        ? { status: 401, body: { status: 'error', payload: null, errors: null, message: 'Unauthenticated.' } }
        : { status: 200, body: uploadEnvelope('success', [buildFile()]) },
    );
    const { api } = renderUploader(vi.fn(), SYSTEM_SETTINGS, { 'POST /v1/user/refresh': ok({ token: 'renewed' }) });
    await userEvent.setup().upload(screen.getByTestId('upload-input'), pick(1));
    expect(await screen.findByText('1 file(s) successfully uploaded')).toBeTruthy();
    expect(api.count('POST /v1/user/refresh')).toBe(1);
    expect(sent.map((request) => request.headers.Authorization)).toEqual(['Bearer lapsed', 'Bearer renewed']);
    expect(screen.queryByText('Your session has expired.')).toBeNull();
  });

  it('sends files together above post_max_size in two requests and toasts the combined success', async () => {
    // post_max_size 0.00002 MB is about 21 bytes: two 15-byte files cannot share one request.
    let nextId = 11;
    const sent = fakeXhr(() => ({ status: 200, body: uploadEnvelope('success', [buildFile({ id: nextId++ })]) }));
    const onUploaded = renderUploader(vi.fn(), { ...SYSTEM_SETTINGS, post_max_size: 0.00002 });
    await userEvent.setup().upload(screen.getByTestId('upload-input'), pick(2, 15));
    expect(await screen.findByText('2 file(s) successfully uploaded')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.body?.getAll('files[]').length)).toEqual([1, 1]);
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(onUploaded.mock.calls[0]?.[0].map((file: { id: number }) => file.id)).toEqual([11, 12]);
  });

  it('shows the partial failure with green and red counts and the failed files', async () => {
    fakeXhr(() => ({
      status: 207,
      body: uploadEnvelope(
        'error',
        [buildFile()],
        [
          { name: 'huge.mov', message: 'The file type is not allowed.' },
          { name: 'bad.exe', message: 'The file type is not allowed.' },
        ],
      ),
    }));
    renderUploader();
    await userEvent.setup().upload(screen.getByTestId('upload-input'), pick(3));
    const dialog = await screen.findByRole('dialog', { name: 'Files failed to upload' });
    expect(screen.getByTestId('uploaded-count').textContent).toBe('1 uploaded');
    expect(screen.getByTestId('failed-count').textContent).toBe('2 failed');
    expect(dialog.textContent).toContain('huge.mov');
    expect(dialog.textContent).toContain('bad.exe');
  });

  it('shows a 422 as an Error dialog with the first error of each field', async () => {
    fakeXhr(() => ({
      status: 422,
      body: {
        status: 'error',
        payload: null,
        message: 'No files could be uploaded.',
        errors: { files: ['Every file failed.', 'second'], category: ['Unknown category.'] },
      },
    }));
    renderUploader();
    await userEvent.setup().upload(screen.getByTestId('upload-input'), pick(1));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('No files could be uploaded.');
    expect(dialog.textContent).toContain('Every file failed.');
    expect(dialog.textContent).toContain('Unknown category.');
    expect(dialog.textContent).not.toContain('second');
  });
});
