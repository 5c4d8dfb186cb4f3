import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

// Runs in a child process of the realtime benchmark (see realtime-servers.ts): one real server per
// process, so each process's memory is that server's alone. The first message is the server's
// environment (as for loadConfig); it answers `ready` with its origin, then answers `memory` and
// `close` requests. It stops by itself when the benchmark goes away (the IPC channel closes).

export type ServerRequest = { id: number; type: 'memory' } | { id: number; type: 'close' };

export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export type ServerReply =
  | { type: 'ready'; origin: string }
  | { type: 'failed'; message: string }
  | { id: number; type: 'memory'; raw: MemoryFigures; afterGc: MemoryFigures | null; connections: number }
  | { id: number; type: 'closed' };

const send = (reply: ServerReply) => new Promise<void>((resolve) => process.send?.(reply, () => resolve()));

const read = (): MemoryFigures => {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external, arrayBuffers };
};

const env = await new Promise<Record<string, string>>((resolve) =>
  process.once('message', (message) => resolve(message as Record<string, string>)),
);
const dataDir = mkdtempSync(join(tmpdir(), 'fieldbook-bench-realtime-'));

let app: FastifyInstance;
try {
  app = await buildApp(loadConfig({ DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), ...env }));
  await app.listen({ host: '127.0.0.1', port: 0 });
} catch (error) {
  rmSync(dataDir, { recursive: true, force: true });
  await send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
const server = app;

let closing: Promise<void> | null = null;
function close(): Promise<void> {
  closing ??= (async () => {
    // A server that will not close in 20 s is stopped anyway.
    const timer = setTimeout(() => process.exit(2), 20_000);
    try {
      await server.close();
    } finally {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    }
  })();
  return closing;
}

process.on('message', async (message) => {
  const request = message as ServerRequest;
  if (request.type === 'memory') {
    const raw = read();
    // Twice: the first full GC can leave objects that only a second one frees (weak callbacks).
    globalThis.gc?.();
    globalThis.gc?.();
    const afterGc = globalThis.gc ? read() : null;
    const connections = await new Promise<number>((resolve) =>
      server.server.getConnections((error, count) => resolve(error ? -1 : count)),
    );
    await send({ id: request.id, type: 'memory', raw, afterGc, connections });
  } else if (request.type === 'close') {
    await close();
    await send({ id: request.id, type: 'closed' });
    process.exit(0);
  }
});
// The benchmark has gone (finished, crashed or killed): stop too.
process.on('disconnect', () => {
  void close().finally(() => process.exit(0));
});

const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
await send({ type: 'ready', origin: `http://127.0.0.1:${port}` });
