import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { resetViewportWidth, setViewportWidth } from '../../../test/viewport';
import { buildInvoice, buildQuotation } from '../testing/document-fixtures';

const PERMISSIONS = [
  'canAccessQuotations',
  'canViewQuotations',
  'canAddQuotations',
  'canAccessInvoicing',
  'canViewInvoicing',
  'canAddInvoices',
];

async function choose(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** A laptop: the lines are a table. */
const onALaptop = () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(resetViewportWidth);
};

describe('quotation view', () => {
  onALaptop();
  afterEach(() => vi.useRealTimers());

  it('saves only the last status chosen, 500 ms after the last change, then offers Convert to Invoice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const changes: MockRequest[] = [];
    const converted: MockRequest[] = [];
    mockApi({
      ...signedInWith(PERMISSIONS),
      'GET /v1/quotation': ok({ quotation: buildQuotation(), timeline: [] }),
      'POST /v1/quotation/status': (request) => {
        changes.push(request);
        return ok({ quotation: buildQuotation({ status: 'ACCEPTED', updated_at: '2026-11-02 09:05:00' }) });
      },
      'POST /v1/quotation/convert': (request) => {
        converted.push(request);
        return ok({ invoice: buildInvoice({ status: 'DRAFT', quotation_id: 7 }) });
      },
      'GET /v1/invoice': ok({ invoice: buildInvoice({ status: 'DRAFT', quotation_id: 7 }), timeline: [] }),
    });
    renderApp('/business/quotations/7');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByRole('heading', { name: 'Quotation 1007' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Line items' })).getAllByText('$108.90')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Convert to Invoice' })).toBeNull();

    await choose(user, 'Published');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await choose(user, 'Accepted');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(changes).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.body).toEqual({ id: 7, status: 'ACCEPTED' });

    // Accepted: it can become an invoice, and the picker no longer offers Draft or Accepted.
    await user.click(await screen.findByRole('button', { name: 'Convert to Invoice' }));
    expect(await screen.findByRole('heading', { name: 'Invoice 1043' })).toBeTruthy();
    expect(converted[0]?.body).toEqual({ id: 7 });
    expect(screen.getByRole('link', { name: 'View quotation' }).getAttribute('href')).toBe('/business/quotations/7');
  });

  it('offers only what a decided quotation may become, and links Book Appointment to the scheduler', async () => {
    mockApi({
      ...signedInWith([...PERMISSIONS, 'canAccessCalendar']),
      'GET /v1/quotation': ok({ quotation: buildQuotation({ status: 'ACCEPTED', invoice_id: 8 }), timeline: [] }),
    });
    renderApp('/business/quotations/7');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Quotation 1007' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Draft' })).toBeNull();
    expect(within(listbox).getByRole('option', { name: 'Accepted' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(listbox).getByRole('option', { name: 'Rejected' }).getAttribute('aria-disabled')).toBeNull();
    await user.keyboard('{Escape}');
    // Already converted: its invoice is linked instead.
    expect(screen.queryByRole('button', { name: 'Convert to Invoice' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View invoice' }).getAttribute('href')).toBe('/business/invoicing/8');
    expect(screen.getByRole('link', { name: 'Book Appointment' }).getAttribute('href')).toBe(
      '/business/scheduler?add=1&client_id=42&quotation_id=7',
    );
  });
});

describe('invoice view', () => {
  onALaptop();

  it('lets Draft and Unpaid be chosen, never Partial Paid or Paid, and shows what is still due', async () => {
    mockApi({
      ...signedInWith(PERMISSIONS),
      'GET /v1/invoice': ok({
        invoice: buildInvoice({ status: 'PARTIAL', amount_paid: 50, amount_due: 58.9, overdue_days: 4 }),
        timeline: [],
      }),
    });
    renderApp('/business/invoicing/8');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Invoice 1043' })).toBeTruthy();
    expect(screen.getByText('4 days overdue')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Line items' })).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('Amount Due').nextElementSibling?.textContent).toBe('$58.90');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Partial Paid', 'Draft', 'Unpaid']);
    expect(within(listbox).getByRole('option', { name: 'Partial Paid' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps showing the invoice when reading it again finds no network, but not once it is gone', async () => {
    let answer: 'found' | 'none' | 'gone' = 'found';
    mockApi({
      ...signedInWith(PERMISSIONS),
      'GET /v1/invoice': () => {
        if (answer === 'none') throw new TypeError('Failed to fetch');
        return answer === 'gone' ? failure(404, 'Not found.') : ok({ invoice: buildInvoice(), timeline: [] });
      },
    });
    const { queryClient } = renderApp('/business/invoicing/8');
    expect(await screen.findByRole('heading', { name: 'Invoice 1043' })).toBeTruthy();
    const state = () => queryClient.getQueryCache().findAll({ queryKey: ['documents', 'invoice'] })[0]?.state;

    // Offline (a kept day opened later): the read again fails without an answer.
    answer = 'none';
    await act(() => queryClient.refetchQueries({ queryKey: ['documents'] }));
    await waitFor(() => expect(state()?.status).toBe('error'));
    expect(screen.getByRole('heading', { name: 'Invoice 1043' })).toBeTruthy();
    expect(screen.queryByText('Could not load invoice')).toBeNull();

    // Answered: a colleague deleted it meanwhile.
    answer = 'gone';
    await act(() => queryClient.refetchQueries({ queryKey: ['documents'] }));
    expect(await screen.findByText('Could not load invoice')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invoice 1043' })).toBeNull();
  });
});

describe('documents on a phone (390 px)', () => {
  afterEach(resetViewportWidth);

  it('lays the lines out as cards, not a table that scrolls sideways, with the totals below them', async () => {
    setViewportWidth(390);
    const twoLines = [
      ...buildInvoice().line_items,
      {
        ...buildInvoice().line_items[0],
        uuid: 'line-2',
        description: 'Tempering valve',
        quantity: 2,
        unit_price: 45,
        discount_rate: 10,
        total: 89.1,
      },
    ] as ReturnType<typeof buildInvoice>['line_items'];
    mockApi({
      ...signedInWith(PERMISSIONS),
      'GET /v1/invoice': ok({
        invoice: buildInvoice({ line_items: twoLines, status: 'PARTIAL', amount_paid: 50, amount_due: 58.9 }),
        timeline: [],
      }),
    });
    renderApp('/business/invoicing/8');
    expect(await screen.findByRole('heading', { name: 'Invoice 1043' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Line items' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Call-out.*1 × \$99\.00.*GST 10%.*\$108\.90$/),
      expect.stringMatching(/^Tempering valve.*2 × \$45\.00.*Disc\. 10%.*GST 10%.*\$89\.10$/),
    ]);
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('Total').nextElementSibling?.textContent).toBe('$108.90');
    expect(within(totals).getByText('Amount Due').nextElementSibling?.textContent).toBe('$58.90');
  });
});
