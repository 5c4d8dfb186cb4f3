import 'fake-indexeddb/auto';
import type { InvoicePayload } from '@fieldbook/domain/documents/documents.payloads';
import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { deviceNetwork } from '../../../test/offline';
import { renderApp } from '../../../test/render-app';

const invoice: InvoicePayload = {
  id: 5,
  invoice_number: '1042',
  invoice_date: '2026-11-02',
  due_date: '2026-11-16',
  status: 'OPEN',
  client_id: 42,
  client: { id: 42, display_name: 'Harriet Quill', email: 'hq@example.com' },
  client_address: null,
  client_markup_percentage: 0,
  gst_registered: true,
  appointment_id: null,
  appointment: null,
  address: null,
  title: 'Hot water system replacement',
  description: null,
  line_items: [],
  notes: null,
  subtotal: 1000,
  discount: 0,
  tax: 100,
  total: 1100,
  amount_paid: 0,
  amount_due: 1100,
  paid_date: null,
  overdue_days: 0,
  overdue_paid_days: 0,
  quotation_id: null,
  payments: [],
  term_days: 14,
  sent_at: null,
  archived: false,
  can_edit: true,
  creator: null,
  created_at: '2026-11-02 09:00:00',
  updated_at: '2026-11-02 09:00:00',
};

const permissions = ['canAccessInvoicing', 'canViewInvoicing', 'canAddInvoices', 'canManagePayments'];

describe('Record Payment', () => {
  it('starts at the amount due and records a double-clicked save once, with one key', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      ...signedInWith(permissions),
      'GET /v1/invoice': ok({ invoice, timeline: [] }),
      'POST /v1/payments': async (request) => {
        sent.push(request);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ok({ payment: {}, invoice: { id: 5, status: 'PAID', amount_paid: 1100, amount_due: 0 } });
      },
    });
    renderApp('/business/invoicing/5');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const dialog = await screen.findByRole('dialog', { name: /Record Payment/ });
    expect((within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1100.00');
    const save = within(dialog).getByRole('button', { name: 'Record Payment' });
    await clicker.dblClick(save);
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Record Payment/ })).toBeNull());
    expect(new Set(sent.map((request) => (request.body as { idempotency_key: string }).idempotency_key)).size).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ invoice_id: 5, amount: 1100, method: 'BANK_TRANSFER' });
  });

  it('shows the refusal beside the amount', async () => {
    mockApi({
      ...signedInWith(permissions),
      'GET /v1/invoice': ok({ invoice, timeline: [] }),
      'POST /v1/payments': failure(422, 'The given data was invalid.', {
        amount: ['The amount cannot be more than the $1,100.00 due on this invoice.'],
      }),
    });
    renderApp('/business/invoicing/5');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const dialog = await screen.findByRole('dialog', { name: /Record Payment/ });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await clicker.clear(amount);
    await clicker.type(amount, '2000');
    await clicker.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(
      await within(dialog).findByText('The amount cannot be more than the $1,100.00 due on this invoice.'),
    ).toBeTruthy();
  });

  it('offers no Record Payment on a draft: it is not issued, so not the client’s to pay yet', async () => {
    mockApi({
      ...signedInWith(permissions),
      'GET /v1/invoice': ok({ invoice: { ...invoice, status: 'DRAFT' }, timeline: [] }),
    });
    renderApp('/business/invoicing/5');
    expect(await screen.findByText('No payments recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).toBeNull();
  });
});

afterEach(() => Reflect.deleteProperty(navigator, 'onLine'));

describe('Record Payment without a network', () => {
  /** The invoice open online; its payments route answers `answer` and is counted. */
  async function openInvoice(
    answer = ok({ payment: {}, invoice: { id: 5, status: 'PAID', amount_paid: 1100, amount_due: 0 } }),
  ) {
    const api = mockApi({
      ...signedInWith(permissions),
      'GET /v1/invoice': ok({ invoice, timeline: [] }),
      'POST /v1/payments': answer,
    });
    const network = await deviceNetwork();
    renderApp('/business/invoicing/5');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const dialog = await screen.findByRole('dialog', { name: /Record Payment/ });
    const payments = () => api.calls.filter((call) => call.path === '/v1/payments' && call.method === 'POST');
    return { network, clicker, dialog, payments };
  }
  const pending = () => screen.queryByRole('list', { name: 'Changes not sent yet' });

  it('keeps a cash payment on the device, shows it pending, and records it once back online', async () => {
    const { network, clicker, dialog, payments } = await openInvoice();
    network.goOffline();
    await clicker.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await clicker.click(await screen.findByRole('option', { name: 'Cash' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Record Payment/ })).toBeNull());
    expect(within(pending() as HTMLElement).getByText('Payment $1,100.00 Cash: Waiting to send')).toBeTruthy();
    expect(payments()).toHaveLength(0);

    network.goOnline();
    await waitFor(() => expect(pending()).toBeNull());
    expect(payments()).toHaveLength(1);
    const [sent] = payments();
    const body = sent?.body as { idempotency_key: string; method: string; amount: number };
    expect(body).toMatchObject({ invoice_id: 5, amount: 1100, method: 'CASH' });
    // The key made when the form opened, in the header and the body alike.
    expect(sent?.headers[IDEMPOTENCY_HEADER]).toBe(body.idempotency_key);
  });

  it('holds a refused payment with the server’s message', async () => {
    const refusal = 'This invoice is already paid.';
    const { network, clicker, dialog } = await openInvoice(failure(422, refusal, { invoice_id: [refusal] }));
    network.goOffline();
    await clicker.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await screen.findByText(QUEUED_MESSAGE);
    network.goOnline();
    expect(await screen.findByText('Payment $1,100.00 Bank transfer: Needs you')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    expect(within(review).getAllByText(refusal).length).toBeGreaterThan(0);
  });
});
