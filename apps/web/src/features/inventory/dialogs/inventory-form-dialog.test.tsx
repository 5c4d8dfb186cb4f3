import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { buildUserLoad, startUpRoutes } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildItem, inventoryRoutes } from '../testing/inventory-fixtures';

/** Opens Edit Inventory on an item page, with the company's settings. */
async function openEdit(item = buildItem(), settings: Record<string, unknown> = {}) {
  session.start({ token: 'token', email: 'ada@example.com' });
  const load = buildUserLoad({ permissions: ['canAccessPortalBusiness', 'canManageInventory'] });
  load.company.settings = settings;
  const sent: MockRequest[] = [];
  mockApi({
    ...startUpRoutes(load),
    ...inventoryRoutes([item]),
    'GET /v1/inventory': ok({ item }),
    'POST /v1/inventory': (request) => {
      sent.push(request);
      return ok({ item });
    },
  });
  renderApp(`/business/inventory/${item.id}`);
  const clicker = userEvent.setup();
  await clicker.click(await screen.findByRole('button', { name: 'Edit' }));
  return { dialog: await screen.findByRole('dialog', { name: 'Edit Inventory' }), clicker, sent };
}

describe('Edit Inventory', () => {
  it('shows no Category while inventory categories are off and none is set', async () => {
    const off = await openEdit();
    expect(within(off.dialog).queryByLabelText('Category')).toBeNull();
  });

  it('shows Category when setup_prefill_inventory is on', async () => {
    const { dialog } = await openEdit(buildItem(), { setup_prefill_inventory: true });
    expect(within(dialog).getByLabelText('Category')).toBeTruthy();
  });

  it('keeps showing a category already set', async () => {
    const item = buildItem({
      system_type_id: 2,
      system_type: { id: 2, name: 'Plumbing', color: '#1e88e5', parent_id: null },
    });
    const { dialog } = await openEdit(item);
    await waitFor(() => expect(within(dialog).getByLabelText('Category').textContent).toContain('Plumbing'));
  });

  it('hides "Add Brand" at its maximum of one value and sends the details', async () => {
    const { dialog, clicker, sent } = await openEdit();
    await clicker.click(within(dialog).getByLabelText('Add detail'));
    await clicker.click(await screen.findByRole('option', { name: 'Brand' }));
    await clicker.type(within(dialog).getByLabelText('Brand 1'), 'Rheem');
    expect(within(dialog).queryByRole('button', { name: 'Add Brand' })).toBeNull();
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      id: 7,
      updated_at: '2026-11-01 09:00:00',
      metadata: [{ key: 'brand', values: [{ value: 'Rheem' }] }],
    });
  });
});
