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
  it('runs one company’s sync jobs one after another, and other companies’ beside them', async () => {
    const log: string[] = [];
    const db = ctx.t.app.db;
    const results = await Promise.all([
      oneSyncAtATime(db, 1, tracked(log, 'a1')),
      oneSyncAtATime(db, 1, tracked(log, 'a2')),
      oneSyncAtATime(db, 2, tracked(log, 'b')),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b']);
    const starts = (name: string) => log.indexOf(`${name} start`);
    const ends = (name: string) => log.indexOf(`${name} end`);
    // Company 1's jobs never overlap: whichever started first ended before the other started.
    const [first, second] = starts('a1') < starts('a2') ? ['a1', 'a2'] : ['a2', 'a1'];
    expect(ends(first as string)).toBeLessThan(starts(second as string));
    // Company 2's job did not wait for both of company 1's.
    expect(starts('b')).toBeLessThan(ends(second as string));
  });
});
