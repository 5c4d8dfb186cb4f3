import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../query-client';
import { session } from '../session/session-store';
import { outbox } from './app-outbox';
import { indexedDbOutboxStore, keptValues } from './offline-db';
import { watchOfflineSession } from './offline-session';

describe('another user signing in on the same page', () => {
  it('sees none of the changes the one before left queued on the device', async () => {
    watchOfflineSession(queryClient);
    session.start({ token: 'ada-token', email: 'ada@example.com' });
    await expect.poll(() => keptValues.get('owner')).toBe('ada@example.com');
    // Ada writes a note without signal, then signs out: her queue stays for her to send.
    await outbox.enqueue({
      kind: 'note',
      record: '/appointments:12',
      label: 'Note',
      payload: { id: 12, value: '<p>Gate code 4321, key under the mat</p>' },
    });
    session.clear();

    session.start({ token: 'grace-token', email: 'grace@example.com' });
    await expect.poll(() => keptValues.get('owner')).toBe('grace@example.com');
    expect(await indexedDbOutboxStore.all()).toEqual([]);
    // What Grace's screens show of the queue (the offline status, the queue dialog, pending badges).
    await expect.poll(() => outbox.items()).toEqual([]);
  });
});
