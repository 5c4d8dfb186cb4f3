import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { WireSocket } from './socket-wire';

/** A socket.io server as the app's realtime one behaves: a token check, acknowledged subscribe, messages. */
async function startServer(options: { pingInterval?: number; pingTimeout?: number } = {}) {
  const http = createServer();
  const io = new Server(http, { path: '/realtime', serveClient: false, ...options });
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (token !== 'good') return next(new Error('Your session has expired.'));
    next();
  });
  const received: unknown[][] = [];
  io.on('connection', (socket) => {
    socket.on('subscribe', (channel: unknown, ack: (answer: unknown) => void) => {
      void socket.join(String(channel));
      ack({ ok: true, channel });
    });
    socket.on('whisper', (...args: unknown[]) => received.push(args));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    io,
    received,
    url: `ws://127.0.0.1:${port}/realtime/`,
    stop: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

const servers: { stop: () => Promise<void> }[] = [];
const sockets: WireSocket[] = [];

function open(url: string, token: string) {
  const socket = new WireSocket({
    url,
    auth: () => ({ token }),
    reconnectMs: { first: 50, most: 100 },
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  sockets.push(socket);
  return socket;
}

const once = <T>(register: (resolve: (value: T) => void) => void) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), 5_000);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });

describe('WireSocket against socket.io', () => {
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    for (const server of servers.splice(0)) await server.stop();
  });

  it('connects with its auth, gets the server socket id, and has an emit acknowledged', async () => {
    const server = await startServer();
    servers.push(server);
    const socket = open(server.url, 'good');
    await once<void>((resolve) => socket.on('connect', resolve).connect());

    const serverIds = [...server.io.sockets.sockets.keys()];
    expect(socket.connected).toBe(true);
    expect(serverIds).toEqual([socket.id]);

    const answer = await once<unknown>((resolve) => socket.emit('subscribe', 'calendar', resolve));
    expect(answer).toEqual({ ok: true, channel: 'calendar' });
  });

  it('receives the events the server sends to its rooms, and the server receives its emits', async () => {
    const server = await startServer();
    servers.push(server);
    const socket = open(server.url, 'good');
    await once<void>((resolve) => socket.on('connect', resolve).connect());
    await once<unknown>((resolve) => socket.emit('subscribe', 'calendar', resolve));

    const message = once<unknown[]>((resolve) => socket.on('event', (...args) => resolve(args)));
    server.io.to('calendar').emit('message', { channel: 'calendar', event: 'changed', data: { id: 'a"b' } });
    expect(await message).toEqual(['message', { channel: 'calendar', event: 'changed', data: { id: 'a"b' } }]);

    socket.emit('whisper', 'calendar', 'drag', { id: 7, dragging: true });
    await expect.poll(() => server.received).toEqual([['calendar', 'drag', { id: 7, dragging: true }]]);
  });

  it("reports the server's refusal with its message and does not retry by itself", async () => {
    const server = await startServer();
    servers.push(server);
    const socket = open(server.url, 'expired');
    let connects = 0;
    socket.on('connect', () => connects++);
    const error = await once<Error>((resolve) => socket.on('connect_error', resolve).connect());
    expect(error.message).toBe('Your session has expired.');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connects).toBe(0);
    expect(server.io.sockets.sockets.size).toBe(0);
  });

  it('reconnects after the connection drops, but not after the server disconnects it', async () => {
    const server = await startServer();
    servers.push(server);
    const socket = open(server.url, 'good');
    const disconnects: string[] = [];
    socket.on('disconnect', (by) => disconnects.push(by));
    await once<void>((resolve) => socket.on('connect', resolve).connect());
    const firstId = socket.id;

    // The connection itself drops (the engine closes under the socket): it comes back with a new id.
    const back = once<void>((resolve) => socket.on('connect', resolve));
    for (const remote of server.io.sockets.sockets.values()) remote.conn.close();
    await back;
    expect(socket.connected).toBe(true);
    expect(socket.id).not.toBe(firstId);
    expect(disconnects).toEqual(['network']);

    // The server ends it (a signed-out session): it stays closed.
    server.io.disconnectSockets(true);
    await expect.poll(() => disconnects).toEqual(['network', 'server']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.connected).toBe(false);
    expect(server.io.sockets.sockets.size).toBe(0);
  });

  it("answers the server's pings, so a quiet connection stays open", async () => {
    const server = await startServer({ pingInterval: 100, pingTimeout: 100 });
    servers.push(server);
    const socket = open(server.url, 'good');
    const disconnects: string[] = [];
    socket.on('disconnect', (by) => disconnects.push(by));
    await once<void>((resolve) => socket.on('connect', resolve).connect());
    const id = socket.id;

    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(disconnects).toEqual([]);
    expect(socket.id).toBe(id);
    expect([...server.io.sockets.sockets.keys()]).toEqual([id]);
  });
});
