import { LINE_MESSAGES } from '@fieldbook/domain/inventory/line-item.rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session/session-store';
import { AppProviders } from '../../../test/app-providers';
import { buildUserLoad, startUpRoutes } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import type { InventoryItem } from '../api/inventory-types';
import { buildItem, inventoryRoutes } from '../testing/inventory-fixtures';
import { LineItemEditorDialog, newLineItem } from './line-item-editor-dialog';
import type { LineItemDraft } from './line-item-types';

function openEditor(
  options: {
    settings?: Record<string, unknown>;
    permissions?: string[];
    line?: Partial<LineItemDraft>;
    item?: Partial<InventoryItem>;
    clientMarkup?: number;
  } = {},
) {
  session.start({ token: 'token', email: 'ada@example.com' });
  const load = buildUserLoad({ permissions: ['canAccessPortalBusiness', ...(options.permissions ?? [])] });
  load.company.settings = options.settings ?? {};
  const longCode = buildItem({
    id: 9,
    code: 'TERMITE-BARRIER-LONG',
    name: 'Termite barrier',
    selling_unit_price: 2200,
    selling_tax_type: 'INCLUSIVE',
    ...options.item,
  });
  mockApi({ ...startUpRoutes(load), ...inventoryRoutes([longCode]), 'GET /v1/user/load': ok(load) });
  const onSave = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <LineItemEditorDialog
        line={{ ...newLineItem('EXCLUSIVE'), ...options.line }}
        clientMarkup={options.clientMarkup}
        onSave={onSave}
        onClose={() => {}}
      />
    </AppProviders>,
  );
  return { onSave, clicker: userEvent.setup() };
}

const amount = (label: string) => screen.getByTestId(`line-${label}`).textContent;

