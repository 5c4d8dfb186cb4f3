import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../test/mock-api';
import { afterScreenSettles } from './after-screen-settles';
import { withChunkTimeout } from './chunk-load-error';
import { http } from './http-client';

/** The API, each call answered when the test says: `pendingRead(path)` starts one and returns its answer. */
const gates = new Map<string, () => void>();
const held = (path: string) => async () => {
  await new Promise<void>((resolve) => gates.set(path, resolve));
  return ok({ path });
};
beforeEach(() => {
  mockApi({ 'GET /v1/week': held('week'), 'GET /v1/user': held('user'), 'GET /v1/more': held('more') });
});
function pendingRead(path: 'week' | 'user' | 'more') {
  const read = http.get(`/${path}`);
  return async () => {
    await vi.waitFor(() => expect(gates.has(path)).toBe(true));
    gates.get(path)?.();
    gates.delete(path);
    await read;
  };
}

describe('afterScreenSettles', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until every API call in flight has answered, then runs once', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const answerWeek = pendingRead('week');
    const answerUser = pendingRead('user');

    afterScreenSettles(run);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();

    await answerWeek();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();

    await answerUser();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);

    // Later calls do not run it again.
    const answerMore = pendingRead('more');
    await answerMore();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits for the screen's next call, started just after its first answered", async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const answerUser = pendingRead('user');
    afterScreenSettles(run);

    await answerUser();
    await vi.advanceTimersByTimeAsync(100);
    const answerWeek = pendingRead('week');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();

    await answerWeek();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts a call that found no network as done', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    mockApi({
      'GET /v1/week': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const read = http.get('/week', { quiet: true }).catch((error: unknown) => error);
    afterScreenSettles(run);
    await read;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for a lazy page still loading, though no call is in flight', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    let arrive: (module: object) => void = () => {};
    const page = withChunkTimeout(new Promise<object>((resolve) => (arrive = resolve)));

    afterScreenSettles(run);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();

    arrive({});
    await page;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in the next idle moment when nothing is loading', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    afterScreenSettles(run);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const answer = pendingRead('week');
    const cancel = afterScreenSettles(run);
    cancel();
    await answer();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
