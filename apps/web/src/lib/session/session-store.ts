import { useSyncExternalStore } from 'react';

/** Keys of everything the app keeps in the browser. Logout clears them all except the device guid. */
const PREFIX = 'fieldbook.';
const TOKEN_KEY = `${PREFIX}token`;
const EMAIL_KEY = `${PREFIX}email`;
const GUID_KEY = `${PREFIX}guid`;

type Listener = () => void;
const listeners = new Set<Listener>();

let token: string | null | undefined;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function newGuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The signed-in session: the short-lived access token (memory + localStorage), the signed-in email
 * (for the session-expiring dialog) and a stable device guid. The refresh token is an httpOnly cookie.
 */
export const session = {
  getToken(): string | null {
    if (token === undefined) token = storage()?.getItem(TOKEN_KEY) ?? null;
    return token;
  },
  setToken(next: string): void {
    token = next;
    storage()?.setItem(TOKEN_KEY, next);
    notify();
  },
  getEmail(): string | null {
    return storage()?.getItem(EMAIL_KEY) ?? null;
  },
  /** Called after a successful sign-in or sign-up. */
  start(next: { token: string; email: string }): void {
    storage()?.setItem(EMAIL_KEY, next.email);
    this.setToken(next.token);
  },
  /** Device id sent with sign-in, refresh and logout; survives logout. */
  guid(): string {
    const store = storage();
    const existing = store?.getItem(GUID_KEY);
    if (existing) return existing;
    const created = newGuid();
    store?.setItem(GUID_KEY, created);
    return created;
  },
  /** Logout: clears all stored data but the device guid. */
  clear(): void {
    token = null;
    const store = storage();
    if (store) {
      const guid = store.getItem(GUID_KEY);
      store.clear();
      if (guid) store.setItem(GUID_KEY, guid);
    }
    try {
      globalThis.sessionStorage?.clear();
    } catch {
      // storage may be unavailable (private mode); nothing to clear then
    }
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const isSignedIn = () => session.getToken() !== null;

/** True while an access token exists (platform spec section 3: "logged in when a token exists"). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(session.subscribe, isSignedIn, isSignedIn);
}