describe('Edit Line Item', () => {
  it('resets a bad quantity to 1, a bad price to 0 and a bad discount to 0, and shows en-AU amounts', async () => {
    const { clicker } = openEditor();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    const quantity = within(dialog).getByLabelText('Quantity');
    const price = within(dialog).getByLabelText('Unit price');
    const discount = within(dialog).getByLabelText('Discount');
    await clicker.clear(price);
    await clicker.type(price, '1000');
    await clicker.clear(quantity);
    await clicker.type(quantity, '2');
    await waitFor(() => expect(amount('total')).toBe('$2,200.00'));
    expect(amount('gst')).toBe('$200.00');

    await clicker.clear(quantity);
    await clicker.type(quantity, '-3');
    await clicker.tab();
    expect(quantity).toHaveProperty('value', '1');
    await clicker.clear(discount);
    await clicker.type(discount, '150');
    await clicker.tab();
    expect(discount).toHaveProperty('value', '0');
    await clicker.clear(price);
    await clicker.type(price, '100000');
    await clicker.tab();
    expect(price).toHaveProperty('value', '0');
    expect(amount('total')).toBe('$0.00');
  });

  it('needs a description and hands back the line', async () => {
    const { onSave, clicker } = openEditor();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(LINE_MESSAGES.descriptionRequired)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await clicker.type(within(dialog).getByLabelText(/^Description/), '  Blocked drain  ');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Blocked drain', quantity: 1, with_tax: true }),
    );
  });

  it('shows the GST choice only when the line or the company default is taxed', async () => {
    const { clicker } = openEditor({ settings: { default_gst: 'NONE' }, line: { tax_type: 'NONE', with_tax: false } });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    await waitFor(() => expect(within(dialog).queryByLabelText('Apply GST')).toBeNull());
    await clicker.click(within(dialog).getByLabelText('Tax type'));
    await clicker.click(await screen.findByRole('option', { name: 'GST exclusive' }));
    expect(within(dialog).getByLabelText('Apply GST')).toBeTruthy();
  });

  it('links an inventory item from the dropdown (code cut at 10) and takes its text, price and tax type', async () => {
    const { clicker } = openEditor();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    expect(within(dialog).getByTestId('inventory-link').textContent).toContain('General Service');
    await clicker.click(within(dialog).getByLabelText('Choose an inventory item'));
    const option = await screen.findByRole('option', { name: /TERMITE-BA…/ });
    await clicker.click(option);
    expect(within(dialog).getByTestId('inventory-link').textContent).toContain('TERMITE-BARRIER-LONG');
    expect(within(dialog).getByLabelText(/^Description/)).toHaveProperty('value', 'Termite barrier');
    expect(within(dialog).getByLabelText('Unit price')).toHaveProperty('value', '2200');
    expect(amount('gst')).toBe('$200.00');
    expect(amount('total')).toBe('$2,200.00');
  });

  it("marks the chosen item's price up by its own mark-up, and the price follows the line's mark-up", async () => {
    const { onSave, clicker } = openEditor({ item: { markup_percentage: 10 } });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    expect(within(dialog).queryByLabelText('Mark-up')).toBeNull();
    await clicker.click(within(dialog).getByLabelText('Choose an inventory item'));
    await clicker.click(await screen.findByRole('option', { name: /TERMITE-BA…/ }));
    expect(within(dialog).getByLabelText('Mark-up')).toHaveProperty('value', '10');
    expect(within(dialog).getByLabelText('Unit price')).toHaveProperty('value', '2420');
    const markup = within(dialog).getByLabelText('Mark-up');
    await clicker.clear(markup);
    await clicker.type(markup, '12.5');
    await clicker.tab();
    expect(within(dialog).getByLabelText('Unit price')).toHaveProperty('value', '2475');
    await clicker.type(within(dialog).getByLabelText('Account code'), '310');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ item_id: 9, unit_price: 2475, marked_up_percentage: 12.5, item_account: '310' }),
    );
  });

  it("starts from the client's inventory mark-up when the client has one", async () => {
    const { clicker } = openEditor({ item: { markup_percentage: 10 }, clientMarkup: 15 });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    await clicker.click(within(dialog).getByLabelText('Choose an inventory item'));
    await clicker.click(await screen.findByRole('option', { name: /TERMITE-BA…/ }));
    expect(within(dialog).getByLabelText('Mark-up')).toHaveProperty('value', '15');
    expect(within(dialog).getByLabelText('Unit price')).toHaveProperty('value', '2530');
  });

  it('shows no GST, and offers none, for a business not registered for it', async () => {
    const { clicker } = openEditor({ settings: { gst_registered: false } });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    const price = within(dialog).getByLabelText('Unit price');
    await clicker.clear(price);
    await clicker.type(price, '100');
    await waitFor(() => expect(amount('total')).toBe('$100.00'));
    expect(screen.queryByTestId('line-gst')).toBeNull();
    expect(within(dialog).queryByLabelText('Apply GST')).toBeNull();
  });

  it('saves a line as an inventory item only with canManageInventory and a one-line description of at most 50', async () => {
    const { clicker } = openEditor({ permissions: ['canManageInventory'] });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    await clicker.type(within(dialog).getByLabelText(/^Description/), 'Blocked drain{Enter}kitchen');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save as inventory item' }));
    expect(within(dialog).getByText(LINE_MESSAGES.descriptionForItem)).toBeTruthy();
    await clicker.clear(within(dialog).getByLabelText(/^Description/));
    await clicker.type(within(dialog).getByLabelText(/^Description/), 'Clear a blocked kitchen drain with the jetter');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save as inventory item' }));
    const create = await screen.findByRole('dialog', { name: 'Create Inventory' });
    expect(within(create).getByLabelText(/^Code/)).toHaveProperty('value', 'Clear a blocked kitchen drain');
    expect(within(create).getByLabelText(/^Name/)).toHaveProperty(
      'value',
      'Clear a blocked kitchen drain with the jetter',
    );
  });

  it('offers no Save as inventory item without canManageInventory', async () => {
    openEditor();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    expect(within(dialog).queryByRole('button', { name: 'Save as inventory item' })).toBeNull();
  });
});
