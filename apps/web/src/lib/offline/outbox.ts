import { ApiError } from '../http-client';
import type { HeldReason, NewOutboxItem, OutboxItem, OutboxStore } from './offline-db';

/** Sends one queued change; throws the ApiError of a refused or failed attempt. */
export type Sender = (item: OutboxItem) => Promise<void>;

export interface OutboxOptions {
  store: OutboxStore;
  /** The sender of each kind of change. */
  senders: Record<string, Sender>;
  now?: () => number;
  newKey?: () => string;
  /** 0 ≤ random < 1, for the backoff's jitter. */
  random?: () => number;
  /** Before a replay: a session renewed if its token expired while offline. False: signed out, wait. */
  beforeReplay?: () => Promise<boolean>;
  /** Runs one replay at a time across the browser's tabs (Web Locks where the browser has them). */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
}

export interface ReplayProgress {
  /** Changes this replay set out to send, and how many went. */
  total: number;
  sent: number;
}

export interface ReplayResult extends ReplayProgress {
  /** Stopped for lack of network or a server failure: the rest waits for the next replay. */
  interrupted: boolean;
  /** When the earliest waiting change may be tried again (epoch ms), if one waits on a backoff. */
  retryAt: number | null;
}

const FIRST_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 5 * 60_000;

/** Exponential backoff with up to a quarter of jitter, so many phones back online do not retry in step. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
  return Math.round(base * (1 + random() / 4));
}

/** What an attempt's failure means for the queue. */
type Failure = { retry: true; offline: boolean } | { retry: false; held: HeldReason };

const NOT_SENT = 'This change could not be sent.';

function classify(error: unknown): Failure {
  if (!(error instanceof ApiError)) {
    return { retry: false, held: { kind: 'refused', status: 0, message: NOT_SENT, fields: {} } };
  }
  const { status } = error;
  if (status === 0) return { retry: true, offline: true };
  if (status === 401 || status === 429 || status >= 500) return { retry: true, offline: false };
  const kind = status === 409 ? 'conflict' : status === 404 || status === 410 ? 'gone' : 'refused';
  return { retry: false, held: { kind, status, message: error.message, fields: error.firstMessages() } };
}

function defaultKey(): string {
  return crypto.randomUUID();
}

/**
 * The durable outbox: changes queue in order, each with its idempotency key, and replay in that
 * order. A change the server refuses (409, 404, 403, 422…) is held for the worker, and the later
 * changes of the same record wait behind it; other records go on. A lost connection or a failing
 * server stops the replay and backs off. An attempt is marked `sending` before it goes, so a page
 * closed before the answer sends it again — with the same key, so the server applies it once.
 */
export function createOutbox(options: OutboxOptions) {
  const { store, senders } = options;
  const now = options.now ?? Date.now;
  const newKey = options.newKey ?? defaultKey;
  const random = options.random ?? Math.random;
  const exclusive = options.exclusive ?? ((run) => run());

  let items: OutboxItem[] = [];
  let progress: ReplayProgress | null = null;
  let running: Promise<ReplayResult> | null = null;
  const listeners = new Set<() => void>();

  const changed = () => {
    for (const listener of listeners) listener();
  };
  const reload = async () => {
    items = await store.all();
    changed();
  };
  const save = async (item: OutboxItem) => {
    await store.put(item);
    await reload();
  };

  async function replayOnce(): Promise<ReplayResult> {
    const queue = await store.all();
    const waiting = new Set<string>();
    const result: ReplayResult = {
      total: queue.filter((item) => item.state !== 'held').length,
      sent: 0,
      interrupted: false,
      retryAt: null,
    };
    if (result.total === 0) return result;
    if (options.beforeReplay && !(await options.beforeReplay())) return { ...result, interrupted: true };
    progress = { total: result.total, sent: 0 };
    changed();
    for (const item of queue) {
      if (item.state === 'held' || waiting.has(item.record)) {
        waiting.add(item.record);
        continue;
      }
      if (item.notBefore > now()) {
        waiting.add(item.record);
        result.retryAt = Math.min(result.retryAt ?? item.notBefore, item.notBefore);
        continue;
      }
      const send = senders[item.kind];
      if (!send) throw new Error(`No outbox sender for ${item.kind}`);
      await save({ ...item, state: 'sending' });
      let failure: Failure | null = null;
      try {
        await send(item);
      } catch (error) {
        failure = classify(error);
      }
      if (!failure) {
        await store.remove(item.seq);
        result.sent += 1;
        progress = { total: result.total, sent: result.sent };
        await reload();
        continue;
      }
      if (!failure.retry) {
        await save({ ...item, state: 'held', held: failure.held });
        waiting.add(item.record);
        continue;
      }
      const attempts = item.attempts + 1;
      const notBefore = now() + backoffMs(attempts, random);
      await save({ ...item, state: 'pending', attempts, notBefore });
      result.interrupted = true;
      result.retryAt = Math.min(result.retryAt ?? notBefore, notBefore);
      break;
    }
    return result;
  }

  return {
    /** Reads the queue from the store (on start, and after another tab changed it). */
    load: reload,
    /** The queue as last read, in order. */
    items: () => items,
    /** The replay under way, if any ("Sending 3 of 7"). */
    progress: () => progress,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Queues a change (it is shown as pending at once); send it with `replay`. `key`: the key of an
     * attempt already made, which may have reached the server.
     */
    async enqueue<P>(change: NewOutboxItem<P>, key: string = newKey()): Promise<OutboxItem<P>> {
      const fresh = {
        ...change,
        key,
        createdAt: new Date(now()).toISOString(),
        state: 'pending' as const,
        attempts: 0,
        notBefore: 0,
        held: null,
      };
      const seq = await store.add(fresh);
      await reload();
      return { ...fresh, seq };
    },
    /** Sends what is queued, in order; one replay at a time (a second call joins the first). */
    replay(): Promise<ReplayResult> {
      running ??= exclusive(replayOnce).finally(() => {
        running = null;
        progress = null;
        void reload();
      });
      return running;
    },
    /**
     * A held change back in the queue, edited or not (keep mine, a merge, a fixed value). It gets a new
     * key: the server applied nothing under the old one, and the new payload is a new request.
     */
    async retry(seq: number, payload?: unknown): Promise<void> {
      const item = items.find((candidate) => candidate.seq === seq) ?? (await store.all()).find((i) => i.seq === seq);
      if (!item) return;
      await save({
        ...item,
        payload: payload ?? item.payload,
        key: newKey(),
        state: 'pending',
        attempts: 0,
        notBefore: 0,
        held: null,
      });
    },
    /** Drops every change (another user signed in: theirs are neither shown nor sent as them). */
    async clear(): Promise<void> {
      await store.clear();
      await reload();
    },
    /** Drops a change (keep theirs, or the worker gave it up). */
    async discard(seq: number): Promise<void> {
      await store.remove(seq);
      await reload();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
