import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { mockApi, ok } from '../../../test/mock-api';
import { fakeXhr } from '../testing/fake-xhr';
import { buildFile, uploadEnvelope } from '../testing/file-fixtures';
import { FileSelectDialog } from './file-select.dialog';

function renderSelect(max: number, onSelect = vi.fn()) {
  mockApi({
    'GET /v1/files/search': ok({
      files: [buildFile(), buildFile({ id: 12, title: 'Plan', created_at: '2026-03-04 10:00:00' })],
      total: 2,
      page: 1,
      rows: 50,
    }),
    'GET /v1/files/categories': ok({ categories: [] }),
  });
  const router = createMemoryRouter(
    [{ path: '*', element: <FileSelectDialog open max={max} onClose={() => {}} onSelect={onSelect} /> }],
    { initialEntries: ['/business/files'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return onSelect;
}

describe('file select dialog', () => {
  it('selects up to the maximum and confirms with "Select n file(s)"', async () => {
    const onSelect = renderSelect(2);
    const dialog = await screen.findByRole('dialog', { name: 'Select File(s)' });
    expect(within(dialog).getByLabelText('Selected count').textContent).toBe('0/2');
    expect(await within(dialog).findByText('Plan')).toBeTruthy();
    const user = userEvent.setup();
    const [first] = within(dialog).getAllByRole('button', { name: 'Select' });
    if (!first) throw new Error('no Select button');
    await user.click(first);
    expect(within(dialog).getByLabelText('Selected count').textContent).toBe('1/2');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'View File...' })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Select 1 file(s)' }));
    expect(onSelect).toHaveBeenCalledWith([expect.objectContaining({ id: 11 })]);
  });

  it('auto-selects fresh uploads', async () => {
    fakeXhr(() => ({ status: 200, body: uploadEnvelope('success', [buildFile({ id: 30, title: 'Fresh' })]) }));
    renderSelect(0);
    const dialog = await screen.findByRole('dialog', { name: 'Select File(s)' });
    await userEvent
      .setup()
      .upload(within(dialog).getByTestId('upload-input'), [new File(['x'], 'fresh.png', { type: 'image/png' })]);
    expect(await within(dialog).findByRole('button', { name: 'Select 1 file(s)' }, { timeout: 3000 })).toBeTruthy();
  });

  it('confirms at once in single mode', async () => {
    const onSelect = renderSelect(1);
    const dialog = await screen.findByRole('dialog', { name: 'Select File(s)' });
    expect(within(dialog).queryByLabelText('Selected count')).toBeNull();
    await within(dialog).findByText('Plan');
    const [first] = within(dialog).getAllByRole('button', { name: 'Select' });
    if (!first) throw new Error('no Select button');
    await userEvent.setup().click(first);
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith([expect.objectContaining({ id: 11 })]));
  });
});
