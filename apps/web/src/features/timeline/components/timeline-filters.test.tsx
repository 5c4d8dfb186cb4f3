import { TIMELINE_MESSAGES } from '@fieldbook/domain/timeline/timeline.schemas';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { buildLog, queryOf, renderTimeline, signedInRoutes, timelinePage } from '../testing/timeline-fixtures';

/** Answers with one log line naming the types asked for, so the screen shows which filter applies. */
function timelineApi() {
  const api = mockApi({
    ...signedInRoutes(),
    'GET /v1/clients/timeline': ({ url }) =>
      ok(
        timelinePage({
          timeline: [buildLog({ description: `types: ${queryOf(url).getAll('types[]').join(',') || 'all'}` })],
          tiles: [
            { type: 'note', count: 2 },
            { type: 'log', count: 4 },
          ],
          has_collated: true,
        }),
      ),
  });
  const requests = () => api.calls.filter((c) => c.path === '/v1/clients/timeline').map((c) => queryOf(c.url));
  return { api, requests };
}

describe('timeline filters', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a search of 3 or more characters only, 1000 ms after typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = timelineApi();
    renderTimeline();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const search = await screen.findByPlaceholderText('Search Entries...');
    await screen.findByText('types: all');

    await user.type(search, 'ab');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(requests()).toHaveLength(1);
    expect(requests()[0]?.has('search')).toBe(false);

    await user.type(search, 'c');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(requests()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await vi.waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]?.get('search')).toBe('abc');
  });

  it('refuses a start date after the end date and sends nothing', async () => {
    const { requests } = timelineApi();
    renderTimeline();
    const user = userEvent.setup();
    await screen.findByText('types: all');
    await user.type(screen.getByLabelText('Start date'), '2026-02-10{Enter}');
    await vi.waitFor(() => expect(requests().at(-1)?.get('start')).toBe('2026-02-10'));
    const sent = requests().length;

    await user.type(screen.getByLabelText('End date'), '2026-02-01{Enter}');
    expect(await screen.findByText(TIMELINE_MESSAGES.startAfterEnd)).toBeTruthy();
    expect(requests()).toHaveLength(sent);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(TIMELINE_MESSAGES.startAfterEnd)).toBeNull();
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('');
    expect(requests().filter((query) => query.has('end'))).toEqual([]);
  });

  it('filters by the selected tiles after 1000 ms, Select All at once, and shows collated entries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = timelineApi();
    renderTimeline();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('checkbox', { name: 'Show Collated Entries' }));
    await vi.waitFor(() => expect(requests().at(-1)?.get('collated')).toBe('1'));

    const sent = requests().length;
    await user.click(screen.getByRole('button', { name: '4 Activity Log' }));
    expect(screen.getByRole('button', { name: '4 Activity Log' }).getAttribute('aria-pressed')).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(requests()).toHaveLength(sent);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText('types: note')).toBeTruthy();
    expect(requests().at(-1)?.get('collated')).toBe('1');

    // Select All applies without waiting (the unfiltered page is cached, so it shows at once).
    await user.click(screen.getByRole('button', { name: 'Select All Tiles' }));
    expect(screen.getByRole('button', { name: '4 Activity Log' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('types: all')).toBeTruthy();
  });

  it("shows the server's answer to a refused date range", async () => {
    mockApi({
      ...signedInRoutes(),
      'GET /v1/clients/timeline': ({ url }) =>
        queryOf(url).has('start')
          ? failure(422, 'The given data was invalid.', { start: ['Enter a valid date (yyyy-mm-dd).'] })
          : ok(timelinePage()),
    });
    renderTimeline();
    const user = userEvent.setup();
    await screen.findByText('No entries to display');
    await user.type(screen.getByLabelText('Start date'), '2026-02-10{Enter}');
    expect(await screen.findByText('Enter a valid date (yyyy-mm-dd).')).toBeTruthy();
  });
});
