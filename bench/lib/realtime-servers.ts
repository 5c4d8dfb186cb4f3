import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MemoryFigures, ServerReply, ServerRequest } from './realtime-server';

export interface ServerMemory {
  raw: MemoryFigures;
  /** After two forced GCs (the child runs with --expose-gc). */
  afterGc: MemoryFigures;
  /** TCP connections the server's HTTP server holds (each socket's WebSocket is one). */
  connections: number;
}

/** A real server in its own OS process (lib/realtime-server.ts), listening on 127.0.0.1. */
export interface ServerProcess {
  name: string;
  pid: number;
  /** http://127.0.0.1:PORT */
  origin: string;
  memory(): Promise<ServerMemory>;
  /** Closes the server gracefully (killed if it takes over 30 s) and waits for the process to exit. */
  close(): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 30_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Forks lib/realtime-server.ts (tsx's loader comes with this process's execArgv; --expose-gc so its
 * memory can be read after a GC), hands it `env` for loadConfig and waits until it listens.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  startTimeoutMs = 180_000,
): Promise<ServerProcess> {
  const child = fork(fileURLToPath(new URL('./realtime-server.ts', import.meta.url)), {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(reply: ServerReply): void; reject(error: Error): void }>();
  let sequence = 0;
  child.on('message', (message) => {
    const reply = message as ServerReply;
    if ('id' in reply) {
      pending.get(reply.id)?.resolve(reply);
      pending.delete(reply.id);
    }
  });
  child.on('exit', (code, signal) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`Server ${name} exited (${code ?? signal}).`));
    pending.clear();
  });

  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Server ${name} did not start within ${startTimeoutMs / 1000} s.`));
    }, startTimeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`Server ${name} exited (${code}) before it listened.`));
    };
    child.once('exit', onExit);
    child.on('message', function onReady(message) {
      const reply = message as ServerReply;
      if (reply.type !== 'ready' && reply.type !== 'failed') return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.off('message', onReady);
      if (reply.type === 'ready') resolve(reply.origin);
      else reject(new Error(`Server ${name} failed to start: ${reply.message}`));
    });
    child.send(env);
  });

  const request = (type: ServerRequest['type']) =>
    new Promise<ServerReply>((resolve, reject) => {
      const id = ++sequence;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`Server ${name} did not answer "${type}" within ${REQUEST_TIMEOUT_MS / 1000} s.`));
      }, REQUEST_TIMEOUT_MS);
      pending.set(id, {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      child.send({ id, type } satisfies ServerRequest);
    });

  return {
    name,
    pid: child.pid ?? 0,
    origin,
    async memory() {
      const reply = await request('memory');
      if (reply.type !== 'memory' || !reply.afterGc) throw new Error(`Server ${name} gave no memory figures.`);
      return { raw: reply.raw, afterGc: reply.afterGc, connections: reply.connections };
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = exited(child);
      const killer = setTimeout(() => child.kill('SIGKILL'), REQUEST_TIMEOUT_MS);
      try {
        await request('close').catch(() => undefined);
        await gone;
      } finally {
        clearTimeout(killer);
      }
    },
  };
}
