import type { EndpointMeasurement, SizeMeasurement } from './bench';
import { failures, type LoadResult } from './stats';

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—');
const rps = (value: number) => (Number.isFinite(value) ? Math.round(value).toString() : '—');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** "38% req/s, 2.6x p50": the endpoint's throughput as a share of the floor's, its median as a multiple. */
function versus(result: LoadResult, floor: LoadResult): string {
  return `${Math.round((result.rps / floor.rps) * 100)}% req/s, ${(result.p50 / floor.p50).toFixed(1)}x p50`;
}

/**
 * The combined floor: what an endpoint would answer if its handler cost nothing beyond its SQL and the
 * bare route, `1 / (1/data floor + 1/HTTP floor)` req/s, both from the same run.
 */
export const combinedFloorRps = (httpFloor: LoadResult, dataFloor: LoadResult) =>
  1 / (1 / dataFloor.rps + 1 / httpFloor.rps);

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) =>
        column === 0 || column >= 6 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}

function failureText(result: LoadResult): string {
  const parts = Object.entries(result.non2xx).map(([status, count]) => `${count} x HTTP ${status}`);
  if (result.errors > 0) parts.push(`${result.errors} errors/timeouts`);
  return parts.join(', ');
}

/** Every load result that failed, as loud lines; empty when all answered 2xx. */
export function failureLines(results: LoadResult[]): string[] {
  return results
    .filter((result) => failures(result) > 0)
    .map(
      (result) =>
        `!!! ${result.name}: ${failureText(result)} — its figures count only the 2xx answers and are NOT valid.`,
    );
}

export function loadTable(httpFloor: LoadResult, endpoints: EndpointMeasurement[]): string[] {
  const row = (result: LoadResult, combined = '', served = '', vsHttp = '', vsData = '') => [
    result.name,
    rps(result.rps),
    ms(result.p50),
    ms(result.p99),
    String(failures(result)),
    result.cpuMsPerRequest === undefined ? '' : ms(result.cpuMsPerRequest),
    combined,
    served,
    vsHttp,
    vsData,
  ];
  const rows = [
    [
      'benchmark',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'CPU ms/req',
      'vs combined floor',
      'vs served floor',
      'vs HTTP floor',
      'vs data floor',
    ],
    row(httpFloor),
  ];
  const share = (result: LoadResult, of: number) => `${Math.round((result.rps / of) * 100)}% of ${rps(of)}`;
  for (const { endpoint, dataFloor, servedFloor } of endpoints) {
    rows.push(
      row(
        endpoint,
        share(endpoint, combinedFloorRps(httpFloor, dataFloor)),
        share(endpoint, servedFloor.rps),
        versus(endpoint, httpFloor),
        versus(endpoint, dataFloor),
      ),
    );
    rows.push(row({ ...dataFloor, name: `  ${dataFloor.name}` }));
    rows.push(row({ ...servedFloor, name: `  ${servedFloor.name}` }));
  }
  return table(rows);
}

export function sizeLines(size: SizeMeasurement): string[] {
  const raw = size.files.reduce((sum, file) => sum + file.rawBytes, 0);
  const gzip = size.files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const lines = [`${size.title}: ${kB(gzip)} gzipped (level 9) in ${size.files.length} files, ${kB(raw)} raw`];
  const sorted = [...size.files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const width = Math.max(...sorted.map((file) => file.name.length));
  for (const file of sorted) {
    lines.push(`  ${file.name.padEnd(width)}  ${kB(file.gzipBytes).padStart(9)}  (${kB(file.rawBytes)} raw)`);
  }
  return lines;
}
