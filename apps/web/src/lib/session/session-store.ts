import { useSyncExternalStore } from 'react';

/** Keys of everything the app keeps in the browser. Logout clears them all except the device guid. */
const PREFIX = 'fieldbook.';
const GUID_KEY = `${PREFIX}guid`;

/** The two portals keep separate sessions: a client's sign-in never signs a staff member in. */
export type SessionPortal = 'business' | 'connect';
/** The signed-in email: also what tells a new page there is a session to resume. */
const EMAIL_KEYS: Record<SessionPortal, string> = { business: `${PREFIX}email`, connect: `${PREFIX}connect.email` };
/**
 * A sign-out the server has not heard of (made without a network), by portal: until it is told, the
 * refresh cookie still opens that session. Kept through logout; lib/http-client.ts sends it.
 */
const UNSENT_SIGN_OUT_KEYS: Record<SessionPortal, string> = {
  business: `${PREFIX}signOutUnsent`,
  connect: `${PREFIX}connect.signOutUnsent`,
};
/** Where earlier versions kept the access token; removed wherever they are still found. */
const LEGACY_TOKEN_KEYS = [`${PREFIX}token`, `${PREFIX}connect.token`];

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
/** Signed in from the kept day while the network is away: no token until it returns (lib/offline). */
let offline = false;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

try {
  for (const key of LEGACY_TOKEN_KEYS) storage()?.removeItem(key);
} catch {
  // storage may be unavailable (private mode); nothing to remove then
}

function notify(): void {
  for (const listener of listeners) listener();
}

function newGuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The signed-in session: the short-lived access token, in this page's memory only (a script injected
 * into the page cannot read it from storage, nor does it outlive the page), the signed-in email (for
 * the session-expiring dialog, and to resume the session on the next page load) and a stable device
 * guid. The refresh token is an httpOnly cookie: a new page gets its access token through it
 * (lib/http-client.ts, resumeSession).
 */
export const session = {
  /** Which portal's session the calls of this page use. */
  portal: currentPortal,
  getToken(): string | null {
    return tokens[currentPortal()] ?? null;
  },
  setToken(next: string): void {
    tokens[currentPortal()] = next;
    offline = false;
    notify();
  },
  /**
   * An offline start: the page works signed in, as the remembered email, on the reads kept on this
   * device, without an access token; the refresh cookie gets one once the network is back.
   */
  workOffline(): void {
    if (currentPortal() !== 'business' || this.getEmail() === null) return;
    offline = true;
    notify();
  },
  /** Signed in without a token: started offline and not yet renewed. */
  isOffline(): boolean {
    return offline && tokens[currentPortal()] == null;
  },
  /** The email signed in with, kept while signed in (also across page loads). */
  getEmail(): string | null {
    return storage()?.getItem(EMAIL_KEYS[currentPortal()]) ?? null;
  },
  /**
   * Called after a successful sign-in or sign-up. Its cookie replaced the one an unsent sign-out would
   * revoke, so that is dropped: sent now, it would end this new session.
   */
  start(next: { token: string; email: string }): void {
    this.signOutSent(currentPortal());
    storage()?.setItem(EMAIL_KEYS[currentPortal()], next.email);
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
  /** This portal's sign-out did not reach the server: it is sent once there is a network. */
  signOutUnsent(): void {
    storage()?.setItem(UNSENT_SIGN_OUT_KEYS[currentPortal()], '1');
  },
  /** The portals whose sign-out the server has not heard of yet. */
  unsentSignOuts(): SessionPortal[] {
    const store = storage();
    if (!store) return [];
    return (Object.keys(UNSENT_SIGN_OUT_KEYS) as SessionPortal[]).filter(
      (portal) => store.getItem(UNSENT_SIGN_OUT_KEYS[portal]) !== null,
    );
  },
  /** The server has heard of `portal`'s sign-out. */
  signOutSent(portal: SessionPortal): void {
    storage()?.removeItem(UNSENT_SIGN_OUT_KEYS[portal]);
  },
  /**
   * Logout: clears all stored data but the device guid, the other portal's session and the sign-outs
   * still to send.
   */
  clear(): void {
    const portal = currentPortal();
    const other = EMAIL_KEYS[portal === 'business' ? 'connect' : 'business'];
    tokens[portal] = null;
    offline = false;
    const store = storage();
    if (store) {
      const kept = [GUID_KEY, other, ...Object.values(UNSENT_SIGN_OUT_KEYS)].map(
        (key) => [key, store.getItem(key)] as const,
      );
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

const isSignedIn = () => session.getToken() !== null || session.isOffline();

/**
 * True while an access token exists (platform spec section 3: "logged in when a token exists"), or
 * while the page works offline on the kept day of the signed-in user.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(session.subscribe, isSignedIn, isSignedIn);
}
