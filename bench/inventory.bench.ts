import pg from 'pg';
import { type BenchContext, type Benchmark, type EndpointRequest, measureEndpoint } from './lib/bench';
import { captureStatements, explainStatements } from './lib/data-floor';
import { demoOwner, signInAsDemo } from './lib/server';

/** A large price list: ITEMS items in the demo company, a few hundred of them pipe fittings. */
const ITEMS = 50_000;

async function seedItems(databaseUrl: string, companyId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into inventory_items (company_id, type, code, name, selling_unit_price_cents, selling_tax_type)
       select $1, case when g % 3 = 0 then 'SERVICE' else 'PRODUCT' end, 'SKU-' || lpad(g::text, 6, '0'),
              case when g % 200 = 0 then 'Brass elbow ' || (g % 50) || ' mm' else 'Stock item ' || g end,
              (g * 37) % 9999900, 'EXCLUSIVE'
       from generate_series(1, $2::int) g`,
      [companyId, ITEMS],
    );
    await client.query('vacuum analyze inventory_items');
  } finally {
    await client.end();
  }
}

async function explain(context: BenchContext, request: EndpointRequest, label: string) {
  const statements = await captureStatements(async () => {
    const response = await fetch(`${context.server.origin}${request.path}`, {
      method: request.method,
      headers: { ...request.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    });
    if (!response.ok) throw new Error(`${label} answered ${response.status}`);
  });
  const reads = statements.filter(({ config }) => /"inventory_(items|prefill_defaults)"/.test(config.text));
  await explainStatements(context.server.databaseUrl, context.log, reads, () => [
    `EXPLAIN (ANALYZE, BUFFERS) (${label}):`,
  ]);
}

/** The inventory list, its search and the line-item dropdown over 50 000 items; the prefill catalogue search. */
const inventory: Benchmark = {
  name: 'inventory',
  async run(context) {
    const { server } = context;
    const owner = await demoOwner(server.databaseUrl);
    const started = Date.now();
    await seedItems(server.databaseUrl, owner.companyId);
    context.log(`Seeded ${ITEMS} inventory items in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    const headers = { authorization: `Bearer ${await signInAsDemo(server.origin)}` };
    await context.httpFloor();
    const requests: [string, EndpointRequest][] = [
      ['list, page 1', { method: 'GET', path: '/v1/inventory/all?page=1', headers }],
      ['list, page 900', { method: 'GET', path: '/v1/inventory/all?page=900', headers }],
      ['search "elbow"', { method: 'GET', path: '/v1/inventory/all?search=elbow', headers }],
      ['dropdown "sku-0421"', { method: 'GET', path: '/v1/inventory/all?search=sku-0421&rows=10', headers }],
      [
        'prefills "treat"',
        { method: 'POST', path: '/v1/inventory/defaults/filter', headers, body: { filter: 'treat', page: 1 } },
      ],
    ];
    const endpoints = [];
    for (const [label, request] of requests) {
      context.log(`── ${label}`);
      await explain(context, request, label);
      const measurement = await measureEndpoint(context, request);
      measurement.endpoint.name = `${measurement.endpoint.name} (${label})`;
      measurement.dataFloor.name = `${measurement.dataFloor.name} (${label})`;
      endpoints.push(measurement);
    }
    return { endpoints, sizes: [] };
  },
};

export default inventory;
