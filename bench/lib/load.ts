import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startCpuProfile } from './cpu-profile';
import { failures, type LoadResult, summarize } from './stats';

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
    // The server runs in this process: its CPU time over the measured window, per answer, is steadier
    // on a shared machine than req/s (time spent runnable but not running does not count).
    let cpuFrom: NodeJS.CpuUsage | null = null;
    let cpu: NodeJS.CpuUsage | null = null;
    let profiling: Promise<((name: string) => Promise<void>) | null> = Promise.resolve(null);
    child.on('message', (message) => {
      if (typeof message === 'object' && message !== null && 'measuring' in message) {
        cpuFrom = process.cpuUsage();
        profiling = startCpuProfile();
      } else {
        cpu = cpuFrom ? process.cpuUsage(cpuFrom) : null;
        outcome = message as LoadOutcome;
      }
    });
    child.once('error', reject);
    child.once('exit', async (code) => {
      await (await profiling)?.(name);
      if (!outcome) return reject(new Error(`The load generator for ${name} exited (${code}) without a result.`));
      const result = summarize(name, outcome.latencies, outcome.durationSec, outcome.non2xx, outcome.errors);
      const answers = result.ok + failures(result);
      const cpuUsed: NodeJS.CpuUsage | null = cpu;
      if (cpuUsed && answers > 0) result.cpuMsPerRequest = (cpuUsed.user + cpuUsed.system) / 1000 / answers;
      resolve(result);
    });
    child.send(job);
  });
}
