/**
 * A socket.io client for the browser's own WebSocket, speaking only what the app uses of the
 * protocol (Engine.IO 4 over the websocket transport, Socket.IO 5 on the main namespace, no binary):
 * connect with an auth payload, events with and without acknowledgement, the server's pings, and
 * reconnecting after a dropped connection. socket.io-client brings polling, upgrades, namespaces,
 * binary packets and buffering besides (12.7 kB gzipped, against ~1.5 kB here); the server is the
 * unchanged socket.io one. Shapes follow https://socket.io/docs/v4/socket-io-protocol/.
 */

/** What the connect callbacks and events carry. */
type Args = unknown[];
type Ack = (...args: Args) => void;

export interface WireEvents {
  /** The server accepted the connection (again, after a reconnect). */
  connect: () => void;
  /** The server refused the connection (its middleware's message); no retry follows by itself. */
  connect_error: (error: Error) => void;
  /** The connection ended: `server` when the server closed it (no retry), else it is retried. */
  disconnect: (by: 'server' | 'client' | 'network') => void;
  /** An event the server emitted. */
  event: (name: string, ...args: Args) => void;
}

export interface WireOptions {
  /** ws: or wss: URL of the socket.io path, e.g. wss://host/realtime/. */
  url: string;
  /** Read at every (re)connection, so a renewed token is sent. */
  auth: () => Record<string, unknown>;
  /** Delays before reconnect attempts, in ms: the first, and the most (doubling between). */
  reconnectMs?: { first: number; most: number };
  /** The WebSocket to use (tests in Node pass `ws`'s). */
  WebSocket?: typeof globalThis.WebSocket;
}

// Engine.IO packet types, then Socket.IO's inside an Engine.IO message ('4').
const ENGINE = { open: '0', close: '1', ping: '2', pong: '3', message: '4' } as const;
const SOCKET = { connect: '0', disconnect: '1', event: '2', ack: '3', connectError: '4' } as const;

export class WireSocket {
  /** The socket's id once connected: the server's `socket.id`. */
  id: string | undefined;
  connected = false;
  private ws: WebSocket | null = null;
  private readonly acks = new Map<number, Ack>();
  private nextAck = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatMs = 0;
  private attempts = 0;
  /** False once closed by us or the server, or refused: only a dropped connection is retried. */
  private retry = true;
  private readonly listeners: { [K in keyof WireEvents]: Set<WireEvents[K]> } = {
    connect: new Set(),
    connect_error: new Set(),
    disconnect: new Set(),
    event: new Set(),
  };

  constructor(private readonly options: WireOptions) {}

  on<K extends keyof WireEvents>(name: K, listener: WireEvents[K]): this {
    this.listeners[name].add(listener);
    return this;
  }

  /** Opens the connection (again, after a refusal or a close). */
  connect(): this {
    clearTimeout(this.reconnectTimer);
    if (this.ws) return this;
    this.retry = true;
    const WebSocketImpl = this.options.WebSocket ?? globalThis.WebSocket;
    const url = new URL(this.options.url);
    url.searchParams.set('EIO', '4');
    url.searchParams.set('transport', 'websocket');
    const ws = new WebSocketImpl(url.toString());
    this.ws = ws;
    ws.onmessage = (message) => {
      if (this.ws === ws && typeof message.data === 'string') this.receive(message.data);
    };
    ws.onclose = () => {
      if (this.ws === ws) this.dropped('network');
    };
    return this;
  }

  /** Closes the connection for good (until `connect` is called again). */
  close(): void {
    this.retry = false;
    clearTimeout(this.reconnectTimer);
    if (this.ws) this.dropped('client');
  }

  /** Emits an event; with a function last, the server's acknowledgement calls it. */
  emit(name: string, ...args: Args): void {
    if (!this.connected) return; // as a volatile emit: the caller joins again on connect
    const last = args.at(-1);
    let id = '';
    if (typeof last === 'function') {
      this.nextAck += 1;
      this.acks.set(this.nextAck, last as Ack);
      id = String(this.nextAck);
      args = args.slice(0, -1);
    }
    this.send(ENGINE.message + SOCKET.event + id + JSON.stringify([name, ...args]));
  }

  private send(packet: string): void {
    if (this.ws?.readyState === 1) this.ws.send(packet);
  }

  private receive(packet: string): void {
    const type = packet[0];
    if (type === ENGINE.ping) {
      this.send(ENGINE.pong);
      this.expectHeartbeat();
    } else if (type === ENGINE.open) {
      const open = JSON.parse(packet.slice(1)) as { pingInterval: number; pingTimeout: number };
      this.heartbeatMs = open.pingInterval + open.pingTimeout;
      this.expectHeartbeat();
      this.send(ENGINE.message + SOCKET.connect + JSON.stringify(this.options.auth()));
    } else if (type === ENGINE.close) {
      this.dropped('network');
    } else if (type === ENGINE.message) {
      this.receiveSocketPacket(packet.slice(1));
    }
  }

  private receiveSocketPacket(packet: string): void {
    const type = packet[0];
    // Main namespace only: after the type come an optional ack id (digits) and the JSON payload.
    const body = packet.slice(1);
    const digits = /^\d*/.exec(body)?.[0] ?? '';
    const payload: unknown = body.length > digits.length ? JSON.parse(body.slice(digits.length)) : undefined;
    if (type === SOCKET.connect) {
      this.id = (payload as { sid?: string } | undefined)?.sid;
      this.connected = true;
      this.attempts = 0;
      for (const listener of this.listeners.connect) listener();
    } else if (type === SOCKET.connectError) {
      this.retry = false;
      const message = (payload as { message?: string } | undefined)?.message ?? 'Connection refused';
      this.dropped('network', false);
      for (const listener of this.listeners.connect_error) listener(new Error(message));
    } else if (type === SOCKET.disconnect) {
      this.retry = false;
      this.dropped('server');
    } else if (type === SOCKET.event && Array.isArray(payload) && typeof payload[0] === 'string') {
      const [name, ...args] = payload as [string, ...Args];
      if (digits)
        args.push((...reply: Args) => this.send(ENGINE.message + SOCKET.ack + digits + JSON.stringify(reply)));
      for (const listener of this.listeners.event) listener(name, ...args);
    } else if (type === SOCKET.ack && digits && Array.isArray(payload)) {
      const ack = this.acks.get(Number(digits));
      this.acks.delete(Number(digits));
      ack?.(...(payload as Args));
    }
  }

  /** A missing ping means a dead connection the browser has not noticed yet. */
  private expectHeartbeat(): void {
    clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = setTimeout(() => this.dropped('network'), this.heartbeatMs);
  }

  private dropped(by: 'server' | 'client' | 'network', tell = true): void {
    const ws = this.ws;
    const wasConnected = this.connected;
    this.ws = null;
    this.connected = false;
    this.id = undefined;
    this.acks.clear();
    clearTimeout(this.heartbeatTimer);
    if (ws) {
      ws.onmessage = null;
      ws.onclose = null;
      if (ws.readyState <= 1) ws.close();
    }
    if (tell && wasConnected) for (const listener of this.listeners.disconnect) listener(by);
    if (this.retry && by === 'network') {
      const { first, most } = this.options.reconnectMs ?? { first: 1_000, most: 5_000 };
      const delay = Math.min(most, first * 2 ** this.attempts) * (0.5 + Math.random());
      this.attempts += 1;
      this.reconnectTimer = setTimeout(() => this.connect(), delay);
    }
  }
}
