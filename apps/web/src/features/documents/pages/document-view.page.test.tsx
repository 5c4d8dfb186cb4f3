import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
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

describe('quotation view', () => {
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
    const lines = screen.getByRole('table', { name: 'Line items' });
    expect(within(lines).getByText('Amount Due')).toBeTruthy();
    expect(within(lines).getByText('$58.90')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Partial Paid', 'Draft', 'Unpaid']);
    expect(within(listbox).getByRole('option', { name: 'Partial Paid' }).getAttribute('aria-disabled')).toBe('true');
  });
});
