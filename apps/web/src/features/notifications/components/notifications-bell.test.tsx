import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deliver, listening } from '../../../test/fake-realtime';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const quotationAccepted = {
  id: 2,
  title: 'Quotation Q-0012 accepted',
  body: 'Jo Citizen accepted it in Client Connect',
  data: { type: 'quotation', id: 12 },
  is_read: false,
  created_at: '2026-11-20 09:05:00',
};
const licenceExpiring = {
  id: 1,
  title: "Sam Lee's licence GF-1 expires on 1/12/2026",
  body: 'Renew it and update licence GF-1 in Fieldbook.',
  data: { type: 'licence', id: 3 },
  is_read: true,
  created_at: '2026-11-19 09:00:00',
};

function signedIn() {
  let list = [quotationAccepted, licenceExpiring];
  const payload = () => ({ notifications: list, unread: list.filter((n) => !n.is_read).length });
  const api = mockApi({
    ...signedInWith(['canAccessQuotations', 'canViewQuotations', 'canManageUsers']),
    'GET /v1/notifications/all': () => ok(payload()),
    'POST /v1/notifications/read': (request: MockRequest) => {
      const ids = (request.body as { ids?: number[] }).ids;
      list = list.map((n) => (!ids || ids.includes(n.id) ? { ...n, is_read: true } : n));
      return ok(payload());
    },
  });
  const view = renderApp('/business/home');
  return { api, view, add: (n: typeof quotationAccepted) => (list = [n, ...list]) };
}

describe('the notifications bell', () => {
  it('shows the unread count, lists them newest first, and opening one marks it read and goes to its record', async () => {
    const { api, view } = signedIn();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const user = userEvent.setup();
    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Quotation Q-0012 accepted'),
      expect.stringContaining("Sam Lee's licence GF-1 expires"),
    ]);
    expect(within(list).getAllByRole('button')[0]?.textContent).toContain('20-11-2026 9:05am');

    await user.click(within(list).getByRole('button', { name: /Quotation Q-0012 accepted/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/business/quotations/12'));
    const marked = api.calls.find((call) => call.path === '/v1/notifications/read');
    expect(marked?.body).toEqual({ ids: [2] });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('hears a new one live on the user’s own channel: a notice, and the count goes up', async () => {
    const { api, add } = signedIn();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(listening()).toContain(CHANNELS.notifications));
    const fetched = api.count('GET /v1/notifications/all');

    add({ ...quotationAccepted, id: 3, title: 'Invoice INV-0007 paid', data: { type: 'invoice', id: 7 } });
    act(() => deliver(CHANNELS.notifications, REALTIME_EVENTS.notification, { id: 3, title: 'Invoice INV-0007 paid' }));
    expect(await screen.findByText('Invoice INV-0007 paid')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(api.count('GET /v1/notifications/all')).toBe(fetched + 1);
  });

  it('marks every one read at once', async () => {
    const { api } = signedIn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true),
    );
    expect(api.calls.find((call) => call.path === '/v1/notifications/read')?.body).toEqual({});
    // Behind the open list, the bell says none are unread.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
  });
});
