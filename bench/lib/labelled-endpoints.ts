import { type BenchContext, type EndpointMeasurement, type EndpointRequest, measureEndpoint } from './bench';
import { captureStatements, explainStatements } from './data-floor';

/**
 * Measures labelled requests one after another: each request's statements reading the tables that
 * `tables` matches are captured once and printed with EXPLAIN (ANALYZE, BUFFERS), then the endpoint
 * is measured against its floors, named with its label.
 */
export async function measureLabelled(
  context: BenchContext,
  requests: [label: string, request: EndpointRequest][],
  tables: RegExp,
): Promise<EndpointMeasurement[]> {
  const endpoints: EndpointMeasurement[] = [];
  for (const [label, request] of requests) {
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
    const measurement = await measureEndpoint(context, request);
    measurement.endpoint.name = `${measurement.endpoint.name} (${label})`;
    measurement.dataFloor.name = `${measurement.dataFloor.name} (${label})`;
    endpoints.push(measurement);
  }
  return endpoints;
}
