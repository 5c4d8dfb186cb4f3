import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { JOB_RUNNER_APPLICATION_NAME } from '../../apps/server/src/jobs/job-runner';
import { type LoadResult, summarize } from './stats';

/** One statement exactly as the server handed it to node-postgres. */
export interface CapturedStatement {
  config: pg.QueryConfig;
  startedAt: number;
  endedAt: number;
}

/** Statements the server ran at the same time (e.g. under Promise.all); phases run one after another. */
export type Phase = pg.QueryConfig[];

type QueryMethod = (this: pg.Client, ...args: unknown[]) => unknown;

function toConfig(args: unknown[]): pg.QueryConfig | null {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, ...(Array.isArray(second) ? { values: second } : {}) };
  if (first && typeof first === 'object' && 'text' in first) {
    const config = { ...(first as pg.QueryConfig) };
    if (Array.isArray(second)) config.values = second;
    return config;
  }
  return null;
}

/** The job workers poll on their own connections whatever the request does: their statements are not its SQL. */
const isJobRunner = (client: pg.Client) =>
  (client as unknown as { connectionParameters?: pg.ClientConfig }).connectionParameters?.application_name ===
  JOB_RUNNER_APPLICATION_NAME;

/**
 * Runs `action` (one request to the server) while recording every statement any node-postgres client
 * in this process sends (but the job runner's), with when it started and finished. Nothing else may
 * query meanwhile.
 */
export async function captureStatements(action: () => Promise<void>): Promise<CapturedStatement[]> {
  const proto = pg.Client.prototype as unknown as { query: QueryMethod };
  const original = proto.query;
  const captured: CapturedStatement[] = [];
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const config = toConfig(args);
    if (!config || isJobRunner(this)) return original.apply(this, args);
    const entry: CapturedStatement = { config, startedAt: performance.now(), endedAt: Number.POSITIVE_INFINITY };
    captured.push(entry);
    const done = () => {
      entry.endedAt = performance.now();
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      // pg-pool passes a callback; wrap it to see when the statement finished.
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  try {
    await action();
  } finally {
    proto.query = original;
  }
  return captured;
}

/** Groups statements that overlapped in time into phases, in the order the server ran them. */
export function toPhases(statements: CapturedStatement[]): Phase[] {
  const phases: Phase[] = [];
  let phaseEnd = Number.NEGATIVE_INFINITY;
  for (const statement of [...statements].sort((a, b) => a.startedAt - b.startedAt)) {
    const current = phases.at(-1);
    if (current && statement.startedAt < phaseEnd) {
      current.push(statement.config);
      phaseEnd = Math.max(phaseEnd, statement.endedAt);
    } else {
      phases.push([statement.config]);
      phaseEnd = statement.endedAt;
    }
  }
  return phases;
}

export interface DataFloorOptions {
  connectionString: string;
  phases: Phase[];
  /** The server's pool size. */
  poolSize: number;
  connections: number;
  durationSec: number;
  warmupSec: number;
}

/**
 * The data floor: the captured statements sent straight through a pg.Pool of the server's size by
 * `connections` concurrent loops, one "request" being every phase in turn (a phase's statements at once).
 */
export async function runDataFloor(name: string, options: DataFloorOptions): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize });
  const runRequest = async () => {
    for (const phase of options.phases) await Promise.all(phase.map((config) => pool.query(config)));
  };
  const loop = async (seconds: number, latencies: number[] | null) => {
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      const started = performance.now();
      try {
        await runRequest();
        latencies?.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
    return errors;
  };
  try {
    const concurrently = (seconds: number, latencies: number[] | null) =>
      Promise.all(Array.from({ length: options.connections }, () => loop(seconds, latencies)));
    if (options.warmupSec > 0) await concurrently(options.warmupSec, null);
    const latencies: number[] = [];
    const started = performance.now();
    const errors = (await concurrently(options.durationSec, latencies)).reduce((sum, n) => sum + n, 0);
    const durationSec = (performance.now() - started) / 1000;
    return summarize(name, Float64Array.from(latencies), durationSec, {}, errors);
  } finally {
    await pool.end();
  }
}

