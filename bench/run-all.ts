import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import appointments from './appointments.bench';
import bookingSlots from './booking-slots.bench';
import clientSearch from './client-search.bench';
import dashboard from './dashboard.bench';
import documentPdf from './document-pdf.bench';
import inventory from './inventory.bench';
import invoiceSearch from './invoice-search.bench';
import type { BenchContext, Benchmark, EndpointMeasurement, SizeMeasurement } from './lib/bench';
import { measureHttpFloor } from './lib/bench';
import { combinedFloorRps, failureLines, loadTable, sizeLines } from './lib/report';
import { startBenchServer } from './lib/server';
import type { LoadResult } from './lib/stats';
import offlineReplay from './offline-replay.bench';
import preparedExecute from './prepared-execute.bench';
import realtime from './realtime.bench';
import reminders from './reminders.bench';
import schedulerFirstLoad from './scheduler-first-load.bench';
import schedulerRender from './scheduler-render.bench';
import signInSize from './sign-in-size.bench';
import soak from './soak.bench';
import staffLogs from './staff-logs.bench';
import timeline from './timeline.bench';
import upload from './upload.bench';
import userLoad from './user-load.bench';

/** Every benchmark, run in this order against one server; add new ones here. */
const BENCHMARKS: Benchmark[] = [
  userLoad,
  clientSearch,
  timeline,
  staffLogs,
  inventory,
  appointments,
  bookingSlots,
  invoiceSearch,
  dashboard,
  documentPdf,
  schedulerRender,
  schedulerFirstLoad,
  signInSize,
  upload,
  offlineReplay,
  reminders,
  realtime,
  soak,
  preparedExecute,
];

/** BENCH_ONLY=timeline,staff-logs runs just those; an optional benchmark (soak) runs only when named. */
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const selected = only
  ? BENCHMARKS.filter((benchmark) => only.includes(benchmark.name))
  : BENCHMARKS.filter((benchmark) => !benchmark.optional);
if (selected.length === 0)
  throw new Error(`BENCH_ONLY names no benchmark (${BENCHMARKS.map((b) => b.name).join(', ')}).`);

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value >= 0))
    throw new Error(`${name} must be a number of seconds (or connections), got "${process.env[name]}".`);
  return value;
};

const log = (line = '') => process.stdout.write(`${line}\n`);
const durationSec = positive('BENCH_DURATION', 10);
const warmupSec = positive('BENCH_WARMUP', 2);
const connections = positive('BENCH_CONNECTIONS', 10);

log(`Fieldbook benchmark: ${connections} connections, ${durationSec} s measured after ${warmupSec} s warm-up each,`);
log(`Node ${process.version}, ${availableParallelism()} CPUs.`);
const started = Date.now();
const server = await startBenchServer();
log(
  `Server at ${server.origin} on ${server.databaseLabel} (started in ${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
log();

const shared: { httpFloor: Promise<LoadResult> | null } = { httpFloor: null };
const base = { server, connections, durationSec, warmupSec, log };
const context: BenchContext = {
  ...base,
  httpFloor: () => {
    shared.httpFloor ??= measureHttpFloor(base);
    return shared.httpFloor;
  },
};

const endpoints: EndpointMeasurement[] = [];
const sizes: SizeMeasurement[] = [];
const broken: string[] = [];
try {
  for (const benchmark of selected) {
    log(`── ${benchmark.name}`);
    try {
      const outcome = await benchmark.run(context);
      endpoints.push(...outcome.endpoints);
      sizes.push(...outcome.sizes);
    } catch (error) {
      broken.push(`!!! ${benchmark.name} did not finish: ${error instanceof Error ? error.message : String(error)}`);
      log(broken.at(-1));
    }
    log();
  }
} finally {
  await server.close();
}

log('═'.repeat(100));
const floor = shared.httpFloor ? await shared.httpFloor.catch(() => null) : null;
if (floor) for (const line of loadTable(floor, endpoints)) log(line);
for (const size of sizes) {
  log();
  for (const line of sizeLines(size)) log(line);
}
const failed = [
  ...(floor ? failureLines([floor, ...endpoints.flatMap((m) => [m.endpoint, m.dataFloor, m.servedFloor])]) : []),
  ...broken,
];
if (failed.length > 0) {
  log();
  for (const line of failed) log(line);
}
log();
log(`Total ${((Date.now() - started) / 1000).toFixed(0)} s. Floors: see bench/README.md.`);

const resultsDir = new URL('./results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
const measured = endpoints.map((m) => ({
  ...m,
  combinedFloorRps: floor ? combinedFloorRps(floor, m.dataFloor) : null,
}));
writeFileSync(
  new URL('latest.json', resultsDir),
  `${JSON.stringify({ at: new Date().toISOString(), connections, durationSec, warmupSec, httpFloor: floor, endpoints: measured, sizes, failed }, null, 2)}\n`,
);
// Everything is measured and written: end here. A run once stayed up after its table (no socket or
// child left, only pipes and tsx's loader thread), so the exit does not wait on whatever was left.
process.exit(failed.length > 0 ? 1 : 0);
