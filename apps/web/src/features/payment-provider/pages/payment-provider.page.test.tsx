import {
  PAYMENT_PROVIDER_MESSAGES,
  providerMessages,
} from '@fieldbook/domain/payment-provider/payment-provider.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { leaveFor } from '../api/leave-for';

const available = [
  { kind: 'stripe', label: 'Stripe' },
  { kind: 'square', label: 'Square' },
];
const unlinked = {
  provider: { provider_type: 'payment', status: 'NOT_LINKED', requires_auth: true },
  mode: 'live',
  kind: null,
  available,
  account: null,
  connected_at: null,
};
const linked = {
  provider: { provider_type: 'payment', status: 'LINKED', requires_auth: false },
  mode: 'live',
  kind: 'stripe',
  available,
  account: 'acct_1Plumbing',
  connected_at: '2026-11-26 09:05:00',
};
/** Square linked, but Square has since refused the connection (revoked in its dashboard). */
const squareRefused = {
  ...linked,
  provider: { provider_type: 'payment', status: 'LINKED', requires_auth: true },
  kind: 'square',
  account: 'MLPLUMBING',
};
const AUTHORIZE = 'https://connect.stripe.com/oauth/authorize?client_id=ca_1&state=s';

function open(path: string, status: unknown, extra: Parameters<typeof mockApi>[0] = {}) {
  const sent: MockRequest[] = [];
  const record = (answer: unknown) => (request: MockRequest) => {
    sent.push(request);
    return ok(answer);
  };
  mockApi({
    ...signedInWith(['canManageProviders']),
    'GET /v1/paymentProvider': ok(status),
    'POST /v1/paymentProvider/connect': record({ url: AUTHORIZE }),
    'POST /v1/paymentProvider/callback': record(linked),
    'POST /v1/paymentProvider/disconnect': record(unlinked),
    ...extra,
  });
  const rendered = renderApp(path);
  return { sent, clicker: userEvent.setup(), ...rendered };
}

afterEach(() => vi.restoreAllMocks());

describe('settings/paymentProvider', () => {
  it('shows an unlinked account as needing attention and sends the browser to Stripe to connect', async () => {
    const go = vi.spyOn(leaveFor, 'go').mockImplementation(() => {});
    const { sent, clicker } = open('/business/settings/paymentProvider', unlinked);
    expect(await screen.findByText('Needs attention')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Connect Stripe' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(AUTHORIZE));
    expect(sent.map((r) => [r.path, r.body])).toEqual([['/v1/paymentProvider/connect', { provider: 'stripe' }]]);
  });

  it('lets the business choose Square instead', async () => {
    const go = vi.spyOn(leaveFor, 'go').mockImplementation(() => {});
    const { sent, clicker } = open('/business/settings/paymentProvider', unlinked);
    const square = await screen.findByRole('article', { name: 'Square' });
    await clicker.click(within(square).getByRole('button', { name: 'Connect Square' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(AUTHORIZE));
    expect(sent.map((r) => r.body)).toEqual([{ provider: 'square' }]);
  });

  it('with Stripe linked, offers no second provider but says how to switch', async () => {
    open('/business/settings/paymentProvider', linked);
    expect(
      await screen.findByText('To take card payments through Square instead, disconnect Stripe first.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Connect/ })).toBeNull();
  });

  it('asks to connect Square again when Square refused the connection', async () => {
    const go = vi.spyOn(leaveFor, 'go').mockImplementation(() => {});
    const { sent, clicker } = open('/business/settings/paymentProvider', squareRefused);
    expect(await screen.findByText(providerMessages('square').reconnect)).toBeTruthy();
    expect(screen.getByText('Needs attention')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Reconnect Square' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(AUTHORIZE));
    expect(sent.map((r) => r.body)).toEqual([{ provider: 'square' }]);
  });

  it('finishes connecting once when Stripe sends the browser back with a code, and clears it from the address', async () => {
    const { sent, router } = open('/business/settings/paymentProvider?code=ac_1&state=s1', unlinked);
    expect(await screen.findByText('Linked')).toBeTruthy();
    expect(screen.getByText(/acct_1Plumbing, connected 26-11-2026 9:05am/)).toBeTruthy();
    expect(await screen.findByText(providerMessages('stripe').connected)).toBeTruthy();
    expect(sent.map((r) => r.body)).toEqual([{ code: 'ac_1', state: 's1' }]);
    expect(router.state.location.search).toBe('');
  });

  it('keeps the link when the page’s first read, taken before the callback, answers after it', async () => {
    let callbackAnswered: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      callbackAnswered = resolve;
    });
    open('/business/settings/paymentProvider?code=ac_1&state=s1', unlinked, {
      'GET /v1/paymentProvider': async () => {
        await answered;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ok(unlinked);
      },
      'POST /v1/paymentProvider/callback': () => {
        setTimeout(callbackAnswered, 0);
        return ok(linked);
      },
    });
    expect(await screen.findByText(providerMessages('stripe').connected)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Linked')).toBeTruthy();
    expect(screen.queryByText('Needs attention')).toBeNull();
  });

  it('says why a connection failed', async () => {
    open('/business/settings/paymentProvider?code=ac_1&state=old', unlinked, {
      'POST /v1/paymentProvider/callback': failure(422, 'The given data was invalid.', {
        state: [PAYMENT_PROVIDER_MESSAGES.badState],
      }),
    });
    expect(await screen.findByText(PAYMENT_PROVIDER_MESSAGES.badState)).toBeTruthy();
  });

  it('tells a business that cancelled on Stripe’s page so', async () => {
    const { sent } = open('/business/settings/paymentProvider?error=access_denied', unlinked);
    expect(await screen.findByText(PAYMENT_PROVIDER_MESSAGES.cancelled)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('disconnects only once confirmed', async () => {
    const { sent, clicker } = open('/business/settings/paymentProvider', linked);
    await clicker.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Stripe?' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    await clicker.click(screen.getByRole('button', { name: 'Disconnect' }));
    const again = await screen.findByRole('alertdialog', { name: 'Disconnect Stripe?' });
    await clicker.click(within(again).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Needs attention')).toBeTruthy();
    expect(sent.map((r) => r.path)).toEqual(['/v1/paymentProvider/disconnect']);
  });

  it('is a 404 without canManageProviders', async () => {
    mockApi(signedInWith(['canAccessCalendar']));
    renderApp('/business/settings/paymentProvider');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
