import type { IncomingMessage } from 'node:http';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { PORTAL_PERMISSION } from '@fieldbook/domain/permissions/route-permissions';
import {
  CHANNELS,
  type ChannelRef,
  REALTIME_MESSAGES as M,
  parseChannel,
  REALTIME_EVENTS,
  REALTIME_PATH,
  type RealtimeEvent,
  WHISPER_EVENTS,
} from '@fieldbook/domain/realtime/realtime.constants';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { type AuthContext, authenticate, liveSession } from '../http/auth';

type Ack = (answer: { ok: true } | { ok: false; message: string }) => void;
/** Throws (a 404 HttpError, say) unless the record is the user's company's and they may see it. */
export type ChannelGuard = (auth: AuthContext, id: number) => Promise<unknown>;

const PERMISSION: Record<ChannelRef['kind'], PermissionKey | null> = {
  calendar: 'canAccessCalendar',
  appointment: 'canAccessCalendar',
  client: 'canAccessClients',
  system: null,
  notifications: null,
};
/** The header an API call names its page's socket with, so its own change is not announced back to it. */
export const SOCKET_ID_HEADER = 'x-socket-id';
/** The socket an API call came from, as its X-Socket-Id names it. */
export function socketOf(request: FastifyRequest): string | null {
  const header = request.headers[SOCKET_ID_HEADER];
  return typeof header === 'string' && header.length <= 64 ? header : null;
}
/** A whisper is a small thing (a drag's times); anything larger is dropped. */
const WHISPER_MAX_BYTES = 2_048;

/**
 * The room of a channel: company channels carry the session's company, never the client's word, and
 * the notifications channel the session's user too.
 */
const roomOf = (auth: { companyId: number; userId: number }, channel: string) =>
  channel === CHANNELS.system
    ? CHANNELS.system
    : channel === CHANNELS.notifications
      ? userRoom(auth.companyId, auth.userId)
      : `${auth.companyId}:${channel}`;
const userRoom = (companyId: number, userId: number) => `${companyId}:${userId}:${CHANNELS.notifications}`;
/** Every socket is in its session's room and its user's, so a session's end can disconnect it on any server. */
const sessionRoom = (companyId: number, sessionId: number) => `session:${companyId}:${sessionId}`;
const everySessionRoom = (companyId: number, userId: number) => `sessions:${companyId}:${userId}`;

/**
 * Sessions that ended (modules/auth/sessions.ts), as they travel between servers: one session, or
 * every session of a user but optionally one (named, not listed: a notification holds under 8000 bytes).
 */
export type EndedSessions =
  | { companyId: number; sessionId: number }
  | { companyId: number; userId: number; exceptSessionId?: number };

/**
 * Whether a socket comes from the app's own pages: its Origin is PUBLIC_URL's origin or, without
 * PUBLIC_URL, the host it connected to. Browsers always send Origin with a WebSocket and with a
 * cross-site request, so a socket without one is not another site's page (it is a same-origin
 * long-polling handshake, or not a browser at all: those present a token like any client).
 */
