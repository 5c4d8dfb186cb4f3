import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** Why a queued change stopped: the server answered it and only the worker can decide what next. */
export interface HeldReason {
  /** conflict: changed by someone else meanwhile (409); gone: deleted or archived (404/410); refused: 403/422/400. */
  kind: 'conflict' | 'gone' | 'refused';
  status: number;
  message: string;
  /** The first message of each field, as the form would show it. */
  fields: Record<string, string>;
}

/**
 * One change made while the network was away (or failed), waiting to be sent. `seq` is its place in
 * the queue; `key` is the idempotency key every attempt sends, so a replay cut off after the server
 * applied it answers the first result instead of applying it twice.
 */
export interface OutboxItem<P = unknown> {
  seq: number;
  key: string;
  /** Which sender replays it (e.g. `appointment-status`). */
  kind: string;
  /** The record it changes (`appointment:12`): one record's changes go in order and stop together. */
  record: string;
  /** What the worker sees in the queue ("Start job", "Note", "Photo IMG_0042.jpg"). */
  label: string;
  /** Structured-cloneable; files are kept as Blobs. */
  payload: P;
  createdAt: string;
  /** sending: an attempt started and was not acknowledged (a crash or a closed tab sends it again). */
  state: 'pending' | 'sending' | 'held';
  attempts: number;
  /** Epoch ms before which it is not tried again (backoff after a failed attempt). */
  notBefore: number;
  held: HeldReason | null;
}

export type NewOutboxItem<P = unknown> = Pick<OutboxItem<P>, 'kind' | 'record' | 'label' | 'payload'>;

/** Where the queue lives. IndexedDB in the app; the tests use fake-indexeddb through the same code. */
export interface OutboxStore {
  add(item: Omit<OutboxItem, 'seq'>): Promise<number>;
  /** Every item, in queue order. */
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(seq: number): Promise<void>;
  clear(): Promise<void>;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxItem };
  /** The persisted query cache (one entry) and who it belongs to. */
  kept: { key: string; value: unknown };
}

export const OFFLINE_DB = 'fieldbook-offline';

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The app's one offline database: the outbox and the kept reads. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(OFFLINE_DB, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('kept');
    },
    // Another tab of a newer version wants to upgrade: let it (this page reopens on its next use).
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  });
  return opened;
}

export const indexedDbOutboxStore: OutboxStore = {
  async add(item) {
    // The key path fills `seq` in; the value is stored without one.
    return (await offlineDb()).add('outbox', item as OutboxItem);
  },
  async all() {
    return (await offlineDb()).getAll('outbox');
  },
  async put(item) {
    await (await offlineDb()).put('outbox', item);
  },
  async remove(seq) {
    await (await offlineDb()).delete('outbox', seq);
  },
  async clear() {
    await (await offlineDb()).clear('outbox');
  },
};

/** A value kept across page loads (the query cache, its owner), in the same database. */
export const keptValues = {
  async get<T>(key: string): Promise<T | undefined> {
    return (await (await offlineDb()).get('kept', key)) as T | undefined;
  },
  async set(key: string, value: unknown): Promise<void> {
    await (await offlineDb()).put('kept', value, key);
  },
  async remove(key: string): Promise<void> {
    await (await offlineDb()).delete('kept', key);
  },
  async clear(): Promise<void> {
    await (await offlineDb()).clear('kept');
  },
};
