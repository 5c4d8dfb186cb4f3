import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterScreenSettles } from './after-screen-settles';
import { withChunkTimeout } from './chunk-load-error';

/** A read the test answers when it likes. */
function pendingRead(client: QueryClient, key: string) {
  let answer: (value: string) => void = () => {};
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (value: string) => answer(value);
}

describe('afterScreenSettles', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until every read in flight has answered, then runs once', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const run = vi.fn();
    const answerWeek = pendingRead(client, 'week');
    const answerUser = pendingRead(client, 'user');

    afterScreenSettles(client, run);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();

    answerWeek('week');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();

    answerUser('user');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);

    // Later reads do not run it again.
    const answerMore = pendingRead(client, 'more');
    answerMore('more');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits for the screen's next read, started just after its first answered", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const run = vi.fn();
    const answerUser = pendingRead(client, 'user');
    afterScreenSettles(client, run);

    answerUser('user');
    await vi.advanceTimersByTimeAsync(100);
    const answerWeek = pendingRead(client, 'week');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();

    answerWeek('week');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for a lazy page still loading, though no read is in flight', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    let arrive: (module: object) => void = () => {};
    const page = withChunkTimeout(new Promise<object>((resolve) => (arrive = resolve)));

    afterScreenSettles(new QueryClient(), run);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();

    arrive({});
    await page;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in the next idle moment when nothing is being read', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    afterScreenSettles(new QueryClient(), run);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const run = vi.fn();
    const answer = pendingRead(client, 'week');
    const cancel = afterScreenSettles(client, run);
    cancel();
    answer('week');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