function fromOwnOrigin(request: IncomingMessage, ownOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (ownOrigin) return origin === ownOrigin;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export interface Realtime {
  /** Registers who may join a record's channel (the module that owns the record does). */
  guard(kind: 'appointment' | 'client', check: ChannelGuard): void;
  /**
   * Tells every member of a company's channel, on every server, but the socket the change came from
   * (its id in the request's X-Socket-Id). Call it once the change has committed.
   */
  publish(companyId: number, channel: string, event: RealtimeEvent, data: unknown, fromSocket?: string | null): void;
  /** Tells this server's own System members (each server hears system changes itself). */
  publishSystemLocally(event: RealtimeEvent, data: unknown): void;
  /** Tells this server's own sockets of one user's notifications channel (each server hears them itself). */
  notifyUserLocally(companyId: number, userId: number, data: unknown): void;
  /** Disconnects this server's sockets of sessions that ended (each server hears the end itself). */
  endSessionsLocally(ended: EndedSessions): void;
  /** Disconnects this server's sockets (before the HTTP server closes, which would wait for them). */
  close(): Promise<void>;
}

/**
 * socket.io at /realtime on the app's HTTP server: a socket signs in with its access token, joins
 * channels the session may see (`subscribe`, acknowledged), and receives `message` events
 * `{ channel, event, data }`. With REDIS_URL every server's broadcasts reach every server's sockets.
 */
export async function startRealtime(
  app: FastifyInstance,
  options: { redisUrl: string; redisPrefix: string; publicUrl: string },
): Promise<Realtime> {
  const ownOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    cors: { origin: false },
    allowRequest: (request, answer) => answer(null, fromOwnOrigin(request, ownOrigin)),
  });
  const redis = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: true }) : null;
  const subscriber = redis?.duplicate() ?? null;
  if (redis && subscriber) {
    await Promise.all([redis.connect(), subscriber.connect()]);
    io.adapter(createAdapter(redis, subscriber, { key: `${options.redisPrefix}socket.io` }));
  }
  const guards = new Map<string, ChannelGuard>();

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const auth = await authenticate(app, typeof token === 'string' ? token : null).catch(() => null);
    if (!auth) return next(new Error(M.sessionExpired));
    socket.data.auth = auth;
    next();
  });

  async function mayJoin(socket: Socket, channel: ChannelRef): Promise<string | null> {
    const claims = socket.data.auth as AuthContext;
    // Permissions and the session are read afresh: a revoked or changed user stops joining at once.
    const auth = await liveSession(app, claims);
    if (!auth) return M.sessionExpired;
    // Without the business portal, no channel of it either.
    if (!auth.permissions.includes(PORTAL_PERMISSION)) return M.notAllowed;
    const permission = PERMISSION[channel.kind];
    if (permission && !auth.permissions.includes(permission)) return M.notAllowed;
    if (channel.kind === 'appointment' || channel.kind === 'client') {
      const guard = guards.get(channel.kind);
      if (!guard) return M.notAllowed;
      try {
        await guard(auth, channel.id);
      } catch (error) {
        return error instanceof Error ? error.message : M.notAllowed;
      }
    }
    return null;
  }

  io.on('connection', (socket) => {
    const auth = socket.data.auth as AuthContext;
    void socket.join([sessionRoom(auth.companyId, auth.sessionId), everySessionRoom(auth.companyId, auth.userId)]);
    socket.on('subscribe', async (channel: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      const parsed = parseChannel(channel);
      if (!parsed) return reply({ ok: false, message: M.unknownChannel });
      const refusal = await mayJoin(socket, parsed).catch(() => M.notAllowed);
      if (refusal) return reply({ ok: false, message: refusal });
      await socket.join(roomOf(auth, channel as string));
      reply({ ok: true });
    });
    socket.on('unsubscribe', async (channel: unknown, ack?: Ack) => {
      if (typeof channel === 'string') await socket.leave(roomOf(auth, channel));
      if (typeof ack === 'function') ack({ ok: true });
    });
    // Relayed to the others of the room, only from a member, only the events clients may whisper.
    socket.on('whisper', (channel: unknown, event: unknown, data: unknown) => {
      if (typeof channel !== 'string' || !WHISPER_EVENTS.includes(event as RealtimeEvent)) return;
      const room = roomOf(auth, channel);
      if (channel === CHANNELS.system || channel === CHANNELS.notifications || !socket.rooms.has(room)) return;
      if (JSON.stringify(data ?? null).length > WHISPER_MAX_BYTES) return;
      socket.to(room).emit('message', { channel, event, data });
    });
  });

  return {
    guard(kind, check) {
      guards.set(kind, check);
    },
    publish(companyId, channel, event, data, fromSocket) {
      const room = io.to(channel === CHANNELS.system ? CHANNELS.system : `${companyId}:${channel}`);
      (fromSocket ? room.except(fromSocket) : room).emit('message', { channel, event, data });
    },
    publishSystemLocally(event, data) {
      io.local.to(CHANNELS.system).emit('message', { channel: CHANNELS.system, event, data });
    },
    notifyUserLocally(companyId, userId, data) {
      io.local
        .to(userRoom(companyId, userId))
        .emit('message', { channel: CHANNELS.notifications, event: REALTIME_EVENTS.notification, data });
    },
    endSessionsLocally(ended) {
      if ('sessionId' in ended)
        return io.local.in(sessionRoom(ended.companyId, ended.sessionId)).disconnectSockets(true);
      const sockets = io.local.in(everySessionRoom(ended.companyId, ended.userId));
      const { exceptSessionId: kept } = ended;
      (kept === undefined ? sockets : sockets.except(sessionRoom(ended.companyId, kept))).disconnectSockets(true);
    },
    async close() {
      // Only this server's sockets; io.close() would also close the HTTP server Fastify owns.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all([redis?.quit(), subscriber?.quit()].map((quit) => quit?.catch(() => {})));
    },
  };
}
