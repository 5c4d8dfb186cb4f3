import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type DebugInfo } from '../http-client';
import { indexedDbOutboxStore, type OutboxItem, type OutboxStore } from './offline-db';
import { backoffMs, createOutbox, type Sender } from './outbox';

const debug: DebugInfo = { endpoint: '', method: 'POST', status: 0, message: '', errors: null, body: null, time: '' };
const failure = (status: number, message = 'Refused', errors: Record<string, string[]> | null = null) =>
  new ApiError(status, message, errors, { ...debug, status, message });

/**
 * A stand-in for the server's idempotency: each key is applied once, a repeat answers as the first.
 * `answers` scripts what the next attempts meet (a failure, or through).
 */
function fakeServer() {
  const applied = new Map<string, { kind: string; payload: unknown }>();
  const sent: string[] = [];
  const answers: (ApiError | null)[] = [];
  const send: Sender = async (item) => {
    sent.push(item.key);
    const answer = answers.shift();
    if (answer) throw answer;
    if (!applied.has(item.key)) applied.set(item.key, { kind: item.kind, payload: item.payload });
  };
  return { applied, sent, answers, senders: { note: send, status: send } };
}

let clock = 1_000_000;
let keys = 0;
const options = (server: ReturnType<typeof fakeServer>, store: OutboxStore = indexedDbOutboxStore) => ({
  store,
  senders: server.senders,
  now: () => clock,
  newKey: () => `key-${++keys}`,
  random: () => 0,
});

beforeEach(async () => {
  clock = 1_000_000;
  await indexedDbOutboxStore.clear();
});
afterEach(() => indexedDbOutboxStore.clear());

const note = (record: string, text: string) => ({ kind: 'note', record, label: 'Note', payload: { text } });

