import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeNetwork } from '../network-state';
import { session } from '../session/session-store';
import { outbox } from './app-outbox';
import { forgetCreated } from './created-ids';
import { forgetKeptDay, keepQueries, readKeptDay, restoreKeptDay } from './kept-queries';
import { keptValues } from './offline-db';

const OWNER_KEY = 'owner';

/**
 * An offline start: the remembered staff user's kept reads go back into the query cache and the page
 * works signed in on them. False when there is nothing kept for that user (the offline screen shows).
 */
export async function startOffline(client: QueryClient): Promise<boolean> {
  const email = session.portal() === 'business' ? session.getEmail() : null;
  if (!email) return false;
  const day = await readKeptDay(email);
  if (!day) return false;
  restoreKeptDay(client, day);
  session.workOffline();
  return true;
}

/**
 * Keeps the signed-in staff user's reads on this device while signed in. Signing out wipes them;
 * another user signing in wipes them and the queue of the one before (their changes cannot be sent as
 * someone else). The queue survives a sign-out of the same user, who can still send it.
 */
let watching = false;

/** Once per page (it must outlive the signed-in shell to wipe the reads at sign-out). */
export function watchOfflineSession(client: QueryClient): void {
  // No IndexedDB (an old browser, some private modes): the app works online only.
  if (watching || !('indexedDB' in globalThis)) return;
  watching = true;
  let owner: string | null = null;
  let stopKeeping: (() => void) | null = null;
  const sync = async () => {
    const email = session.portal() === 'business' ? session.getEmail() : null;
    const signedIn = email !== null && (session.getToken() !== null || session.isOffline());
    if (signedIn && email !== owner) {
      stopKeeping?.();
      owner = email;
      const before = await keptValues.get<string>(OWNER_KEY).catch(() => undefined);
      if (before !== undefined && before !== email) {
        await forgetKeptDay();
        await outbox.clear().catch(() => undefined);
        await forgetCreated();
      }
      await keptValues.set(OWNER_KEY, email).catch(() => undefined);
      if (owner === email) stopKeeping = keepQueries(client, email);
    } else if (email === null && owner !== null) {
      stopKeeping?.();
      stopKeeping = null;
      owner = null;
      await forgetKeptDay();
    }
  };
  void sync();
  session.subscribe(() => void sync());
}

/** Whether the server can be reached (lib/network-state.ts: the browser's flag and the last request). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeNetwork, isOnline, () => true);
}
