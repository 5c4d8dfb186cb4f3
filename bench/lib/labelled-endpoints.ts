import { type BenchContext, type EndpointMeasurement, type EndpointRequest, measureEndpoint, send } from './bench';
import { captureStatements, explainStatements } from './data-floor';

/** Times each request is sent, one at a time, before any of the set is measured. */
const WARM_REQUESTS = 200;

/**
 * Measures labelled requests one after another: each request's statements reading the tables that
 * `tables` matches are captured once and printed with EXPLAIN (ANALYZE, BUFFERS), then the endpoint
 * is measured against its floors, named with its label. Every request is first sent WARM_REQUESTS
 * times: the set shares most of its server code, and the first measured load otherwise paid for V8
 * optimising it (~25 % more CPU per request than the same load measured after the others).
 * BENCH_LABELS=week,find measures only the labels holding one of those texts.
 */
export async function measureLabelled(
  context: BenchContext,
  requests: [label: string, request: EndpointRequest][],
  tables: RegExp,
): Promise<EndpointMeasurement[]> {
  const only = process.env.BENCH_LABELS?.split(',').map((part) => part.trim());
  const chosen = only ? requests.filter(([label]) => only.some((part) => label.includes(part))) : requests;
  for (const [, request] of chosen)
    for (let sent = 0; sent < WARM_REQUESTS; sent++) await send(context.server.origin, request);
  const endpoints: EndpointMeasurement[] = [];
  for (const [label, request] of chosen) {
    context.log(`── ${label}`);
    const statements = await captureStatements(async () => {
      const response = await fetch(`${context.server.origin}${request.path}`, {
        method: request.method,
        headers: { ...request.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
        ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      });
      if (!response.ok && response.status !== 304)
        throw new Error(`${label} answered ${response.status}: ${await response.text()}`);
    });
    const reads = statements.filter(({ config }) => tables.test(config.text));
    await explainStatements(context.server.databaseUrl, context.log, reads, () => [
      `EXPLAIN (ANALYZE, BUFFERS) (${label}):`,
    ]);
    const measurement = await measureEndpoint(context, request, label);
    endpoints.push(measurement);
  }
  return endpoints;
}
