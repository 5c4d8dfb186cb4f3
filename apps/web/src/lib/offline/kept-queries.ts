import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type UserLoad, userLoadQueryKey } from '../session/load-user';
import { keptValues } from './offline-db';

/**
 * What a field worker needs without signal, by the first part of each query's key: their account
 * (user/load), appointments (the calendar's ranges, each one's view and timeline), clients and their
 * contacts, appointment types, forms and report templates, reports and files' details, and the
 * quotations and invoices they opened (an invoice the customer pays on site).
 */
const KEPT_ROOTS: ReadonlySet<unknown> = new Set([
  'user',
  'appointments',
  'clients',
  'client-contacts',
  'appointment-types',
  'forms',
  'reportTemplates',
  'reports',
  'files',
  'documents',
]);

/** A day kept longer than this is not opened offline (the worker's week has moved on). */
const KEPT_FOR_MS = 8 * 24 * 3600_000;
/** At most this often, and then when the page is idle: a week of 500 appointments is a large copy. */
const SAVE_EVERY_MS = 5_000;
const KEY = 'queries';

export interface KeptDay {
  /** The signed-in email it belongs to: another user never sees it. */
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

/** A read with data: one whose refetch failed (offline, after a change invalidated it) keeps what it had. */
const kept = (query: Query) => query.state.data !== undefined && KEPT_ROOTS.has(query.queryKey[0]);

/** The kept reads, each as it was last read: a failed refetch is not kept as a failure to show. */
function keptState(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: kept });
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null },
          }
        : query,
    ),
  };
}

let savedAt: number | null = null;
const listeners = new Set<() => void>();
const announce = (at: number | null) => {
  savedAt = at;
  for (const listener of listeners) listener();
};

/** When the reads now shown were last kept (epoch ms), for "Saved 8:42am"; null when nothing is. */
export function useKeptAt(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => savedAt,
    () => savedAt,
  );
}

/** The kept reads of `owner`, if any that are recent enough. */
export async function readKeptDay(owner: string, now = Date.now()): Promise<KeptDay | null> {
  const day = await keptValues.get<KeptDay>(KEY).catch(() => undefined);
  if (!day || day.owner !== owner || now - day.savedAt > KEPT_FOR_MS) return null;
  return day;
}

/** Puts the kept reads back into the query cache (an offline start). */
export function restoreKeptDay(client: QueryClient, day: KeptDay): void {
  hydrate(client, day.state);
  announce(day.savedAt);
}

/**
 * Keeps `owner`'s field-work reads in IndexedDB as they change (at most once a second). Returns the
 * unsubscribe. Another user's reads are dropped before the first save.
 */
export function keepQueries(client: QueryClient, owner: string, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = async () => {
    timer = null;
    // The field staff's day is kept; an office's screens (a week of everyone's appointments) are not
    // copied while they work.
    if (client.getQueryData<UserLoad>(userLoadQueryKey)?.details.role !== 'Field Staff') return;
    const at = now();
    const day: KeptDay = { owner, savedAt: at, state: keptState(client) };
    try {
      await keptValues.set(KEY, day);
      announce(at);
    } catch (error) {
      // Storage full or unavailable: the app works online as before; only the offline copy is older.
      console.error('The offline copy could not be saved', error);
    }
  };
  // A read is kept as long as the kept day: TanStack drops one nothing shows after 5 minutes (gcTime), and the
  // next save would leave it out (the week's jobs read ahead, the invoice opened before leaving). Only for
  // the field staff, whose reads are kept; undone when keeping stops.
  let keptInMemory = false;
  const keepInMemory = () => {
    if (keptInMemory || client.getQueryData<UserLoad>(userLoadQueryKey)?.details.role !== 'Field Staff') return;
    keptInMemory = true;
    for (const root of KEPT_ROOTS) client.setQueryDefaults([root], { gcTime: KEPT_FOR_MS });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in globalThis) requestIdleCallback(() => void save(), { timeout: SAVE_EVERY_MS });
    else void save();
  };
  const later = () => {
    timer ??= setTimeout(whenIdle, SAVE_EVERY_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && kept(event.query)) {
      keepInMemory();
      later();
    }
  });
  // What was read before this user's keeping started (user/load at least) is kept too.
  keepInMemory();
  if (client.getQueryCache().getAll().some(kept)) later();
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    if (keptInMemory) for (const root of KEPT_ROOTS) client.setQueryDefaults([root], { gcTime: undefined });
  };
}

/** Signing out (or another user signing in): the kept reads are wiped. */
export async function forgetKeptDay(): Promise<void> {
  announce(null);
  await keptValues.remove(KEY).catch(() => undefined);
}
