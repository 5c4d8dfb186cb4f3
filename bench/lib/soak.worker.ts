import { SOAK_MIX, type SoakCompany, type SoakJob, type SoakOutcome } from './soak-mix';

// Runs in a child process of the soak benchmark, so the load never shares the server's event loop:
// receives one SoakJob, sends requests at their scheduled times (open loop), answers one SoakOutcome.

/** A small seeded generator, so two runs send the same sequence. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const job = await new Promise<SoakJob>((resolve) => process.once('message', (m) => resolve(m as SoakJob)));
const next = random(job.seed);
const rate = job.ratePerCompany * job.companies.length;
const started = performance.now();
const measureFrom = started + job.warmupSec * 1000;
const measureTo = measureFrom + job.durationSec * 1000;
const outcome: SoakOutcome = { latencies: {}, failures: {}, late: 0, offered: 0, cpuMs: 0 };
for (const op of SOAK_MIX) {
  outcome.latencies[op.name] = [];
  outcome.failures[op.name] = {};
}
const inFlight = new Set<Promise<void>>();
const fail = (op: string, key: string) => {
  const failures = outcome.failures[op] as Record<string, number>;
  failures[key] = (failures[key] ?? 0) + 1;
};

async function send(scheduled: number, n: number) {
  const pick = next();
  let below = 0;
  const op =
    SOAK_MIX.find((o) => {
      below += o.weight;
      return pick < below;
    }) ?? (SOAK_MIX.at(-1) as (typeof SOAK_MIX)[number]);
  const company = job.companies[Math.floor(next() * job.companies.length)] as SoakCompany;
  const request = op.build(company, job, n);
  const measured = scheduled >= measureFrom && scheduled < measureTo;
  if (measured) outcome.offered++;
  try {
    const response = await fetch(`${job.origin}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${company.token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      // fetch's own pool opens another socket rather than queue a request (open loop).
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!measured) return;
    if (response.ok) (outcome.latencies[op.name] as number[]).push(performance.now() - scheduled);
    else {
      fail(op.name, String(response.status));
      if (outcome.failures[op.name]?.[String(response.status)] === 1)
        process.stderr.write(`soak: ${op.name} answered ${response.status}: ${text.slice(0, 200)}\n`);
    }
  } catch (error) {
    if (measured) fail(op.name, `error: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// Poisson arrivals over all active companies; a timer wakes every few ms and sends what fell due.
let due = started;
let n = 0;
await new Promise<void>((resolve) => {
  const tick = () => {
    const now = performance.now();
    while (due <= now && due < measureTo) {
      const request = send(due, n++);
      inFlight.add(request);
      request.finally(() => inFlight.delete(request));
      due += (-Math.log(1 - next()) / rate) * 1000;
    }
    if (due >= measureTo) resolve();
    else setTimeout(tick, 2);
  };
  tick();
});
await Promise.race([Promise.all(inFlight), new Promise((resolve) => setTimeout(resolve, 11_000))]);
outcome.late = inFlight.size;
const cpu = process.cpuUsage();
outcome.cpuMs = (cpu.user + cpu.system) / 1000;
process.send?.(outcome, () => process.disconnect());
