import { useSyncExternalStore } from 'react';

/** Keys of everything the app keeps in the browser. Logout clears them all except the device guid. */
const PREFIX = 'fieldbook.';
const GUID_KEY = `${PREFIX}guid`;

/** The two portals keep separate sessions: a client's sign-in never signs a staff member in. */
export type SessionPortal = 'business' | 'connect';
const KEYS: Record<SessionPortal, { token: string; email: string }> = {
  business: { token: `${PREFIX}token`, email: `${PREFIX}email` },
  connect: { token: `${PREFIX}connect.token`, email: `${PREFIX}connect.email` },
};

let hostPortal: SessionPortal | null = null;

/** An app. or connect. host serves one portal whatever the path; the sandbox (null) decides by prefix. */
export function setHostPortal(portal: SessionPortal | null): void {
  hostPortal = portal;
}

/** The portal of the page: a connect. host, or the sandbox's /connect prefix, is Client Connect. */
export function currentPortal(): SessionPortal {
  if (hostPortal) return hostPortal;
  const location = globalThis.location;
  if (!location) return 'business';
  return /^\/connect(\/|$)/.test(location.pathname) ? 'connect' : 'business';
}

type Listener = () => void;
const listeners = new Set<Listener>();

const tokens: Partial<Record<SessionPortal, string | null>> = {};

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
  /** Which portal's session the calls of this page use. */
  portal: currentPortal,
  getToken(): string | null {
    const portal = currentPortal();
    if (tokens[portal] === undefined) tokens[portal] = storage()?.getItem(KEYS[portal].token) ?? null;
    return tokens[portal] ?? null;
  },
  setToken(next: string): void {
    const portal = currentPortal();
    tokens[portal] = next;
    storage()?.setItem(KEYS[portal].token, next);
    notify();
  },
  getEmail(): string | null {
    return storage()?.getItem(KEYS[currentPortal()].email) ?? null;
  },
  /** Called after a successful sign-in or sign-up. */
  start(next: { token: string; email: string }): void {
    storage()?.setItem(KEYS[currentPortal()].email, next.email);
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
  /** Logout: clears all stored data but the device guid and the other portal's session. */
  clear(): void {
    const portal = currentPortal();
    const other = KEYS[portal === 'business' ? 'connect' : 'business'];
    tokens[portal] = null;
    const store = storage();
    if (store) {
      const kept = [GUID_KEY, other.token, other.email].map((key) => [key, store.getItem(key)] as const);
      store.clear();
      for (const [key, value] of kept) if (value) store.setItem(key, value);
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
