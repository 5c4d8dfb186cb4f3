import pg from 'pg';
import { type BenchContext, type Benchmark, type EndpointRequest, measureEndpoint, send } from './lib/bench';
import { type CapturedStatement, captureStatements, explainStatements } from './lib/data-floor';
import { demoOwner, signInAsDemo } from './lib/server';
import { statementCpu } from './lib/statement-cpu';

const SHAPE = { notes: 5_000, logs: 3_000, attachments: 2_000 };
/** 1 entry in 50 of each type mentions it. */
const SEARCH_TERM = 'irrigation';
/** An instant within the last ~3 years (1 576 800 minutes), spread by a multiplicative hash of g. */
const SPREAD = `now() - ((g::bigint * 7919) % 1576800) * interval '1 minute'`;

/**
 * One client with 10 000 timeline entries made in SQL from generate_series: notes (1 in 1 000 pinned),
 * log entries, and files each attached to it; one in 50 of each mentions SEARCH_TERM.
 */
async function seedTimeline(databaseUrl: string, owner: { companyId: number; ownerId: number }, clientId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const subject = [owner.companyId, clientId, owner.ownerId];
  try {
    await client.query('begin');
    await client.query(
      `insert into notes (company_id, subject_type, subject_id, value, is_pinned, created_by, created_at, updated_at)
       select $1, 'client', $2, '<p>Visit ' || g || ': <b>' ||
              case when g % 50 = 0 then 'Irrigation' else 'Lawn' end || '</b> checked, gate code 44' || g % 100 || '</p>',
              g % 1000 = 0, $3, ${SPREAD}, ${SPREAD}
       from generate_series(1, $4::int) g`,
      [...subject, SHAPE.notes],
    );
    await client.query(
      `insert into activity_logs (company_id, user_id, action, subject_type, subject_id, description, created_at)
       select $1, $3, 'client_updated', 'client', $2,
              case when g % 50 = 0 then 'Logged an irrigation check' else 'Updated client details' end, ${SPREAD}
       from generate_series(1, $4::int) g`,
      [...subject, SHAPE.logs],
    );
    await client.query(
      `with f as (
         insert into files (company_id, title, file_name, file_extension, type, mime_type, size, storage_key, created_by)
         select $1, case when g % 50 = 0 then 'Irrigation plan ' || g else 'Site photo ' || g end, 'photo-' || g || '.pdf',
                'pdf', 'DOCUMENT', 'application/pdf', 1000, 'bench/none.pdf', $3
         from generate_series(1, $4::int) g returning id)
       insert into attachments (company_id, subject_type, subject_id, file_id, created_by, created_at)
       select $1, 'client', $2, f.id, $3, now() - ((f.id * 7919) % 1576800) * interval '1 minute' from f`,
      [...subject, SHAPE.attachments],
    );
    await client.query('commit');
    await client.query('vacuum analyze notes, activity_logs, files, attachments');
  } finally {
    await client.end();
  }
}

/** Which timeline statement this is: the page reads the tiles in its own statement since issue 35's third pass. */
const kindOf = (text: string) =>
  text.includes('json_object_agg') ? (/as materialized/.test(text) ? 'page and tiles' : 'tiles') : 'paging';

/** Runs one request with its statements captured, then EXPLAIN ANALYZE of the paging and tiles statements, printed once. */
async function explainPage(context: BenchContext, request: EndpointRequest, label: string) {
  const statements = await captureStatements(async () => {
    const response = await fetch(`${context.server.origin}${request.path}`, { headers: request.headers });
    const body = (await response.json()) as { payload?: { timeline: unknown[]; tiles: unknown[] } };
    if (!response.ok) throw new Error(`${label} answered ${response.status}`);
    context.log(`${label}: ${body.payload?.timeline.length} entries; tiles ${JSON.stringify(body.payload?.tiles)}`);
  });
  const paging = statements.filter(({ config }) => /as materialized|json_object_agg/.test(config.text));
  await explainStatements(context.server.databaseUrl, context.log, paging, (config) => [
    `EXPLAIN (ANALYZE, BUFFERS) of the ${kindOf(config.text)} statement (${label}):`,
  ]);
  await planChoices(context, paging, label);
}

/**
 * The statements are named (prepared): EXPLAIN above shows a custom plan, so say which plans one
 * connection used over 10 runs and how long each run took (PostgreSQL tries 5 custom plans first).
 */
async function planChoices(context: BenchContext, statements: CapturedStatement[], label: string) {
  const client = new pg.Client({ connectionString: context.server.databaseUrl });
  await client.connect();
  try {
    for (const { config } of statements) {
      const times: number[] = [];
      for (let run = 0; run < 10; run++) {
        const started = performance.now();
        await client.query(config);
        times.push(performance.now() - started);
      }
      const { rows } = await client.query(
        'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
        [config.name],
      );
      context.log(
        `${label}, ${kindOf(config.text)} as ${config.name ?? 'unnamed'}: ` +
          `plans ${JSON.stringify(rows[0] ?? {})}, ms per run ${times.map((t) => t.toFixed(1)).join(' ')}`,
      );
    }
  } finally {
    await client.end();
  }
}

/** GET /v1/clients/timeline of a client with 10 000 entries over ~3 years: page 1, and a search. */
const timeline: Benchmark = {
  name: 'timeline',
  async run(context) {
    const { server } = context;
    const owner = await demoOwner(server.databaseUrl);
    const token = await signInAsDemo(server.origin);
    const headers = { authorization: `Bearer ${token}` };
    const created = await fetch(`${server.origin}/v1/clients`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Tessa', last_name: 'Timeline', reference_id: `TL-${process.pid}` }),
    });
    const clientId = ((await created.json()) as { payload?: { id?: number } }).payload?.id;
    if (!created.ok || !clientId) throw new Error(`Creating the timeline client answered ${created.status}.`);
    const started = Date.now();
    await seedTimeline(server.databaseUrl, owner, clientId);
    const total = SHAPE.notes + SHAPE.logs + SHAPE.attachments;
    context.log(`Seeded client ${clientId} with ${total} entries in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

    await context.httpFloor();
    const endpoints = [];
    for (const [label, query] of [
      ['first page', ''],
      [`search "${SEARCH_TERM}"`, `&search=${SEARCH_TERM}`],
    ] as const) {
      const request: EndpointRequest = { method: 'GET', path: `/v1/clients/timeline?id=${clientId}${query}`, headers };
      context.log(`── ${label}`);
      await explainPage(context, request, label);
      await statementCpu(
        server.databaseUrl,
        context.log,
        await captureStatements(() => send(server.origin, request)),
        label,
      );
      const measurement = await measureEndpoint(context, request, label);
      endpoints.push(measurement);
    }
    return { endpoints, sizes: [] };
  },
};

export default timeline;
