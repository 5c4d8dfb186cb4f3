import pg from 'pg';
import { dropTrigramIndexes } from './trigram-indexes';

const TITLES = `array['Hot water system replacement','Blocked drain','Tap washer replacement','Gas heater service',
  'Leaking toilet cistern','Roof leak repair','Backflow test','Burst pipe call-out','Dishwasher install',
  'Annual termite inspection','Quarterly pest treatment','End of lease clean','Pre-purchase inspection',
  'Stormwater jetting','Kitchen mixer install','Sewer camera inspection']`;

export interface InvoiceSeedShape {
  invoices: number;
  /** Clients the invoices are spread over (made first when the company has fewer). */
  clients: number;
}

/**
 * Fills a company with invoices, straight in SQL: spread over its clients and the last three years,
 * one to three lines each with their totals, and the status mix of a working business (most paid,
 * some unpaid and overdue, a few part-paid and drafts). The trigram index is rebuilt once after.
 */
export async function seedInvoices(
  databaseUrl: string,
  target: { companyId: number; ownerId: number },
  shape: InvoiceSeedShape,
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: generalRows } = await client.query<{ id: string }>(
      'select id from inventory_items where company_id = $1 and is_default limit 1',
      [target.companyId],
    );
    const general = Number(generalRows[0]?.id ?? 0);
    await client.query(
      `insert into clients (company_id, is_individual, display_name, first_name, last_name,
         default_communication_method, reference_id, search_text, created_by)
       select $1, true, 'Invoice Client ' || g, 'Invoice', 'Client ' || g, 'EMAIL', 'INV-C' || g,
              lower('Invoice Client ' || g || ' | INV-C' || g), $2
       from generate_series(1, greatest($3::int - (select count(*) from clients where company_id = $1)::int, 0)) g`,
      [target.companyId, target.ownerId, shape.clients],
    );
    const rebuildTrigramIndexes = await dropTrigramIndexes(client, 'documents');
    await client.query(
      `with clients_of as (
         select id, row_number() over (order by id) - 1 as n
         from clients where company_id = $1 and archived_at is null),
       src as (
         select g, (${TITLES})[1 + g % 16] as title,
                (1 + g % 3) as line_count, (8000 + (g * 7919) % 120000) as unit_cents,
                current_date - ((g * 37) % 1095) as issued,
                case when g % 20 = 0 then 'DRAFT' when g % 20 < 5 then 'OPEN' when g % 20 = 5 then 'PARTIAL'
                     else 'PAID' end as status
         from generate_series(1, $2::int) g),
       priced as (
         select s.*, s.unit_cents * s.line_count as net, round(s.unit_cents * s.line_count * 0.1)::bigint as tax
         from src s)
       insert into documents (company_id, kind, number, document_date, term_date, client_id, address, title,
         line_items, status, subtotal_cents, tax_cents, total_cents, amount_paid_cents, paid_on, created_by,
         created_at, updated_at)
       select $1, 'invoice', (100000 + p.g)::text, p.issued, p.issued + 14, c.id,
              jsonb_build_object('address_line_1', (1 + p.g % 300) || ' Beach Road', 'locality', 'Sandringham',
                'state', 'VIC', 'postal_code', '3191', 'country', 'Australia',
                'full_address', (1 + p.g % 300) || ' Beach Road, Sandringham VIC 3191, Australia'),
              p.title,
              (select jsonb_agg(jsonb_build_object('uuid', md5(p.g || '-' || l), 'itemId', $3::bigint,
                 'description', p.title || ' — part ' || l, 'unitPriceCents', p.unit_cents, 'quantityHundredths', 100,
                 'discountBasisPoints', 0, 'taxType', 'EXCLUSIVE', 'withTax', true))
               from generate_series(1, p.line_count) l),
              p.status, p.net, p.tax, p.net + p.tax,
              case p.status when 'PAID' then p.net + p.tax when 'PARTIAL' then (p.net + p.tax) / 2 else 0 end,
              case when p.status = 'PAID' then p.issued + (p.g % 30) end,
              $4, p.issued::timestamptz, p.issued::timestamptz
       from priced p join clients_of c on c.n = p.g % (select count(*) from clients_of)`,
      [target.companyId, shape.invoices, general, target.ownerId],
    );
    await client.query(
      `insert into company_sequences (company_id, name, last_value) values ($1, 'invoice_number', $2)
       on conflict (company_id, name) do update set last_value = greatest(company_sequences.last_value, $2)`,
      [target.companyId, 100000 + shape.invoices],
    );
    await rebuildTrigramIndexes();
    await client.query('commit');
    await client.query('vacuum analyze documents, clients');
    const counts = await client.query<{ status: string; rows: number }>(
      `select status, count(*)::int as rows from documents where company_id = $1 and kind = 'invoice'
       group by status order by status`,
      [target.companyId],
    );
    return counts.rows.map((row) => `${row.status} ${row.rows}`).join(', ');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
