import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { MyCalendarFeed } from './my-calendar-feed';

const URL_1 = 'http://localhost:3000/feeds/calendar/mine.ics';
const URL_2 = 'http://localhost:3000/feeds/calendar/renewed.ics';
const feedAt = (url: string) => ({ id: 9, kind: 'STAFF', user_id: 1, user_name: 'Olive Owner', url, created_at: '' });

/** The profile's card, for a staff member who may not manage the company's feeds. */
function openCard() {
  const sent: MockRequest[] = [];
  let feed: ReturnType<typeof feedAt> | null = null;
  mockApi({
    ...signedInWith([]),
    'GET /v1/calendarFeeds/mine': () => ok({ feed }),
    'POST /v1/calendarFeeds/mine': (request) => {
      sent.push(request);
      feed = feedAt(URL_1);
      return ok({ feed });
    },
    'POST /v1/calendarFeeds/mine/regenerate': (request) => {
      sent.push(request);
      feed = feedAt(URL_2);
      return ok({ feed });
    },
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <section aria-label="Your calendar">
        <MyCalendarFeed />
      </section>
    </AppProviders>,
  );
  return { sent, clicker: userEvent.setup() };
}

describe('settings/profile: the staff member’s own calendar link', () => {
  it('makes the staff member’s own link, offers webcal:// and regenerates it once confirmed', async () => {
    const { sent, clicker } = openCard();
    const section = screen.getByRole('region', { name: 'Your calendar' });
    await clicker.click(await within(section).findByRole('button', { name: 'Create my calendar link' }));
    expect(await within(section).findByText(URL_1)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      'webcal://localhost:3000/feeds/calendar/mine.ics',
    );

    await clicker.click(within(section).getByRole('button', { name: 'Regenerate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make a new link?' });
    await clicker.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toHaveLength(1);
    await clicker.click(within(section).getByRole('button', { name: 'Regenerate' }));
    await clicker.click(
      within(await screen.findByRole('alertdialog', { name: 'Make a new link?' })).getByRole('button', {
        name: 'Make new link',
      }),
    );
    expect(await within(section).findByText(URL_2)).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual([
      '/v1/calendarFeeds/mine',
      '/v1/calendarFeeds/mine/regenerate',
    ]);
  });
});
