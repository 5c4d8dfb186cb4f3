import { REALTIME_PATH, type RealtimeEvent, type RealtimeMessage } from '@fieldbook/domain/realtime/realtime.constants';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

/** Shared helpers of the realtime tests (not a test file itself). */

/** Listens on a free local port and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export interface TestSocket {
  socket: Socket;
  /** Every `message` event received so far. */
  received: RealtimeMessage[];
  subscribe(channel: string): Promise<{ ok: boolean; message?: string }>;
  /** The first message of this event on this channel, waiting for it a while. */
  next(channel: string, event: RealtimeEvent): Promise<RealtimeMessage>;
  /** Resolves once the server has disconnected the socket, waiting for it a while. */
  disconnected(): Promise<void>;
  close(): void;
}

/**
 * A socket signed in with the token, from a page of `origin` if given (else, as Node clients do, with
 * no Origin header); rejects with the server's reason when it is refused.
 */
export function connect(baseUrl: string, token: string | null, origin?: string): Promise<TestSocket> {
  const socket = io(baseUrl, {
    path: REALTIME_PATH,
    auth: token === null ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  const received: RealtimeMessage[] = [];
  socket.on('message', (message: RealtimeMessage) => received.push(message));
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
    socket.once('connect', () =>
      resolve({
        socket,
        received,
        subscribe: (channel) => socket.timeout(5_000).emitWithAck('subscribe', channel),
        next: (channel, event) =>
          new Promise((found, fail) => {
            const match = (m: RealtimeMessage) => m.channel === channel && m.event === event;
            const already = received.find(match);
            if (already) return found(already);
            const timer = setTimeout(() => fail(new Error(`no ${event} on ${channel}`)), 5_000);
            const listener = (message: RealtimeMessage) => {
              if (!match(message)) return;
              clearTimeout(timer);
              socket.off('message', listener);
              found(message);
            };
            socket.on('message', listener);
          }),
        disconnected: () =>
          new Promise((done, fail) => {
            if (socket.disconnected) return done();
            const timer = setTimeout(() => fail(new Error('still connected')), 5_000);
            socket.once('disconnect', () => {
              clearTimeout(timer);
              done();
            });
          }),
        close: () => socket.close(),
      }),
    );
  });
}

/**
 * Lets messages in flight arrive: a round trip through the server on each socket (socket.io keeps
 * each connection's order, so anything sent before the answer has arrived by then).
 */
export async function settle(...sockets: TestSocket[]): Promise<void> {
  await Promise.all(sockets.map((s) => s.subscribe('System')));
}
