import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { oneSyncAtATime } from './one-sync-at-a-time';

const ctx = useTestApp();

/** Work that notes when it starts and ends, taking a while in between. */
function tracked(log: string[], name: string) {
  return async () => {
    log.push(`${name} start`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    log.push(`${name} end`);
    return name;
  };
}

describe('oneSyncAtATime', () => {
  it('runs one company’s sync jobs one at a time, and other companies’ beside them', async () => {
    const log: string[] = [];
    const db = ctx.t.app.db;
    const first = oneSyncAtATime(db, 1, tracked(log, 'a1'));
    // Under way: a1 holds company 1's turn.
    while (!log.includes('a1 start')) await new Promise((resolve) => setTimeout(resolve, 5));
    const [a1, a2, b] = await Promise.all([
      first,
      oneSyncAtATime(db, 1, tracked(log, 'a2')),
      oneSyncAtATime(db, 2, tracked(log, 'b')),
    ]);
    expect(a1).toEqual({ ran: true, value: 'a1' });
    // Company 1's second job did not run beside the first, nor wait for it: it is for later.
    expect(a2).toEqual({ ran: false });
    expect(log).not.toContain('a2 start');
    // Company 2's job ran beside company 1's.
    expect(b).toEqual({ ran: true, value: 'b' });
    expect(log.indexOf('b start')).toBeLessThan(log.indexOf('a1 end'));
    // Once the first is over, the company's turn is free again.
    expect(await oneSyncAtATime(db, 1, tracked(log, 'a3'))).toEqual({ ran: true, value: 'a3' });
  });
});
