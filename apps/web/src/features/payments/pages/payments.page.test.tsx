import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const unpaid = {
  id: 8,
  invoice_number: '1043',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  title: 'Gas heater service',
  total: 207.9,
  amount_paid: 0,
  amount_due: 207.9,
  status: 'OPEN',
  client: { id: 3, display_name: 'Olivia Brackey', email: null },
  address: { full_address: '4 Beach Road, Hampton VIC 3188, Australia' },
  archived: false,
  overdue_days: 9,
  overdue_paid_days: 0,
};

describe('payments', () => {
  it('lists payments with an empty state, and records one against an invoice picked by its number', async () => {
    const searches: MockRequest[] = [];
    const recorded: MockRequest[] = [];
    mockApi({
      ...signedInWith(['canManagePayments', 'canAccessInvoicing']),
      'POST /v1/payments/search': ok({ payments: [], total: 0, page: 1 }),
      'POST /v1/invoice/search': (request) => {
        searches.push(request);
        return ok({ invoices: [unpaid], total: 1, page: 1 });
      },
      'POST /v1/payments': (request) => {
        recorded.push(request);
        return ok({ payment: {}, invoice: { id: 8, status: 'PAID', amount_paid: 207.9, amount_due: 0 } });
      },
    });
    renderApp('/business/payments');
    const clicker = userEvent.setup();
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Record Payment' }));
    const chooser = await screen.findByRole('dialog', { name: 'Record Payment' });
    await clicker.click(within(chooser).getByRole('combobox', { name: 'Invoice to pay' }));
    const option = await screen.findByRole('option', { name: /1043 · Olivia Brackey/ });
    expect(within(option).getByText(/Unpaid · 9 days overdue/)).toBeTruthy();
    await clicker.click(option);
    expect(searches[0]?.body).toMatchObject({ status: ['OPEN', 'PARTIAL'] });
    await clicker.click(within(chooser).getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: /Invoice 1043/ });
    await clicker.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]?.body).toMatchObject({ invoice_id: 8, amount: 207.9 });
  });
});
