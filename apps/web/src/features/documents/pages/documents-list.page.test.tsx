import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { invoiceSummary, quotationSummary } from '../testing/document-fixtures';

const QUOTATION_ACCESS = ['canAccessQuotations', 'canViewQuotations', 'canAddQuotations'];
const INVOICE_ACCESS = ['canAccessInvoicing', 'canViewInvoicing', 'canAddInvoices'];

describe('quotations list', () => {
  afterEach(() => vi.useRealTimers());

  it('shows "No quotations yet" with a way to create the first', async () => {
    mockApi({
      ...signedInWith(QUOTATION_ACCESS),
      'POST /v1/quotation/search': ok({ quotations: [], total: 0, page: 1 }),
    });
    renderApp('/business/quotations');
    expect(await screen.findByText('No quotations yet')).toBeTruthy();
    const create = screen.getAllByRole('link', { name: 'Create Quotation' });
    expect(create.at(-1)?.getAttribute('href')).toBe('/business/quotations/add');
  });

  it('searches newest first, then by the chosen status, archived, sort and text (750 ms after typing)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const searches: MockRequest[] = [];
    mockApi({
      ...signedInWith(QUOTATION_ACCESS),
      'POST /v1/quotation/search': (request) => {
        searches.push(request);
        return ok({ quotations: [quotationSummary({ status: 'SENT', expired_days: 3 })], total: 1, page: 1 });
      },
    });
    renderApp('/business/quotations');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const table = await screen.findByRole('table', { name: 'Quotations' });
    expect(await within(table).findByText('Harriet Quill')).toBeTruthy();
    expect(within(table).getByText('Expired 3 days ago')).toBeTruthy();
    expect(within(table).getByText('$108.90')).toBeTruthy();
    expect(searches[0]?.body).toEqual({
      filter: '',
      status: [],
      archived: false,
      page: 1,
      rows: 20,
      sort: 'date',
      direction: 'desc',
    });

    const statuses = screen.getByRole('group', { name: 'Filter by status' });
    await user.click(within(statuses).getByRole('button', { name: 'Accepted' }));
    await vi.waitFor(() => expect(searches.at(-1)?.body).toMatchObject({ status: ['ACCEPTED'] }));
    await user.click(within(statuses).getByRole('button', { name: 'Archived' }));
    await vi.waitFor(() => expect(searches.at(-1)?.body).toMatchObject({ status: ['ACCEPTED'], archived: true }));
    await user.click(within(table).getByRole('button', { name: 'Total' }));
    await vi.waitFor(() => expect(searches.at(-1)?.body).toMatchObject({ sort: 'total', direction: 'asc' }));

    const sent = searches.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hot water');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(searches).toHaveLength(sent);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await vi.waitFor(() => expect(searches.at(-1)?.body).toMatchObject({ filter: 'hot water', page: 1 }));
    expect(searches.at(-1)?.body).not.toHaveProperty('overdue');
  });
});

describe('invoices list', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the amount due and overdue days, and filters to overdue invoices', async () => {
    const searches: MockRequest[] = [];
    mockApi({
      ...signedInWith(INVOICE_ACCESS),
      'POST /v1/invoice/search': (request) => {
        searches.push(request);
        return ok({
          invoices: [invoiceSummary({ status: 'PARTIAL', amount_paid: 50, amount_due: 58.9, overdue_days: 9 })],
          total: 1,
          page: 1,
        });
      },
    });
    renderApp('/business/invoicing');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByText('$58.90')).toBeTruthy();
    expect(within(table).getByText('Partial Paid')).toBeTruthy();
    expect(within(table).getByText('9 days overdue')).toBeTruthy();
    expect(searches[0]?.body).toMatchObject({ overdue: false, sort: 'date', direction: 'desc' });

    const filters = screen.getByRole('group', { name: 'Filter by status' });
    // Only the statuses an invoice can have; no quotation words.
    expect(within(filters).queryByRole('button', { name: 'Accepted' })).toBeNull();
    await user.click(within(filters).getByRole('button', { name: 'Overdue' }));
    await vi.waitFor(() => expect(searches.at(-1)?.body).toMatchObject({ overdue: true, page: 1 }));
    await user.click(within(filters).getByRole('button', { name: 'Unpaid' }));
    await vi.waitFor(() => expect(searches.at(-1)?.body).toMatchObject({ overdue: true, status: ['OPEN'] }));
  });
});
