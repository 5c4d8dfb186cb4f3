import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { TRIAL_LIMITS } from '@fieldbook/domain/plans/plans.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUserLoad, signedInWith, startUpRoutes } from '../../../test/fixtures';
import { type MockResponse, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { activeSubscription, buildSubscription, CARDS, INVOICE, PLANS } from '../testing/billing-fixtures';

const PATH = '/business/settings/subscription';
const noInvoices = ok({ data: [], page: 1, rows: 20, total: 0 });

function pageApi(routes: Record<string, MockResponse | ((request: never) => MockResponse)> = {}) {
  return mockApi({
    ...signedInWith(['canManageBilling']),
    'GET /v1/plans': ok(PLANS),
    'GET /v1/subscription': ok(activeSubscription()),
    'GET /v1/subscription/invoices': ok({ data: [INVOICE], page: 1, rows: 20, total: 1 }),
    ...routes,
  });
}

const section = (name: string) => screen.findByRole('region', { name });

describe('settings/subscription', () => {
  it('shows the plan, its status, the next charge and the coupon in force', async () => {
    pageApi();
    renderApp(PATH);
    const current = await section('Current plan');
    expect((await within(current).findByTestId('subscription-status')).textContent).toBe('Active');
    expect(within(current).getByText('Team, yearly')).toBeTruthy();
    expect(within(current).getByText('$632.00 on 25-11-2027')).toBeTruthy();
    expect(within(current).getByText('WELCOME20: 20% off for 3 months (2 more charges)')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Trial limits' })).toBeNull();
    expect(within(await section('Change plan')).getByText('Current plan')).toBeTruthy();
  });

  it('on trial: the days left, the limits used and Subscribe', async () => {
    pageApi({ 'GET /v1/subscription': ok(buildSubscription()), 'GET /v1/subscription/invoices': noInvoices });
    renderApp(PATH);
    const current = await section('Current plan');
    expect((await within(current).findByTestId('subscription-status')).textContent).toBe('Trial');
    expect(within(current).getByText('9 days left (ends 09-12-2026)')).toBeTruthy();
    const limits = await section('Trial limits');
    const clients = within(limits).getByRole('progressbar', { name: 'Clients' });
    expect(clients.getAttribute('aria-valuenow')).toBe('100');
    expect(within(limits).getByText(`${TRIAL_LIMITS.client} of ${TRIAL_LIMITS.client}`)).toBeTruthy();
    expect(within(limits).getByRole('progressbar', { name: 'Appointments' }).getAttribute('aria-valuenow')).toBe('12');
    expect(await within(await section('Saved cards')).findByText('No saved cards')).toBeTruthy();
    expect(await within(await section('Invoices')).findByText('No invoices yet')).toBeTruthy();
    await userEvent.setup().click(within(current).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('dialog', { name: 'Subscribe to Fieldbook' })).toBeTruthy();
  });

  it('lists saved cards with MM/YYYY; the default has no Delete; another is deleted after asking, or made the default', async () => {
    const deleted: unknown[] = [];
    const defaults: unknown[] = [];
    pageApi({
      'POST /v1/cards/delete': (request: { body: unknown }) => {
        deleted.push(request.body);
        return ok(CARDS.slice(0, 1));
      },
      'POST /v1/cards/default': (request: { body: unknown }) => {
        defaults.push(request.body);
        return ok(CARDS.map((card) => ({ ...card, default: card.id === 8 })));
      },
    });
    renderApp(PATH);
    const cards = await section('Saved cards');
    const visa = await within(cards).findByRole('group', { name: 'Visa ending 4242' });
    expect(within(visa).getByText('Expires 03/2031')).toBeTruthy();
    expect(within(visa).getByText('Default')).toBeTruthy();
    expect(within(visa).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(visa).queryByRole('button', { name: 'Make Default' })).toBeNull();
    const mastercard = within(cards).getByRole('group', { name: 'Mastercard ending 4444' });
    expect(within(mastercard).getByText('Expires 11/2029')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(mastercard).getByRole('button', { name: 'Delete card ending 4444' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete card?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(await within(mastercard).findByRole('button', { name: 'Make Default' }));
    expect(await screen.findByText(BILLING_MESSAGES.defaultCardSet)).toBeTruthy();
    expect(defaults).toEqual([{ card_id: 8 }]);
    const visaNow = within(cards).getByRole('group', { name: 'Visa ending 4242' });
    await user.click(within(visaNow).getByRole('button', { name: 'Delete card ending 4242' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete card?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(CARD_MESSAGES.cardDeleted)).toBeTruthy();
    expect(deleted).toEqual([{ card_id: 7 }]);
  });

  it('adds a card through the card panel', async () => {
    const saved: unknown[] = [];
    pageApi({
      'POST /v1/cards': (request: { body: unknown }) => {
        saved.push(request.body);
        return ok(CARDS[1]);
      },
    });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await within(await section('Saved cards')).findByRole('button', { name: 'Add Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Card' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Card number/ }), '5555 5555 5555 4444');
    await user.type(within(dialog).getByRole('textbox', { name: /^Expiry/ }), '11/29');
    await user.type(within(dialog).getByRole('textbox', { name: /^Card holder name/ }), 'Olivia Brennan');
    await user.click(within(dialog).getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText(BILLING_MESSAGES.cardSaved)).toBeTruthy();
    expect(saved).toEqual([
      { token: expect.stringMatching(/^sbx_tok_5555555555554444_11_2029$/), holder_name: 'Olivia Brennan' },
    ]);
  });

  it('cancels at the end of the period after asking, then resumes', async () => {
    const actions: string[] = [];
    pageApi({
      'POST /v1/subscription/cancel': () => {
        actions.push('cancel');
        return ok(activeSubscription({ cancel_at_period_end: true, next_charge: null }));
      },
      'POST /v1/subscription/resume': () => {
        actions.push('resume');
        return ok(activeSubscription());
      },
    });
    renderApp(PATH);
    const user = userEvent.setup();
    const current = await section('Current plan');
    await user.click(await within(current).findByRole('button', { name: 'Cancel Subscription' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel subscription?' });
    expect(within(ask).getByText(/Your plan stays until 24-11-2027/)).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(BILLING_MESSAGES.cancelled)).toBeTruthy();
    expect(await within(current).findByText(/Your subscription ends on 24-11-2027/)).toBeTruthy();
    await user.click(await within(current).findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(BILLING_MESSAGES.resumed)).toBeTruthy();
    expect(actions).toEqual(['cancel', 'resume']);
  });

  it('changes plan from the next period', async () => {
    const sent: unknown[] = [];
    pageApi({
      'POST /v1/subscription/plan': (request: { body: unknown }) => {
        sent.push(request.body);
        return ok(activeSubscription({ next_plan: PLANS[0] ?? null, next_interval: 'MONTH' }));
      },
    });
    renderApp(PATH);
    const user = userEvent.setup();
    const plans = await section('Change plan');
    const change = await within(plans).findByRole('button', { name: 'Change Plan' });
    expect(change).toHaveProperty('disabled', true);
    await user.click(within(plans).getByRole('button', { name: 'Monthly' }));
    await user.click(within(plans).getByRole('radio', { name: /Solo/ }));
    expect(within(plans).getByText('$29.00 / month')).toBeTruthy();
    await user.click(change);
    expect(await screen.findByText(BILLING_MESSAGES.planChanged)).toBeTruthy();
    expect(sent).toEqual([{ plan_id: 1, interval: 'MONTH' }]);
    expect(await within(await section('Current plan')).findByText('Solo, monthly')).toBeTruthy();
  });

  it('lists the invoices and downloads a PDF', async () => {
    pageApi({ 'GET /v1/subscription/invoices/31/pdf': ok('%PDF-1.7') });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp(PATH);
    const invoices = await section('Invoices');
    expect(await within(invoices).findByText('SUB-000031')).toBeTruthy();
    expect(within(invoices).getByText('25-11-2026 to 24-11-2027')).toBeTruthy();
    expect(within(invoices).getByText('$632.00')).toBeTruthy();
    expect(within(invoices).getByText('Paid')).toBeTruthy();
    await userEvent.setup().click(within(invoices).getByRole('button', { name: 'Download PDF of invoice SUB-000031' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('is in the settings index only with canManageBilling, and is a 404 without it', async () => {
    pageApi();
    const { unmount } = renderApp('/business/settings');
    expect(await screen.findByRole('link', { name: /Subscription/ })).toBeTruthy();
    unmount();
    mockApi(signedInWith([]));
    const again = renderApp('/business/settings');
    expect(await screen.findByRole('link', { name: /Profile/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Subscription/ })).toBeNull();
    again.unmount();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it.each([
    ['PAST_DUE', BILLING_MESSAGES.pastDueBanner],
    ['LAPSED', BILLING_MESSAGES.lapsedBanner],
  ] as const)(
    'the business shell shows the %s banner, with a link for those who manage billing',
    async (status, text) => {
      const load = buildUserLoad({ permissions: ['canAccessPortalBusiness', 'canManageBilling'] });
      mockApi({
        ...signedInWith([]),
        ...startUpRoutes({ ...load, company: { ...load.company, subscription_status: status } }),
      });
      renderApp('/business/settings');
      const banner = (await screen.findByText(text)).closest('[role="alert"]') as HTMLElement;
      expect(within(banner).getByRole('link', { name: 'Subscription' }).getAttribute('href')).toBe(PATH);
    },
  );
});
