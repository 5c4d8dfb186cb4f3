import pg from 'pg';
import type { Benchmark, EndpointRequest } from './lib/bench';
import { measureLabelled } from './lib/labelled-endpoints';
import { demoOwner, signInAsDemo } from './lib/server';

/** A large company's dashboard: years of appointments, documents, payments and licences. */
const SHAPE = { appointments: 200_000, invoices: 100_000, quotations: 30_000, licences: 3_000 };

/**
 * Adds the shape to the demo company in SQL (its own references and numbers, "DB…", so it sits beside
 * what other benchmarks seed): appointments over ~4 years around now, 1 in 20 unscheduled; invoices over
 * three years, due 14 days after, most paid (a payment each), 1 in 10 unpaid and 1 in 20 part-paid;
 * quotations, 1 in 4 still SENT; licences of the demo staff expiring over three years.
 */
async function seed(databaseUrl: string, owner: { companyId: number; ownerId: number }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const params = [owner.companyId, owner.ownerId];
    await client.query(
      `insert into appointments (company_id, reference_id, title, status, start_at, end_at, timezone, created_by)
       select $1, 'DB' || g, 'Dashboard call ' || g,
              case when g % 20 = 0 then 'UNSCHEDULED' when g % 7 = 0 then 'COMPLETE' else 'SCHEDULED' end,
              s, s + ((1 + g % 3) * interval '1 hour'), 'Australia/Melbourne', $2
       from (select g, date_trunc('day', now() - interval '730 days' + (g % 1460) * interval '1 day')
                     + interval '7 hours' + ((g * 7) % 20) * interval '30 minutes' as s
             from generate_series(1, $3::int) g) t`,
      [...params, SHAPE.appointments],
    );
    const documents = (kind: string, prefix: string, count: number, status: string, paid: string) =>
      client.query(
        `with c as (select array_agg(id order by id) ids from clients where company_id = $1)
         insert into documents (company_id, kind, number, document_date, term_date, client_id, status,
           subtotal_cents, tax_cents, total_cents, amount_paid_cents, created_by)
         select $1, $3, $4 || g, d, d + 14, c.ids[1 + g % array_length(c.ids, 1)], ${status},
                total - total / 11, total / 11, total, ${paid}, $2
         from c, generate_series(1, $5::int) g,
              lateral (select (current_date - 1095 + (g % 1095))::date d, (5000 + (g * 7919) % 200000)::bigint total) x`,
        [...params, kind, prefix, count],
      );
    await documents(
      'invoice',
      'DBI',
      SHAPE.invoices,
      `case when g % 10 = 0 then 'OPEN' when g % 20 = 1 then 'PARTIAL' else 'PAID' end`,
      `case when g % 10 = 0 then 0 when g % 20 = 1 then total / 2 else total end`,
    );
    await documents('quotation', 'DBQ', SHAPE.quotations, `case when g % 4 = 0 then 'SENT' else 'ACCEPTED' end`, '0');
    await client.query(
      `insert into payments (company_id, invoice_id, amount_cents, payment_date, method, idempotency_key, created_by)
       select company_id, id, amount_paid_cents, term_date - 3, 'BANK_TRANSFER', 'dashboard-bench-' || id, $2
       from documents where company_id = $1 and kind = 'invoice' and number like 'DBI%' and amount_paid_cents > 0`,
      params,
    );
    await client.query(
      `with u as (select array_agg(id order by id) ids from users where company_id = $1)
       insert into licences (company_id, user_id, licence_number, state_id, expiry_date, created_by)
       select $1, u.ids[1 + g % array_length(u.ids, 1)], 'DBL' || g, 7, current_date - 365 + (g % 1095), $2
       from u, generate_series(1, $3::int) g`,
      [...params, SHAPE.licences],
    );
    for (const table of ['appointments', 'documents', 'payments', 'licences'])
      await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
}

/** Each widget's call (GET v1/dashboard/…) as the demo owner, its statement explained once. */
const dashboard: Benchmark = {
  name: 'dashboard',
  async run(context) {
    const { server } = context;
    const owner = await demoOwner(server.databaseUrl);
    const started = Date.now();
    await seed(server.databaseUrl, owner);
    context.log(`Seeded ${JSON.stringify(SHAPE)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    const headers = { authorization: `Bearer ${await signInAsDemo(server.origin)}` };
    await context.httpFloor();
    const widget = (path: string): EndpointRequest => ({ method: 'GET', path: `/v1/dashboard/${path}`, headers });
    const requests: [string, EndpointRequest][] = [
      ['today', widget('appointments?day=today&rows=10')],
      ['tomorrow', widget('appointments?day=tomorrow&rows=10')],
      ['unscheduled', widget('unscheduled?rows=10')],
      ['quotations awaiting', widget('quotations?rows=10')],
      ['overdue invoices', widget('invoices?rows=10')],
      ['revenue', widget('revenue')],
      ['licences expiring', widget('licences?rows=10')],
    ];
    return {
      endpoints: await measureLabelled(context, requests, /"appointments"|"documents"|"payments"|"licences"/),
      sizes: [],
    };
  },
};

export default dashboard;
