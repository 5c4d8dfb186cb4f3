import { REALTIME_MESSAGES, REALTIME_PATH, type RealtimeMessage } from '@fieldbook/domain/realtime/realtime.constants';
import { session } from '../session/session-store';
import type { WireSocket } from './socket-wire';

type Listener = (message: RealtimeMessage) => void;
interface Channel {
  listeners: Set<Listener>;
  /** Told after a reconnect, so the page refetches what it may have missed. */
  resync: Set<() => void>;
}

/** After a refused connection (an expired token, say) it tries again with whatever token is current. */
const RETRY_MS = 5_000;

let socket: WireSocket | null = null;
let loading = false;
/** Renews the access token (the HTTP client's one renewal), for a reconnect refused as expired. */
let renewToken: (() => Promise<unknown>) | null = null;
const channels = new Map<string, Channel>();
let connectedBefore = false;

function join(channel: string) {
  socket?.emit('subscribe', channel, (answer: { ok: boolean; message?: string }) => {
    if (!answer?.ok) console.warn(`Realtime: not listening on ${channel}: ${answer?.message ?? 'refused'}`);
  });
}

/**
 * The one socket of the page, opened on first use while signed in; its auth reads the current token.
 * Its client is fetched then, so signed-out pages never download it.
 */
function open(): void {
  if (socket || loading) return;
  loading = true;
  import('./socket-wire').then(
    (wire) => {
      loading = false;
      if (!socket && channels.size > 0 && session.getToken()) connect(wire.WireSocket);
    },
    (error: unknown) => {
      // The next listen tries again (a deploy replaced the chunk, or the network dropped).
      loading = false;
      console.warn('Realtime: could not load its client', error);
    },
  );
}

function connect(Wire: typeof WireSocket) {
  const next = new Wire({
    url: `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}/`,
    auth: () => ({ token: session.getToken() }),
  });
  next.on('connect', () => {
    for (const name of channels.keys()) join(name);
    if (connectedBefore) for (const channel of channels.values()) for (const resync of channel.resync) resync();
    connectedBefore = true;
  });
  next.on('connect_error', (error) => {
    // A refused connection is not retried by the socket: renew an expired token (a page left idle
    // past its token's life reconnects after a drop), then try again while still signed in.
    const retry = () => {
      if (socket === next && session.getToken() && !next.connected) next.connect();
    };
    if (error.message === REALTIME_MESSAGES.sessionExpired && renewToken) {
      void renewToken().finally(() => setTimeout(retry, 1_000));
    } else {
      setTimeout(retry, RETRY_MS);
    }
  });
  next.on('event', (name, message) => {
    if (name !== 'message') return;
    const { channel } = message as RealtimeMessage;
    for (const listener of channels.get(channel)?.listeners ?? []) listener(message as RealtimeMessage);
  });
  socket = next.connect();
}

/** Sets how a refused reconnect renews the token (the HTTP client registers its renewal). */
export function renewRealtimeTokenWith(renew: () => Promise<unknown>): void {
  renewToken = renew;
}

/** Closes the socket (signing out). */
export function closeRealtime(): void {
  socket?.close();
  socket = null;
  connectedBefore = false;
}

/**
 * Listens on a channel until the returned function is called; the channel is joined once however
 * many listen, and left with the last. `onResync` runs after a dropped connection comes back.
 */
export function listen(channel: string, listener: Listener, onResync?: () => void): () => void {
  let entry = channels.get(channel);
  if (!entry) {
    entry = { listeners: new Set(), resync: new Set() };
    channels.set(channel, entry);
    if (socket?.connected) join(channel);
    else open();
  }
  entry.listeners.add(listener);
  if (onResync) entry.resync.add(onResync);
  const joined = entry;
  return () => {
    joined.listeners.delete(listener);
    if (onResync) joined.resync.delete(onResync);
    if (joined.listeners.size === 0) {
      channels.delete(channel);
      socket?.emit('unsubscribe', channel);
    }
  };
}

/** Tells the channel's other members (a drag in progress). */
export function whisper(channel: string, event: RealtimeMessage['event'], data: unknown): void {
  socket?.emit('whisper', channel, event, data);
}

/** This page's socket id, sent with API calls so the server does not announce our own changes back to us. */
export const realtimeSocketId = (): string | undefined => (socket?.connected ? socket.id : undefined);

session.subscribe(() => {
  if (!session.getToken()) closeRealtime();
});
