import autocannon, { type Options, type Result } from 'autocannon';
import type { LoadJob, LoadOutcome } from './load';

// Runs in a child process of the benchmark (see runLoad): receives one job, answers one outcome, exits.
const job = await new Promise<LoadJob>((resolve) => process.once('message', (message) => resolve(message as LoadJob)));

function run(options: Options, onResponse?: (statusCode: number, ms: number) => void): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) {
      instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) =>
        onResponse(statusCode, ms),
      );
    }
  });
}

const options: Options = {
  url: job.url,
  method: job.method,
  headers: job.headers,
  connections: job.connections,
  ...(job.body === undefined ? {} : { body: job.body }),
};

if (job.warmupSec > 0) await run({ ...options, duration: job.warmupSec });

// The parent (the server's process) reads its CPU time from here to the outcome.
process.send?.({ measuring: true });
const latencies: number[] = [];
const non2xx: Record<string, number> = {};
const result = await run({ ...options, duration: job.durationSec }, (statusCode, ms) => {
  // A 304 is the answer the revalidation loads ask for (If-None-Match).
  if ((statusCode >= 200 && statusCode < 300) || statusCode === 304) latencies.push(ms);
  else non2xx[statusCode] = (non2xx[statusCode] ?? 0) + 1;
});

const outcome: LoadOutcome = {
  latencies: Float64Array.from(latencies),
  non2xx,
  errors: result.errors + result.timeouts,
  durationSec: result.duration,
};
process.send?.(outcome, () => process.disconnect());
