import { useSyncExternalStore } from 'react';
import { ApiError, resumeSession } from '../http-client';
import { isOnline, subscribeNetwork } from '../network-state';
import { queryClient } from '../query-client';
import { indexedDbOutboxStore, type NewOutboxItem, type OutboxItem } from './offline-db';
import { createOutbox, type ReplayResult } from './outbox';
import { OUTBOX_SENDERS } from './outbox-senders';

/** One replay at a time across the browser's tabs. */
const OUTBOX_LOCK = 'fieldbook.outbox';
const exclusive = <T>(run: () => Promise<T>): Promise<T> => {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(OUTBOX_LOCK, run) : run();
};

/** The app's durable outbox (lib/offline/outbox.ts) over IndexedDB, with every kind of change it sends. */
export const outbox = createOutbox({
  store: indexedDbOutboxStore,
  senders: OUTBOX_SENDERS,
  // An access token that expired while offline is renewed with the refresh cookie first.
  beforeReplay: resumeSession,
  exclusive,
});

let retryTimer: ReturnType<typeof setTimeout> | null = null;

/** Sends what is queued now, and again when a backed-off change falls due. Screens refetch what it changed. */
export async function replayOutbox(): Promise<ReplayResult | null> {
  if (!('indexedDB' in globalThis)) return null;
  const result = await outbox.replay();
  if (result.sent > 0) await queryClient.invalidateQueries();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer =
    result.retryAt === null ? null : setTimeout(() => void replayOutbox(), Math.max(result.retryAt - Date.now(), 0));
  return result;
}

let started = false;

/** Once per page: reads the queue, sends it, and sends again whenever the network comes back. */
export function startOutbox(): void {
  if (started || !('indexedDB' in globalThis)) return;
  started = true;
  let wasOnline = isOnline();
  subscribeNetwork(() => {
    const now = isOnline();
    if (now && !wasOnline) void replayOutbox();
    wasOnline = now;
  });
  void outbox.load().then(() => (isOnline() ? replayOutbox() : null));
}

/** The record a change is about, by its API path and id (`/appointments:12`): its changes go in order. */
export const recordKey = (basePath: string, id: number) => `${basePath}:${id}`;

/** Whether changes of `record` wait on this device (a new one goes behind them). */
export const hasQueued = (record: string) => outbox.items().some((item) => item.record === record);
const newKey = () => crypto.randomUUID();

/** What a screen says of a change kept on the device rather than sent. */
export const QUEUED_MESSAGE = 'Saved on this device. It will be sent when you are back online.';

/** The records a screen shows as they will be once their queued change is sent. */
const shownAsQueued = new WeakSet<object>();

/** Marks `record` as shown from a queued change (its notice then says so); returns it. */
export function asQueued<T extends object>(record: T): T {
  shownAsQueued.add(record);
  return record;
}

/** The notice for a change: `sentMessage`, or that it waits on the device. */
export const noticeFor = (record: object | null | undefined, sentMessage: string) =>
  record && !shownAsQueued.has(record) ? sentMessage : QUEUED_MESSAGE;

export type Sent<T> = { sent: T; queued: null } | { sent: null; queued: OutboxItem };

/**
 * Sends a change at once when there is a network, else queues it. A change to a record with changes
 * still queued queues behind them (one record's changes stay in order). A send that fails for lack of
 * network is queued with the same idempotency key: it may have reached the server, and the key makes
 * the replay answer that first result instead of applying it twice. Refusals are thrown as before.
 * `key`: one the form made already (a payment's, made when it opened), so a retry is the same change.
 */
export async function sendOrQueue<T>(
  change: NewOutboxItem,
  send: (key: string) => Promise<T>,
  key: string = newKey(),
): Promise<Sent<T>> {
  const waiting = hasQueued(change.record);
  if (!('indexedDB' in globalThis)) return { sent: await send(key), queued: null };
  if (!isOnline() || waiting) return { sent: null, queued: await queue(change, key) };
  try {
    return { sent: await send(key), queued: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    return { sent: null, queued: await queue(change, key) };
  }
}

async function queue(change: NewOutboxItem, key?: string): Promise<OutboxItem> {
  const item = await outbox.enqueue(change, key);
  if (isOnline()) void replayOutbox();
  return item;
}

const snapshot = () => outbox.items();
const progressSnapshot = () => outbox.progress();

/** The queue, in order, as it changes. */
export function useOutboxItems(): readonly OutboxItem[] {
  return useSyncExternalStore(outbox.subscribe, snapshot, snapshot);
}

/** The replay under way ("Sending 3 of 7"), or null. */
export function useOutboxProgress() {
  return useSyncExternalStore(outbox.subscribe, progressSnapshot, progressSnapshot);
}

/** The queued changes of one record (`appointment:12`), for the screen that shows it. */
export function usePendingFor(record: string): readonly OutboxItem[] {
  return useOutboxItems().filter((item) => item.record === record);
}