describe('the outbox', () => {
  it('keeps changes in order across a reload and sends each once, in order, with its key', async () => {
    const server = fakeServer();
    const first = createOutbox(options(server));
    const queued = [
      await first.enqueue(note('appointment:1', 'one')),
      await first.enqueue({
        kind: 'status',
        record: 'appointment:1',
        label: 'Start job',
        payload: { status: 'STARTED' },
      }),
      await first.enqueue(note('client:9', 'three')),
    ];

    // A new page: the queue is read back from IndexedDB as it was left.
    const reopened = createOutbox(options(server));
    await reopened.load();
    expect(reopened.items().map((item) => [item.label, item.state])).toEqual([
      ['Note', 'pending'],
      ['Start job', 'pending'],
      ['Note', 'pending'],
    ]);

    const seen: string[] = [];
    reopened.subscribe(() => {
      const progress = reopened.progress();
      if (progress) seen.push(`Sending ${progress.sent} of ${progress.total}`);
    });
    const result = await reopened.replay();

    expect(result).toMatchObject({ total: 3, sent: 3, interrupted: false });
    expect([...server.applied.values()].map((change) => change.payload)).toEqual([
      { text: 'one' },
      { status: 'STARTED' },
      { text: 'three' },
    ]);
    expect(server.sent).toEqual(queued.map((item) => item.key));
    expect(seen).toContain('Sending 3 of 3');
    expect(await indexedDbOutboxStore.all()).toEqual([]);
  });

  it('stops at a lost connection and backs off, keeping the order, then sends when it is due', async () => {
    const server = fakeServer();
    const outbox = createOutbox(options(server));
    await outbox.enqueue(note('appointment:1', 'one'));
    await outbox.enqueue(note('client:2', 'two'));
    server.answers.push(failure(0, 'offline'));

    const cut = await outbox.replay();
    expect(cut).toMatchObject({ sent: 0, interrupted: true, retryAt: clock + 2_000 });
    // The second change (another record) did not jump the queue.
    expect(server.applied.size).toBe(0);
    expect(outbox.items().map((item) => [item.state, item.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ]);

    // Not due yet: nothing goes. Due: both go, in order.
    expect(await outbox.replay()).toMatchObject({ sent: 1, retryAt: clock + 2_000 });
    expect([...server.applied.values()].map((change) => change.payload)).toEqual([{ text: 'two' }]);
    clock += 2_000;
    expect(await outbox.replay()).toMatchObject({ sent: 1, interrupted: false });
    expect(server.applied.size).toBe(2);
    expect(outbox.items()).toEqual([]);
  });

  it('backs off exponentially, with jitter, up to five minutes', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, () => 0))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(20, () => 0)).toBe(300_000);
    expect(backoffMs(1, () => 0.999)).toBeLessThanOrEqual(2_500);
  });

  it('holds a conflict for the worker, keeps that record’s later changes behind it, and sends other records', async () => {
    const server = fakeServer();
    const outbox = createOutbox(options(server));
    const edit = await outbox.enqueue(note('appointment:1', 'mine'));
    await outbox.enqueue(note('appointment:1', 'after mine'));
    await outbox.enqueue(note('client:2', 'elsewhere'));
    server.answers.push(failure(409, 'This appointment was changed by someone else.'));

    const result = await outbox.replay();

    expect(result).toMatchObject({ total: 3, sent: 1, interrupted: false });
    expect([...server.applied.values()].map((change) => change.payload)).toEqual([{ text: 'elsewhere' }]);
    const [held, behind] = outbox.items();
    expect(held).toMatchObject({
      seq: edit.seq,
      state: 'held',
      held: { kind: 'conflict', status: 409, message: 'This appointment was changed by someone else.' },
    });
    expect(behind).toMatchObject({ state: 'pending', payload: { text: 'after mine' } });

    // Keep mine, merged: a new key (nothing was applied under the old one), then both go in order.
    await outbox.retry(edit.seq, { text: 'merged' });
    expect(outbox.items()[0]?.key).not.toBe(edit.key);
    expect(await outbox.replay()).toMatchObject({ sent: 2 });
    expect([...server.applied.values()].map((change) => change.payload)).toEqual([
      { text: 'elsewhere' },
      { text: 'merged' },
      { text: 'after mine' },
    ]);
  });

  it('shows a refusal per item with the server’s field messages, and discarding lets the record go on', async () => {
    const server = fakeServer();
    const outbox = createOutbox(options(server));
    const refused = await outbox.enqueue(note('appointment:1', ''));
    await outbox.enqueue(note('appointment:1', 'next'));
    server.answers.push(failure(422, 'The given data was invalid.', { value: ['The note field is required.'] }));
    server.answers.push(failure(404, 'Appointment not found.'));
    await outbox.enqueue(note('appointment:7', 'on a deleted job'));

    await outbox.replay();
    expect(outbox.items().map((item) => [item.state, item.held?.kind, item.held?.fields])).toEqual([
      ['held', 'refused', { value: 'The note field is required.' }],
      ['pending', undefined, undefined],
      ['held', 'gone', {}],
    ]);
    // The worker's text of the change to a deleted record is kept, not dropped.
    expect(outbox.items()[2]?.payload).toEqual({ text: 'on a deleted job' });

    await outbox.discard(refused.seq);
    await outbox.replay();
    expect([...server.applied.values()].map((change) => change.payload)).toEqual([{ text: 'next' }]);
  });

  it('sends a change again after a crash between sending and the acknowledgement, and the server applies it once', async () => {
    const server = fakeServer();
    let crash = true;
    const crashingStore: OutboxStore = {
      ...indexedDbOutboxStore,
      async remove(seq) {
        if (crash) throw new Error('the tab was closed');
        await indexedDbOutboxStore.remove(seq);
      },
    };
    const before = createOutbox(options(server, crashingStore));
    const change = await before.enqueue(note('appointment:1', 'once'));
    await expect(before.replay()).rejects.toThrow('the tab was closed');
    expect(server.applied.size).toBe(1);

    crash = false;
    const after = createOutbox(options(server));
    await after.load();
    expect(after.items()).toMatchObject([{ seq: change.seq, state: 'sending' }]);
    expect(await after.replay()).toMatchObject({ sent: 1 });

    expect(server.sent).toEqual([change.key, change.key]);
    expect(server.applied.size).toBe(1);
    expect(after.items()).toEqual([]);
  });

  it('runs one replay at a time: a second call joins the one under way', async () => {
    const server = fakeServer();
    const outbox = createOutbox(options(server));
    await outbox.enqueue(note('appointment:1', 'one'));
    await outbox.enqueue(note('appointment:1', 'two'));

    const [a, b] = await Promise.all([outbox.replay(), outbox.replay()]);

    expect(a).toBe(b);
    expect(server.sent).toHaveLength(2);
  });

  it('waits without sending while the session cannot be renewed, and waits on a failing server', async () => {
    const server = fakeServer();
    const signedOut = createOutbox({ ...options(server), beforeReplay: async () => false });
    await signedOut.enqueue(note('appointment:1', 'one'));
    expect(await signedOut.replay()).toMatchObject({ sent: 0, interrupted: true });
    expect(server.sent).toEqual([]);

    const outbox = createOutbox(options(server));
    server.answers.push(failure(503, 'Maintenance'));
    expect(await outbox.replay()).toMatchObject({ sent: 0, interrupted: true });
    await outbox.load();
    expect(outbox.items()).toMatchObject([{ state: 'pending', attempts: 1, held: null }]);
  });

  it('keeps a photo’s bytes as a Blob in the queue', async () => {
    const server = fakeServer();
    const outbox = createOutbox(options(server));
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await outbox.enqueue({
      kind: 'note',
      record: 'appointment:1',
      label: 'Photo',
      // The browser's Blob (jsdom's cannot be structured-cloned; fake-indexeddb clones as Node does).
      payload: { file: new NodeBlob([bytes], { type: 'image/jpeg' }) },
    });
    const [kept] = (await indexedDbOutboxStore.all()) as OutboxItem<{ file: Blob }>[];
    if (!kept) throw new Error('nothing was kept');
    expect(kept.payload.file.type).toBe('image/jpeg');
    expect(new Uint8Array(await kept.payload.file.arrayBuffer())).toEqual(bytes);
  });
});
