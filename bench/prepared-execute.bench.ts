import { and, desc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { leanQueries } from '../apps/server/src/db/lean-execute';
import { documents } from '../apps/server/src/db/schema/index';
import type { Benchmark } from './lib/bench';
import { seedInvoices } from './lib/invoices-seed';
import { demoOwner } from './lib/server';

const RUNS_PER_BLOCK = 2_000;
const BLOCKS = 6;

/**
 * One prepared read run by drizzle's own execute and lean (apps/server/src/db/lean-execute.ts), in
 * alternated blocks on one connection: this process's CPU per run (process.cpuUsage), a page of 25
 * invoices as the invoice list reads them and one of 1. The SQL and the rows are the same, so the
 * difference is drizzle's per-run work. Optional: BENCH_ONLY=prepared-execute.
 */
const preparedExecute: Benchmark = {
  name: 'prepared-execute',
  optional: true,
  async run(context) {
    const { server } = context;
    const owner = await demoOwner(server.databaseUrl);
    const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 1 });
    // A page's worth of the demo company's invoices (invoice-search, when it ran first, left plenty).
    const { rows } = await pool.query(
      `select count(*)::int as n from documents where company_id = $1 and kind = 'invoice'`,
      [owner.companyId],
    );
    if ((rows[0]?.n ?? 0) < 25) await seedInvoices(server.databaseUrl, owner, { invoices: 100, clients: 20 });
    const db = drizzle(pool);
    const page = db
      .select({
        id: documents.id,
        title: documents.title,
        totalCents: documents.totalCents,
        clientId: documents.clientId,
        address: documents.address,
        archivedAt: documents.archivedAt,
        number: documents.number,
        documentDate: documents.documentDate,
        termDate: documents.termDate,
        amountPaidCents: documents.amountPaidCents,
        status: documents.status,
        paidOn: documents.paidOn,
        clientName: sql<
          string | null
        >`(select c.display_name from clients c where c.company_id = ${documents.companyId} and c.id = ${documents.clientId})`,
      })
      .from(documents)
      .where(and(eq(documents.companyId, sql.placeholder('companyId')), eq(documents.kind, 'invoice')))
      .orderBy(desc(documents.id))
      .limit(sql.placeholder('limit'))
      .prepare('bench_prepared_execute');
    const lean = leanQueries(page);
    const cpuPerRun = async (query: typeof page, limit: number) => {
      const before = process.cpuUsage();
      for (let run = 0; run < RUNS_PER_BLOCK; run++) await query.execute({ companyId: owner.companyId, limit });
      const used = process.cpuUsage(before);
      return (used.user + used.system) / RUNS_PER_BLOCK;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    try {
      for (const limit of [25, 1]) {
        await cpuPerRun(page, limit);
        await cpuPerRun(lean, limit);
        const drizzleRuns: number[] = [];
        const leanRuns: number[] = [];
        for (let block = 0; block < BLOCKS; block++) {
          drizzleRuns.push(await cpuPerRun(page, limit));
          leanRuns.push(await cpuPerRun(lean, limit));
        }
        const shown = (values: number[]) => values.map((value) => value.toFixed(0)).join(' ');
        context.log(
          `${limit} row${limit === 1 ? '' : 's'}: CPU µs a run, drizzle ${shown(drizzleRuns)} (median ${median(drizzleRuns).toFixed(0)}), lean ${shown(leanRuns)} (median ${median(leanRuns).toFixed(0)})`,
        );
      }
    } finally {
      await pool.end();
    }
    return { endpoints: [], sizes: [] };
  },
};

export default preparedExecute;