/** The phases as readable SQL, for the report. */
export function describePhases(phases: Phase[]): string[] {
  const lines: string[] = [];
  phases.forEach((phase, index) => {
    const together = phase.length > 1 ? ` (${phase.length} statements at once)` : '';
    lines.push(`  phase ${index + 1}${together}:`);
    for (const config of phase) {
      lines.push(`    ${config.text}`);
      lines.push(`      params: ${JSON.stringify(config.values ?? [])}`);
    }
  });
  return lines;
}

/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) of each statement, under the heading lines given for it; with
 * BENCH_PLAN_SAMPLES=n, then how its plan holds up over n fresh samples of the statistics (samplePlans).
 */
export async function explainStatements(
  databaseUrl: string,
  log: (line?: string) => void,
  statements: CapturedStatement[],
  heading: (config: pg.QueryConfig) => string[],
): Promise<void> {
  const samples = Number(process.env.BENCH_PLAN_SAMPLES ?? 0);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const { config } of statements) {
      for (const line of heading(config)) log(line);
      const plan = await client.query({ text: `explain (analyze, buffers) ${config.text}`, values: config.values });
      for (const row of plan.rows) log(`  ${row['QUERY PLAN']}`);
      if (samples > 0) await samplePlans(client, log, config, samples);
      log();
    }
  } finally {
    await client.end();
  }
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, outermost first. */
function nodesOf(node: PlanNode, into: PlanNode[] = []): PlanNode[] {
  into.push(node);
  for (const child of node.Plans ?? []) nodesOf(child, into);
  return into;
}

/**
 * The statement run under EXPLAIN ANALYZE: its scans, outermost first (what tells one plan from
 * another: `Index Scan clients_name_idx`), the tables they read, and how long it ran.
 */
async function analyzedPlan(client: pg.Client, config: pg.QueryConfig) {
  const { rows } = await client.query({ text: `explain (analyze, format json) ${config.text}`, values: config.values });
  const [explained] = rows[0]['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }];
  const nodes = nodesOf(explained.Plan);
  const scans = nodes.flatMap((node) => {
    const on = node['Index Name'] ?? node['Relation Name'];
    return on ? [`${node['Node Type']} ${on}`] : [];
  });
  const tables = new Set(nodes.flatMap((node) => (node['Relation Name'] ? [node['Relation Name']] : [])));
  return { scans: scans.join(', '), tables: [...tables], ms: explained['Execution Time'] };
}

/**
 * How a statement's plan holds up as autovacuum samples its tables again: `samples` times, ANALYZE of
 * the tables it reads, then the statement run under EXPLAIN ANALYZE; prints each plan seen, how often
 * and how long it ran. A second plan a sample can turn to (a rare term's matches overestimated) shows
 * with its times. The tables are then sampled again until the first plan is back (20 tries at most),
 * so what is measured next runs as it would have.
 */
async function samplePlans(client: pg.Client, log: (line?: string) => void, config: pg.QueryConfig, samples: number) {
  const first = await analyzedPlan(client, config);
  const analyze = `analyze ${first.tables.map((table) => `"${table}"`).join(', ')}`;
  const seen = new Map<string, number[]>();
  for (let sample = 0; sample < samples; sample++) {
    await client.query(analyze);
    const { scans, ms } = await analyzedPlan(client, config);
    seen.set(scans, [...(seen.get(scans) ?? []), ms]);
  }
  log(`  plans over ${samples} samples of the statistics (${analyze}):`);
  for (const [scans, times] of seen) {
    const sorted = times.sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    log(`    ${times.length}× median ${median.toFixed(2)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(2)} ms: ${scans}`);
  }
  for (let tries = 0; tries < 20 && (await analyzedPlan(client, config)).scans !== first.scans; tries++)
    await client.query(analyze);
}
