import pg from 'pg';
import { type Benchmark, type EndpointRequest, revalidated } from './lib/bench';
import { measureLabelled } from './lib/labelled-endpoints';
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
    // The cursor into page 900 as the list has it after walking there: page 899's `next`.
    const before = await fetch(`${server.origin}/v1/inventory/all?page=899`, { headers });
    const cursor = ((await before.json()) as { payload?: { next?: string | null } }).payload?.next;
    if (!before.ok || !cursor) throw new Error(`Page 899 answered ${before.status} without a cursor.`);
    await context.httpFloor();
    const requests: [string, EndpointRequest][] = [
      ['list, page 1', { method: 'GET', path: '/v1/inventory/all?page=1', headers }],
      ['list, page 900', { method: 'GET', path: '/v1/inventory/all?page=900', headers }],
      [
        'list, page 900 after a cursor',
        { method: 'GET', path: `/v1/inventory/all?page=900&after=${encodeURIComponent(cursor)}`, headers },
      ],
      ['search "elbow"', { method: 'GET', path: '/v1/inventory/all?search=elbow', headers }],
      ['dropdown "sku-0421"', { method: 'GET', path: '/v1/inventory/all?search=sku-0421&rows=10', headers }],
      [
        'prefills "treat"',
        { method: 'POST', path: '/v1/inventory/defaults/filter', headers, body: { filter: 'treat', page: 1 } },
      ],
    ];
    const [first] = requests;
    if (first) requests.splice(1, 0, await revalidated(server.origin, first));
    return {
      endpoints: await measureLabelled(context, requests, /"inventory_(items|counts|prefill_defaults)"/),
      sizes: [],
    };
  },
};

export default inventory;
