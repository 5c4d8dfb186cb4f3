import { describe, expect, it } from 'vitest';
import { type Executor, readTogether } from './database';

/** Reads that note when each starts and ends, each taking a few ms. */
function traced() {
  const events: string[] = [];
  const read = (name: string) => async () => {
    events.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    events.push(`end ${name}`);
    return name;
  };
  return { events, reads: [read('a'), read('b'), read('c')] as const };
}

describe('readTogether', () => {
  it('sends the reads at once on the pool', async () => {
    const { events, reads } = traced();
    expect(await readTogether({} as Executor, reads)).toEqual(['a', 'b', 'c']);
    expect(events.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });

  it('sends each read of a transaction after the one before has answered, never two on its connection at once', async () => {
    const { events, reads } = traced();
    const transaction = { rollback: () => undefined } as unknown as Executor;
    expect(await readTogether(transaction, reads)).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
