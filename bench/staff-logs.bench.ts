import pg from 'pg';
import { type BenchContext, type Benchmark, type EndpointRequest, measureEndpoint } from './lib/bench';
import { captureStatements, explainStatements } from './lib/data-floor';
import { demoOwner, signInAsDemo } from './lib/server';

/** The demo company's log: LOGS entries over ~3 years, a tenth of them by the owner, 1 in 1 000 mentioning RARE. */
const LOGS = 200_000;
const RARE = 'backflow';
const COMMON = 'updated';

async function seedLogs(databaseUrl: string, owner: { companyId: number; ownerId: number }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into activity_logs (company_id, user_id, action, subject_type, subject_id, description, created_at)
       select $1, case when g % 10 = 0 then $2::bigint end, 'client_updated', 'client', g % 5000,
              case when g % 1000 = 0 then 'Logged a backflow test for client ' || g
                   else 'Updated client details of client ' || g end,
              now() - ((g::bigint * 7919) % 1576800) * interval '1 minute'
       from generate_series(1, $3::int) g`,
      [owner.companyId, owner.ownerId, LOGS],
    );
    await client.query('vacuum analyze activity_logs');
  } finally {
    await client.end();
  }
}

/** One request with its statements captured, then EXPLAIN of the statements reading activity_logs. */
async function explainLogs(context: BenchContext, request: EndpointRequest, label: string) {
  const statements = await captureStatements(async () => {
    const response = await fetch(`${context.server.origin}${request.path}`, { headers: request.headers });
    const body = (await response.json()) as { payload?: { timeline: unknown[]; max: number } };
    if (!response.ok) throw new Error(`${label} answered ${response.status}`);
    context.log(`${label}: ${body.payload?.timeline.length} entries of ${body.payload?.max} pages`);
  });
  const reads = statements.filter(({ config }) => config.text.includes('"activity_logs"'));
  await explainStatements(context.server.databaseUrl, context.log, reads, () => [
    `EXPLAIN (ANALYZE, BUFFERS) (${label}):`,
  ]);
}

/** GET /v1/business/company/users/logs over a 200 000-entry company log: company-wide, one user's, and searches. */
const staffLogs: Benchmark = {
  name: 'staff-logs',
  async run(context) {
    const { server } = context;
    const owner = await demoOwner(server.databaseUrl);
    const started = Date.now();
    await seedLogs(server.databaseUrl, owner);
    context.log(`Seeded ${LOGS} log entries in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    const headers = { authorization: `Bearer ${await signInAsDemo(server.origin)}` };

    await context.httpFloor();
    const endpoints = [];
    for (const [label, query] of [
      ['company, page 1', 'page=1'],
      ['company, page 500', 'page=500'],
      ['owner, page 1', `user_id=${owner.ownerId}&page=1`],
      [`search "${RARE}"`, `search=${RARE}`],
      [`search "${COMMON}"`, `search=${COMMON}`],
    ] as const) {
      const request: EndpointRequest = { method: 'GET', path: `/v1/business/company/users/logs?${query}`, headers };
      context.log(`── ${label}`);
      await explainLogs(context, request, label);
      const measurement = await measureEndpoint(context, request, label);
      endpoints.push(measurement);
    }
    return { endpoints, sizes: [] };
  },
};

export default staffLogs;
