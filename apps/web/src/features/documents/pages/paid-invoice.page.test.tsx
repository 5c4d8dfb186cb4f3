import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildInvoice } from '../testing/document-fixtures';

const PERMISSIONS = ['canAccessInvoicing', 'canViewInvoicing', 'canAddInvoices'];
const paid = buildInvoice({
  status: 'PAID',
  subtotal: 598.95,
  tax: 59.9,
  total: 658.85,
  amount_paid: 658.85,
  amount_due: 0,
  paid_date: '2026-11-05',
});

describe('a paid invoice', () => {
  it('shows its totals as paid, with no minus sign', async () => {
    mockApi({ ...signedInWith(PERMISSIONS), 'GET /v1/invoice': ok({ invoice: paid, timeline: [] }) });
    renderApp('/business/invoicing/8');
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('Paid').nextElementSibling?.textContent).toBe('$658.85');
    expect(totals.textContent).not.toContain('-$');
  });

  it('an unpaid one shows Paid $0.00', async () => {
    mockApi({ ...signedInWith(PERMISSIONS), 'GET /v1/invoice': ok({ invoice: buildInvoice(), timeline: [] }) });
    renderApp('/business/invoicing/8');
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('Paid').nextElementSibling?.textContent).toBe('$0.00');
  });

  it('edits as Paid (not Unpaid), with no "next number" hint, and the save leaves its status to its payments', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      ...signedInWith(PERMISSIONS),
      'GET /v1/invoice': ok({ invoice: paid, timeline: [] }),
      'PUT /v1/invoice': (request) => {
        sent.push(request);
        return ok({ invoice: { ...paid, notes: 'Thanks', updated_at: '2026-11-05 10:00:00' } });
      },
    });
    renderApp('/business/invoicing/8/edit');
    const clicker = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Invoice' });
    const status = within(form).getByRole('textbox', { name: 'Status' }) as HTMLInputElement;
    expect(status.value).toBe('Paid');
    expect(status.disabled).toBe(true);
    expect(within(form).queryByText('Unpaid')).toBeNull();
    expect(within(form).queryByText('The next number')).toBeNull();
    await clicker.type(within(form).getByRole('textbox', { name: 'Notes' }), 'Thanks');
    await clicker.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ id: 8, invoice_number: '1043', notes: 'Thanks' });
    expect(sent[0]?.body).not.toHaveProperty('status');
  });

  it('an Unpaid one still offers Draft and Unpaid, and sends the one chosen', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      ...signedInWith(PERMISSIONS),
      'GET /v1/invoice': ok({ invoice: buildInvoice(), timeline: [] }),
      'PUT /v1/invoice': (request) => {
        sent.push(request);
        return ok({ invoice: buildInvoice({ updated_at: '2026-11-05 10:00:00' }) });
      },
    });
    renderApp('/business/invoicing/8/edit');
    const clicker = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Invoice' });
    expect(within(form).getByRole('combobox', { name: 'Status' }).textContent).toBe('Unpaid');
    await clicker.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ status: 'OPEN' });
  });
});
