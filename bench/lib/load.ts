import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type LoadResult, summarize } from './stats';

export interface LoadJob {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationSec: number;
  warmupSec: number;
}

export interface LoadOutcome {
  latencies: Float64Array;
  non2xx: Record<string, number>;
  errors: number;
  durationSec: number;
}

/**
 * Drives `job.url` with autocannon (closed loop: each connection sends its next request when the last
 * one answers) in a child process, so the load generator never shares an event loop with the server
 * it measures, after an unmeasured warm-up, and times every response.
 */
export function runLoad(name: string, job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // The same execArgv carries tsx's loader, so the child runs TypeScript too.
    const child = fork(fileURLToPath(new URL('./load.worker.ts', import.meta.url)), {
      execArgv: process.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let outcome: LoadOutcome | null = null;
    child.once('message', (message) => {
      outcome = message as LoadOutcome;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!outcome) return reject(new Error(`The load generator for ${name} exited (${code}) without a result.`));
      resolve(summarize(name, outcome.latencies, outcome.durationSec, outcome.non2xx, outcome.errors));
    });
    child.send(job);
  });
}
