import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUserLoad } from '../../test/fixtures';
import { userLoadQueryKey } from '../session/load-user';
import { type KeptDay, keepQueries, restoreKeptDay } from './kept-queries';
import { keptValues } from './offline-db';

afterEach(async () => {
  vi.useRealTimers();
  await keptValues.clear();
});

const WEEK = ['appointments', 'search', { start: '2026-11-22 00:00:00' }];

/** A field worker's page with the week's appointments read, and the day kept as it changes. */
function fieldWorkersPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = buildUserLoad();
  user.details.role = 'Field Staff';
  client.setQueryData(userLoadQueryKey, user);
  client.setQueryData(WEEK, { appointments: [{ id: 41, title: 'Gas check' }], total: 1 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const stop = keepQueries(client, 'mia@example.com', () => 1_000);
  return { client, stop };
}

/** The day as kept once the page's next save is due. */
async function keptNow(): Promise<KeptDay | undefined> {
  vi.advanceTimersByTime(5_000);
  vi.useRealTimers();
  await vi.waitFor(async () => expect(await keptValues.get('queries')).toBeDefined());
  return keptValues.get<KeptDay>('queries');
}

describe('the kept day', () => {
  it('keeps a read whose refetch failed without a network as it was read, and it reopens with that data', async () => {
    const { client, stop } = fieldWorkersPage();
    // A change made offline invalidated the week; its refetch found no network.
    await client
      .fetchQuery({
        queryKey: WEEK,
        queryFn: () => Promise.reject(new Error('Could not connect')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(client.getQueryState(WEEK)?.status).toBe('error');

    const day = await keptNow();
    stop();
    const week = day?.state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(WEEK));
    expect(week?.state).toMatchObject({ status: 'success', error: null, data: { total: 1 } });

    const reopened = new QueryClient();
    restoreKeptDay(reopened, day as KeptDay);
    expect(reopened.getQueryState(WEEK)).toMatchObject({ status: 'success', data: { total: 1 } });
  });

  it('keeps a read nothing has shown for longer than the cache keeps unused reads', async () => {
    const { client, stop } = fieldWorkersPage();
    const job = ['appointments', 'detail', 41];
    // Read ahead, never shown; then, past the cache's 5 minutes, another read changes and the day is saved.
    await client.prefetchQuery({ queryKey: job, queryFn: () => ({ id: 41, title: 'Gas check' }) });
    vi.advanceTimersByTime(6 * 60_000);
    client.setQueryData(WEEK, {
      appointments: [
        { id: 41, title: 'Gas check' },
        { id: 42, title: 'Leak' },
      ],
      total: 2,
    });

    const day = await keptNow();
    stop();
    const kept = day?.state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(job));
    expect(kept?.state.data).toEqual({ id: 41, title: 'Gas check' });
  });

  it('keeps nothing of a read that never had data', async () => {
    const { client, stop } = fieldWorkersPage();
    const never = ['appointments', 'detail', 99];
    await client.fetchQuery({ queryKey: never, queryFn: () => Promise.reject(new Error('Not found')) }).catch(() => {});
    const day = await keptNow();
    stop();
    expect(day?.state.queries.map((query) => query.queryKey)).not.toContainEqual(never);
  });
});
