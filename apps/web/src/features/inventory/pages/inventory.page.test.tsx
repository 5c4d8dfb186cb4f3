import { INVENTORY_MESSAGES } from '@fieldbook/domain/inventory/inventory.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildItem, buildPrefill, inventoryRoutes } from '../testing/inventory-fixtures';

const elbow = buildItem();
const callout = buildItem({ id: 8, type: 'SERVICE', code: 'CALLOUT', name: 'Call-out fee', selling_unit_price: 99 });

function openInventory(permissions: string[] = ['canManageInventory'], extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedInWith(permissions),
    ...inventoryRoutes([elbow, callout]),
    'PUT /v1/user/settings': ok({ settings: { inventoryPrefillsDialogHidden: true } }),
    ...extra,
  });
  renderApp('/business/inventory');
  return { api, clicker: userEvent.setup() };
}

async function openCreateForm(clicker: ReturnType<typeof userEvent.setup>) {
  await clicker.click(await screen.findByRole('button', { name: 'Add Item' }));
  const choice = await screen.findByRole('dialog', { name: 'Add Inventory' });
  await clicker.click(within(choice).getByRole('button', { name: 'Create My Own' }));
  return screen.findByRole('dialog', { name: 'Create Inventory' });
}

describe('the inventory list', () => {
  it('shows items with their prices in en-AU dollars and filters products and services on the server', async () => {
    const { api, clicker } = openInventory();
    const table = await screen.findByRole('table', { name: 'Inventory' });
    expect(await within(table).findByText('$1,234.50')).toBeTruthy();
    expect(within(table).getByText('$99.00')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Products' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('type=PRODUCT'))).toBe(true));
  });

  it("reads the next pages from the page before's cursor, and a page jumped to by its number", async () => {
    const { api, clicker } = openInventory(['canManageInventory'], {
      'GET /v1/inventory/all': (request: MockRequest) => {
        const page = Number(new URL(request.url, 'http://x').searchParams.get('page') ?? 1);
        return ok({ items: [{ ...elbow, code: `P${page}` }], count: 200, page, rows: 50, next: `p${page}` });
      },
    });
    const table = await screen.findByRole('table', { name: 'Inventory' });
    await within(table).findByText('P1');
    const lists = () => api.calls.filter((c) => c.path === '/v1/inventory/all').map((c) => c.url.split('?')[1]);
    await clicker.click(screen.getByRole('button', { name: 'Next page' }));
    await within(table).findByText('P2');
    await clicker.click(screen.getByRole('button', { name: 'Last page' }));
    await within(table).findByText('P4');
    await clicker.click(screen.getByRole('button', { name: 'First page' }));
    await clicker.click(screen.getByRole('button', { name: 'Next page' }));
    await within(table).findByText('P2');
    expect(lists()).toEqual(['page=1&rows=50', 'page=2&rows=50&after=p1', 'page=4&rows=50']);
  });

  it('offers Add Item only with canManageInventory', async () => {
    openInventory([]);
    await screen.findByRole('table', { name: 'Inventory' });
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull();
  });
});

describe('Create Inventory', () => {
  it('asks first, and "Don\'t show this dialog again" is saved as a user setting', async () => {
    const { api, clicker } = openInventory();
    await clicker.click(await screen.findByRole('button', { name: 'Add Item' }));
    const choice = await screen.findByRole('dialog', { name: 'Add Inventory' });
    await clicker.click(within(choice).getByLabelText("Don't show this dialog again"));
    await clicker.click(within(choice).getByRole('button', { name: 'Create My Own' }));
    expect(await screen.findByRole('dialog', { name: 'Create Inventory' })).toBeTruthy();
    await waitFor(() => expect(api.count('PUT /v1/user/settings')).toBe(1));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      key: 'inventoryPrefillsDialogHidden',
      value: true,
    });
  });

  it('needs a code, counts it to 30, and sends nothing without one', async () => {
    const { api, clicker } = openInventory();
    const dialog = await openCreateForm(clicker);
    await clicker.type(within(dialog).getByLabelText(/^Code/), 'ABC');
    expect(within(dialog).getByText('3/30')).toBeTruthy();
    await clicker.clear(within(dialog).getByLabelText(/^Code/));
    await clicker.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(INVENTORY_MESSAGES.codeRequired)).toBeTruthy();
    expect(api.count('POST /v1/inventory')).toBe(0);
  });

  it('resets a bad price to 0, clears category and tracking for a service, and sends dollars', async () => {
    const sent: MockRequest[] = [];
    const { clicker } = openInventory(['canManageInventory'], {
      'POST /v1/inventory': (request) => {
        sent.push(request);
        return ok({ item: buildItem({ id: 99 }) });
      },
      'GET /v1/inventory': ok({ item: buildItem({ id: 99 }) }),
    });
    const dialog = await openCreateForm(clicker);
    await clicker.click(within(dialog).getByRole('button', { name: 'Product' }));
    expect(within(dialog).getByLabelText('Track stock')).toBeTruthy();
    await clicker.type(within(dialog).getByLabelText(/^Code/), 'PIPE-15');
    const price = within(dialog).getByLabelText('Selling unit price');
    await clicker.clear(price);
    await clicker.type(price, '-5');
    await clicker.tab();
    expect(price).toHaveProperty('value', '0');
    await clicker.clear(price);
    await clicker.type(price, '12.345');
    await clicker.tab();
    expect(price).toHaveProperty('value', '12.34');
    await clicker.click(within(dialog).getByRole('button', { name: 'Service' }));
    expect(within(dialog).queryByLabelText('Track stock')).toBeNull();
    await clicker.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      type: 'SERVICE',
      code: 'PIPE-15',
      selling_unit_price: 12.34,
      system_type_id: null,
      is_tracked: false,
      selling_tax_type: 'EXCLUSIVE',
    });
  });

  it("shows the server's duplicate-code message beside the code field", async () => {
    const { clicker } = openInventory(['canManageInventory'], {
      'POST /v1/inventory': failure(422, INVENTORY_MESSAGES.codeTaken, { code: [INVENTORY_MESSAGES.codeTaken] }),
    });
    const dialog = await openCreateForm(clicker);
    await clicker.type(within(dialog).getByLabelText(/^Code/), 'ELBOW-15');
    await clicker.click(within(dialog).getByRole('button', { name: 'Create' }));
    const code = within(dialog).getByLabelText(/^Code/);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(INVENTORY_MESSAGES.codeTaken)).toBeTruthy();
  });
});

