import { captureStatements, describePhases, runDataFloor, toPhases } from './data-floor';
import { runLoad } from './load';
import { runServedFloor } from './served-floor';
import { type BenchServer, SERVER_POOL_SIZE } from './server';
import type { LoadResult } from './stats';

/** What every benchmark file receives from run-all: one server, one load shape, the shared HTTP floor. */
export interface BenchContext {
  server: BenchServer;
  connections: number;
  durationSec: number;
  warmupSec: number;
  /** The HTTP floor (a bare route of the same server), measured once per run and shared. */
  httpFloor(): Promise<LoadResult>;
  log(line?: string): void;
}

/** An endpoint beside its floors. */
export interface EndpointMeasurement {
  endpoint: LoadResult;
  dataFloor: LoadResult;
  /** Its SQL served by a bare route (served-floor.ts): the best any endpoint could answer here. */
  servedFloor: LoadResult;
}

export interface SizeMeasurement {
  title: string;
  files: { name: string; rawBytes: number; gzipBytes: number }[];
}

export interface BenchOutcome {
  endpoints: EndpointMeasurement[];
  sizes: SizeMeasurement[];
}

/** A benchmark file's default export. */
export interface Benchmark {
  name: string;
  /** Left out of a full run: runs only when BENCH_ONLY names it. */
  optional?: boolean;
  run(context: BenchContext): Promise<BenchOutcome>;
}

export const HTTP_FLOOR_PATH = '/v1/system/checkAppVersion';

export interface EndpointRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export async function send(origin: string, request: EndpointRequest): Promise<void> {
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: { ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  if (!response.ok && response.status !== 304)
    throw new Error(`${request.method} ${request.path} answered ${response.status}: ${text.slice(0, 300)}`);
}

/**
 * Measures one endpoint against its floors: a warm-up request, one more request whose SQL is captured
 * from node-postgres, the endpoint under load, then exactly that SQL under the same load straight
 * through pg (the data floor) and served by a bare route (the served floor). A label names all three.
 */
export async function measureEndpoint(
  context: BenchContext,
  request: EndpointRequest,
  label?: string,
): Promise<EndpointMeasurement> {
  const { server, connections, durationSec, warmupSec } = context;
  const path = request.path.split('?')[0];
  const labelled = (what: string) => (label ? `${what} (${label})` : what);
  const name = labelled(`${request.method} ${path}`);
  await send(server.origin, request);
  const phases = toPhases(await captureStatements(() => send(server.origin, request)));
  if (phases.length === 0) throw new Error(`Captured no SQL from ${name}; is the server using this process's pg?`);
  context.log(`SQL one ${name} runs (captured from node-postgres; replayed as the data floor):`);
  for (const line of describePhases(phases)) context.log(line);
  context.log();

  const endpoint = await runLoad(name, {
    url: `${server.origin}${request.path}`,
    method: request.method,
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    connections,
    durationSec,
    warmupSec,
  });
  const floorOptions = {
    connectionString: server.databaseUrl,
    phases,
    poolSize: SERVER_POOL_SIZE,
    connections,
    durationSec,
    warmupSec,
  };
  const dataFloor = await runDataFloor(labelled(`data floor: ${request.method} ${path} SQL via pg`), floorOptions);
  const servedFloor = await runServedFloor(labelled(`served floor: ${request.method} ${path} SQL`), floorOptions);
  return { endpoint, dataFloor, servedFloor };
}

/**
 * The same request revalidated: sent once for its ETag, then with `If-None-Match`, so it answers 304
 * with no body (http/fresh-lists.ts) — the version check instead of the list.
 */
export async function revalidated(
  origin: string,
  [label, request]: [string, EndpointRequest],
): Promise<[string, EndpointRequest]> {
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: { ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (!response.ok || !etag) throw new Error(`${label} answered ${response.status} without an ETag`);
  return [`${label}, 304`, { ...request, headers: { ...request.headers, 'if-none-match': etag } }];
}

/** The HTTP floor: the server's bare version route, no database, same load. */
export function measureHttpFloor(context: Omit<BenchContext, 'httpFloor'>): Promise<LoadResult> {
  return runLoad(`HTTP floor: GET ${HTTP_FLOOR_PATH}`, {
    url: `${context.server.origin}${HTTP_FLOOR_PATH}`,
    method: 'GET',
    headers: {},
    connections: context.connections,
    durationSec: context.durationSec,
    warmupSec: context.warmupSec,
  });
}
