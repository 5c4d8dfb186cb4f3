import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient } from '../clients/clients-test-kit';

// unpaid_invoice_days (migration 0051) is kept by statement triggers on documents: after any write it must
// hold what documents_unpaid_term_idx's rows add up to, day by day, or the dashboard's overdue count and
// sum drift from the list they sum.

const ctx = useTestApp();
let companyId: number;
let clientId: number;
let seq = 0;

beforeAll(async () => {
  const owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  clientId = (await createClient(ctx.t.app, owner)).id;
});

/** The kept rows and the same figures counted from documents, each day's non-zero ones, by date. */
async function keptAndCounted() {
  const [kept, counted] = await Promise.all([
    ctx.db.query(
      `select term_date::text as day, n::int, due_cents::int as due from unpaid_invoice_days
       where company_id = $1 and (n <> 0 or due_cents <> 0) order by term_date`,
      [companyId],
    ),
    ctx.db.query(
      `select term_date::text as day, count(*)::int as n, sum(amount_due_cents)::int as due from documents
       where company_id = $1 and kind = 'invoice' and status in ('OPEN', 'PARTIAL') and archived_at is null
         and term_date is not null
       group by term_date order by term_date`,
      [companyId],
    ),
  ]);
  return { kept: kept.rows, counted: counted.rows };
}

async function invoice(status: string, term: string | null, total: number, paid = 0, kind = 'invoice') {
  const { rows } = await ctx.db.query(
    `insert into documents (company_id, kind, number, document_date, term_date, client_id, status, total_cents, amount_paid_cents)
     values ($1, $2, $3, '2026-10-01', $4, $5, $6, $7, $8) returning id`,
    [companyId, kind, `U-${++seq}`, term, clientId, status, total, paid],
  );
  return Number(rows[0].id);
}

const update = (set: string, id: number) =>
  ctx.db.query(`update documents set ${set} where company_id = $1 and id = $2`, [companyId, id]);

describe('unpaid_invoice_days', () => {
  it('follows inserts, payments, status and due-date changes, archiving, bulk edits and deletes', async () => {
    const check = async (step: string) => {
      const { kept, counted } = await keptAndCounted();
      expect({ step, kept }).toEqual({ step, kept: counted });
    };
    const a = await invoice('OPEN', '2026-11-01', 100_00);
    const b = await invoice('PARTIAL', '2026-11-01', 250_00, 50_00);
    const c = await invoice('OPEN', '2026-11-15', 75_50);
    await invoice('DRAFT', '2026-11-01', 9_99);
    await invoice('PAID', '2026-11-01', 9_99, 9_99);
    await invoice('SENT', '2026-11-01', 9_99, 0, 'quotation');
    await invoice('OPEN', null, 9_99);
    await check('inserted');
    expect((await keptAndCounted()).kept).toEqual([
      { day: '2026-11-01', n: 2, due: 300_00 },
      { day: '2026-11-15', n: 1, due: 75_50 },
    ]);

    await update(`amount_paid_cents = 4000, status = 'PARTIAL'`, a);
    await check('part paid');
    await update(`amount_paid_cents = total_cents, status = 'PAID'`, b);
    await check('paid in full');
    await update(`term_date = '2026-12-01'`, c);
    await check('due date moved');
    await update('archived_at = now()', a);
    await check('archived');
    await update('archived_at = null', a);
    await check('restored');
    await update(`status = 'OPEN', amount_paid_cents = 0`, b);
    await check('payment voided');

    // Many invoices in one statement: one upsert of the net change per day.
    await ctx.db.query(
      `insert into documents (company_id, kind, number, document_date, term_date, client_id, status, total_cents)
       select $1, 'invoice', 'B-' || g, '2026-10-01', date '2026-10-01' + (g % 5), $2, 'OPEN', g * 100
       from generate_series(1, 40) g`,
      [companyId, clientId],
    );
    await check('bulk insert');
    await ctx.db.query(
      `update documents set total_cents = total_cents + 1 where company_id = $1 and number like 'B-%' and (id % 2) = 0`,
      [companyId],
    );
    await check('bulk edit');

    // A rolled-back write leaves nothing behind.
    const before = await keptAndCounted();
    const client = await ctx.db.connect();
    try {
      await client.query('begin');
      await client.query(`update documents set status = 'PAID' where company_id = $1`, [companyId]);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await keptAndCounted()).toEqual(before);

    await ctx.db.query(`delete from documents where company_id = $1 and number like 'B-%' and (id % 3) = 0`, [
      companyId,
    ]);
    await check('deleted');
  });
});
