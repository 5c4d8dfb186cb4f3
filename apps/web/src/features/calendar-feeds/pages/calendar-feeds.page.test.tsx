import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const URL_1 = 'http://localhost:3000/feeds/calendar/abc.ics';
const feed = {
  id: 7,
  kind: 'STAFF',
  user_id: 1,
  user_name: 'Olive Owner',
  url: URL_1,
  created_at: '',
  created_by: null,
};
const staff = [
  { id: 2, name: 'Sam Staff' },
  { id: 1, name: 'Olive Owner' },
];

function openFeeds(feeds: unknown[]) {
  const sent: MockRequest[] = [];
  const record = (request: MockRequest) => {
    sent.push(request);
    return ok({ feed });
  };
  mockApi({
    ...signedInWith(['canCreateExternalCalendarFeeds']),
    'GET /v1/calendarFeeds': ok({ feeds, staff }),
    'POST /v1/calendarFeeds': record,
    'DELETE /v1/calendarFeeds': (request) => {
      sent.push(request);
      return ok(null);
    },
    'POST /v1/calendarFeeds/regenerate': record,
  });
  renderApp('/business/settings/externalCalendarFeeds');
  return { sent, clicker: userEvent.setup() };
}

describe('settings/externalCalendarFeeds', () => {
  it('shows the empty state, the user first, and creates a staff member’s feed', async () => {
    const { sent, clicker } = openFeeds([]);
    expect(await screen.findByText('No calendar feeds yet')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Calendars' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.split('No feed')[0])).toEqual([
      'Olive Owner (you)',
      'Sam Staff',
      'Whole company',
    ]);
    await clicker.click(screen.getByRole('button', { name: 'Create feed for Sam Staff' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ kind: 'STAFF', user_id: 2 });
  });

  it('copies the link, offers webcal:// to subscribe, and revokes only once confirmed', async () => {
    const { sent, clicker } = openFeeds([feed]);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await clicker.click(await screen.findByRole('button', { name: 'Copy link for Olive Owner (you)' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe to Olive Owner (you)' }).getAttribute('href')).toBe(
      'webcal://localhost:3000/feeds/calendar/abc.ics',
    );

    await clicker.click(screen.getByRole('button', { name: 'Revoke feed for Olive Owner (you)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this feed?' });
    await clicker.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toHaveLength(0);
    await clicker.click(screen.getByRole('button', { name: 'Revoke feed for Olive Owner (you)' }));
    await clicker.click(
      within(await screen.findByRole('alertdialog', { name: 'Revoke this feed?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ id: 7 });
  });

  it('is a 404 without canCreateExternalCalendarFeeds', async () => {
    mockApi(signedInWith(['canAccessCalendar']));
    renderApp('/business/settings/externalCalendarFeeds');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