describe('the prefill picker', () => {
  const prefills = [
    buildPrefill({ id: 1, code: 'CALLOUT', is_priority: true }),
    buildPrefill({ id: 2, code: 'LABOUR-HR', name: 'Labour', is_priority: true, added: true }),
    buildPrefill({ id: 3, code: 'ANT', name: 'Ant treatment', is_priority: false }),
    buildPrefill({ id: 4, code: 'BED-BUG', name: 'Bed bug treatment', is_priority: false }),
  ];
  const filter = ok({
    count: prefills.length,
    defaults: prefills,
    options: { system_types: [{ id: 4, name: 'Pest Control', color: '#8d6e63', count: 2 }] },
  });

  it('groups Common first then by letter, confirms the selection and lists the failures of a partial add', async () => {
    const { api, clicker } = openInventory(['canManageInventory'], {
      'POST /v1/inventory/defaults/filter': filter,
      'POST /v1/inventory/defaults/company/add': ok(
        {
          success: 1,
          failures: [{ id: 4, code: 'BED-BUG', name: 'Bed bug treatment', message: INVENTORY_MESSAGES.codeTaken }],
        },
        INVENTORY_MESSAGES.prefillFailed(1),
      ),
    });
    await clicker.click(await screen.findByRole('button', { name: 'Add Item' }));
    await clicker.click(
      within(await screen.findByRole('dialog', { name: 'Add Inventory' })).getByRole('button', {
        name: 'Search & Add Prefills',
      }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Search & Add Prefills' });
    const headers = (await within(picker).findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers.filter((text) => ['Common', 'A', 'B'].includes(text ?? ''))).toEqual(['Common', 'A', 'B']);
    expect(within(picker).getByText('Added')).toBeTruthy();

    await clicker.click(within(picker).getByRole('checkbox', { name: 'Select ANT' }));
    await clicker.click(within(picker).getByRole('checkbox', { name: 'Select BED-BUG' }));
    await clicker.click(within(picker).getByRole('button', { name: 'Add 2 Items' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add these items?' });
    expect(within(within(confirm).getByRole('list', { name: 'Items to add' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    await clicker.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const result = await screen.findByRole('dialog', { name: 'Prefills added' });
    expect(within(result).getByText(INVENTORY_MESSAGES.prefillFailed(1))).toBeTruthy();
    expect(within(within(result).getByRole('list', { name: 'Items that failed' })).getByText('BED-BUG')).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/company/add'))?.body).toEqual({ ids: [3, 4] });
  });
});
