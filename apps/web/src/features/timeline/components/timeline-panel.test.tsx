import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import {
  buildLog,
  buildNote,
  queryOf,
  renderTimeline,
  signedInRoutes,
  timelinePage,
} from '../testing/timeline-fixtures';

const pinned = buildNote({ id: 1, value: '<p>Pinned gate code</p>', timeline_pinned: true, is_pinned: true });
const recent = buildNote({ id: 2, value: '<p>Recent note</p>', timeline_date: '2026-03-05 10:00:00' });
const older = buildLog({ id: 3, description: 'Client created', timeline_date: '2026-03-01 08:00:00' });

describe('timeline panel', () => {
  it('groups entries by date with Pinned first and loads older pages', async () => {
    const api = mockApi({
      ...signedInRoutes(),
      'GET /v1/clients/timeline': ({ url }) =>
        queryOf(url).get('page') === '1'
          ? ok(timelinePage({ timeline: [pinned, recent], has_more: true, tiles: [{ type: 'note', count: 2 }] }))
          : ok(timelinePage({ timeline: [older], page: 2 })),
    });
    renderTimeline();
    const user = userEvent.setup();
    await screen.findByText('Recent note');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.slice(headings.indexOf('Pinned'))).toEqual(['Pinned', '05-03-2026']);
    expect(within(screen.getByRole('region', { name: 'Pinned' })).getByText('Pinned gate code')).toBeTruthy();
    expect(queryOf(api.calls.find((c) => c.path === '/v1/clients/timeline')?.url ?? '').get('id')).toBe('5');
    expect(screen.getByRole('button', { name: '2 Notes' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Show Older Results...' }));
    expect(await screen.findByText('Client created')).toBeTruthy();
    expect(screen.getByRole('region', { name: '01-03-2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show Older Results...' })).toBeNull();
  });

  it('keeps the entries it has when Show Older finds no network', async () => {
    const api = mockApi({
      ...signedInRoutes(),
      'GET /v1/clients/timeline': ({ url }) => {
        if (queryOf(url).get('page') === '1') return ok(timelinePage({ timeline: [pinned, recent], has_more: true }));
        throw new TypeError('Failed to fetch');
      },
    });
    renderTimeline();
    const user = userEvent.setup();
    await screen.findByText('Recent note');
    await user.click(screen.getByRole('button', { name: 'Show Older Results...' }));
    // Tried, and once more (a lost connection is retried once), then given up.
    const olderTries = () => api.calls.filter((call) => queryOf(call.url).get('page') === '2').length;
    await waitFor(() => expect(olderTries()).toBe(2), { timeout: 5_000 });
    expect(await screen.findByRole('button', { name: 'Show Older Results...' })).toBeTruthy();
    expect(screen.getByText('Recent note')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state, and Back To Top once its container scrolled past 1000 px', async () => {
    mockApi({ ...signedInRoutes(), 'GET /v1/clients/timeline': ok(timelinePage()) });
    const { container } = renderTimeline();
    expect(await screen.findByText('No entries to display')).toBeTruthy();
    const scrollTo = vi.fn();
    Object.assign(container, { scrollTo });
    Object.defineProperty(container, 'scrollTop', { configurable: true, value: 900 });
    fireEvent.scroll(container);
    expect(screen.queryByRole('button', { name: 'Back To Top' })).toBeNull();
    Object.defineProperty(container, 'scrollTop', { configurable: true, value: 1200 });
    fireEvent.scroll(container);
    fireEvent.click(await screen.findByRole('button', { name: 'Back To Top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('hides adding in "add" mode, the entries in "view" mode and both in "all" mode', async () => {
    const api = mockApi({
      ...signedInRoutes(),
      'GET /v1/clients/timeline': ok(timelinePage({ timeline: [recent] })),
    });
    const add = renderTimeline({ readOnly: 'add' });
    expect(await screen.findByText('Recent note')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pin note' })).toBeNull();
    add.unmount();

    const view = renderTimeline({ readOnly: 'view' });
    expect(await screen.findByRole('button', { name: 'Add Note' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('Search Entries...')).toBeNull();
    view.unmount();
    const fetches = api.count('GET /v1/clients/timeline');

    renderTimeline({ readOnly: 'all' });
    await waitFor(() => expect(api.count('GET /v1/user/load')).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
    expect(screen.queryByPlaceholderText('Search Entries...')).toBeNull();
    expect(api.count('GET /v1/clients/timeline')).toBe(fetches);
  });

  it('shows the welcome tip until it is dismissed', async () => {
    const api = mockApi({
      ...signedInRoutes([]),
      'GET /v1/clients/timeline': ok(timelinePage()),
      'POST /v1/tips/dismiss': ok(null),
    });
    renderTimeline({ readOnly: 'all' });
    const user = userEvent.setup();
    const tip = await screen.findByRole('alert');
    expect(within(tip).getByText('Activity Timeline')).toBeTruthy();
    expect(tip.textContent).toContain("collates all of this record's data");
    await user.click(within(tip).getByRole('button', { name: 'Dismiss tip' }));
    await waitFor(() => expect(screen.queryByText('Activity Timeline')).toBeNull());
    expect(api.calls.find((c) => c.path === '/v1/tips/dismiss')?.body).toEqual({ key: 'timeline' });
  });
});
