import pg from 'pg';
import { fullAddressOf, searchTextOf } from '../../apps/server/src/modules/clients/clients.presenter';
import { phoneSearchDigits } from '../../packages/domain/src/inputs/phone.rules';
import { dropTrigramIndexes } from './trigram-indexes';

const FIRST = `array['Olivia','Jack','Charlotte','Oliver','Amelia','Noah','Isla','William','Mia','Leo','Ava','Henry',
  'Grace','Thomas','Chloe','Lucas','Sophie','James','Ruby','Ethan','Zoe','Liam','Ella','Max','Emily','Harry','Lily',
  'Archie','Hannah','Samuel','Priya','Arjun','Mei','Wei','Fatima','Omar','Sofia','Luca','Aisha','Kenji']`;
/** 40 × 25 = 1000 surnames, each on 0.1 % of a company's clients (the surname is (g / 40) % 1000). */
const SURNAME_HEAD = `array['Ash','Brack','Cald','Dunn','Elm','Fair','Gilb','Hald','Kell','Lang','Marsh','Norr','Pemb',
  'Radc','Selb','Thorn','Wald','Wex','Yarr','Brad','Cosg','Dray','Eston','Fenw','Garn','Hask','Ingr','Jarv','Kirkb',
  'Lowr','Mosl','Nebb','Oakl','Pargr','Quenn','Rusk','Stav','Tull','Upw','Vick']`;
const SURNAME_TAIL = `array['ey','ton','worth','ford','by','more','wick','ham','field','well','croft','hurst','man',
  'son','stead','wood','gate','bridge','dale','mont','ridge','shaw','ville','lock','ing']`;
const BUSINESS = `array['Plumbing','Cafe','Realty','Owners Corporation','Dental','Bakery','Motors','Pharmacy']`;
const STREETS = `array['Station Street','Beach Road','Church Street','High Street','Bay Street','Main Road',
  'Park Avenue','Victoria Street','Albert Road','Railway Parade','King Street','Queen Street','Union Road',
  'Glen Eira Road','Centre Road','Balcombe Road','Charman Road','Como Parade','Ormond Esplanade','Were Street']`;
const SUBURBS = `array['Sandringham','Brighton','Hampton','Mentone','Cheltenham','Elwood','St Kilda','Bentleigh',
  'Richmond','Fitzroy','Brunswick','Northcote','Footscray','Williamstown','Hawthorn','Camberwell','Box Hill',
  'Frankston','Geelong','Mornington']`;
const POSTCODES = `array['3191','3186','3188','3194','3192','3184','3182','3204','3121','3065','3056','3070','3011',
  '3016','3122','3124','3128','3199','3220','3931']`;

/**
 * One company's clients computed in SQL from generate_series: 1 in 10 a business, every client one
 * PRIMARY email, a mobile "04xx xxx xxx" (unique per company), every third a landline "(03) 9xxx xxxx"
 * (each with its international full_phone, as the phone rules store them),
 * one SERVICE address. search_text and phone_digits are built as the clients service builds them
 * (searchTextOf / phoneSearchDigits); `checkSearchColumns` compares a sample against those functions.
 */
async function insertClients(client: pg.Client, companyId: number, createdBy: number | null, count: number) {
  await client.query('drop table if exists bench_src');
  await client.query(
    `create temp table bench_src as
     select *, case when biz then last || ' ' || (${BUSINESS})[1 + (g / 10) % 8] else first || ' ' || last end as display,
            case when biz then 'office' || g || '@' || lower(last) || '.example.com'
                 else lower(first) || '.' || lower(last) || g || '@example.com' end as email,
            '04' || substr(m, 1, 2) || ' ' || substr(m, 3, 3) || ' ' || substr(m, 6, 3) as mobile,
            '(03) 9' || substr(l, 1, 3) || ' ' || substr(l, 4, 4) as landline,
            '+61 4' || substr(m, 1, 2) || ' ' || substr(m, 3, 3) || ' ' || substr(m, 6, 3) as mobile_full,
            '+61 3 9' || substr(l, 1, 3) || ' ' || substr(l, 4, 4) as landline_full,
            line1 || ', ' || suburb || ' VIC ' || postcode || ', Australia' as full_address
     from (select g, g % 10 = 0 as biz, (2000 + g)::text as ref, (${FIRST})[1 + g % 40] as first,
                  (${SURNAME_HEAD})[1 + (g / 40) % 40] || (${SURNAME_TAIL})[1 + (g / 1600) % 25] as last,
                  lpad(((g::bigint * 48271 + $1::bigint * 7) % 100000000)::text, 8, '0') as m,
                  case when g % 3 = 0 then lpad(((g::bigint * 7919) % 10000000)::text, 7, '0') end as l,
                  (1 + g % 300) || ' ' || (${STREETS})[1 + (g / 7) % 20] as line1,
                  (${SUBURBS})[1 + (g / 13) % 20] as suburb, (${POSTCODES})[1 + (g / 13) % 20] as postcode
           from generate_series(1, $2::int) g) s`,
    [companyId, count],
  );
  await client.query(
    `insert into clients (company_id, is_individual, display_name, first_name, last_name, contact_name,
       default_communication_method, reference_id, search_text, phone_digits, created_by, created_at, updated_at)
     select $1, not biz, display, case when not biz then first end, case when not biz then last end,
            case when biz then first || ' ' || last end, (array['EMAIL','SMS','EMAIL_AND_SMS'])[1 + g % 3], ref,
            lower(concat_ws(' | ', display, case when not biz then first end, case when not biz then last end,
              case when biz then first || ' ' || last end, ref, email, full_address)),
            concat_ws(' ', '614' || m || ' 04' || m, '6139' || l || ' 039' || l),
            $2, now() - g * interval '1 minute', now()
     from bench_src order by g`,
    [companyId, createdBy],
  );
  const children = (table: string, columns: string, values: string, where = 'true') =>
    client.query(
      `insert into ${table} (company_id, client_id, ${columns})
       select c.company_id, c.id, ${values} from bench_src s
       join clients c on c.company_id = $1 and c.reference_id = s.ref where ${where}`,
      [companyId],
    );
  await children('client_emails', 'type, email_address, position', `'PRIMARY', s.email, 0`);
  await children('client_phones', 'type, phone_number, full_phone, position', `'MOBILE', s.mobile, s.mobile_full, 0`);
  await children(
    'client_phones',
    'type, phone_number, full_phone, position',
    `case when s.biz then 'BUSINESS' else 'DEFAULT' end, s.landline, s.landline_full, 1`,
    's.landline is not null',
  );
  await children(
    'client_addresses',
    'type, address_line_1, locality, state, postal_code, country, full_address, position',
    `'SERVICE', s.line1, s.suburb, 'VIC', s.postcode, 'Australia', s.full_address, 0`,
  );
  await client.query(
    `insert into company_sequences (company_id, name, last_value) values ($1, 'client_reference', $2)
     on conflict (company_id, name) do update set last_value = greatest(company_sequences.last_value, $2)`,
    [companyId, 2000 + count],
  );
}

/** Recomputes search_text and phone_digits of a sample of clients with the service's own functions. */
async function checkSearchColumns(client: pg.Client, companyId: number): Promise<void> {
  const { rows } = await client.query(
    `select c.*, (select json_agg(e order by e.position) from client_emails e
                  where e.company_id = c.company_id and e.client_id = c.id) as emails,
            (select json_agg(p order by p.position) from client_phones p
                  where p.company_id = c.company_id and p.client_id = c.id) as phones,
            (select json_agg(a order by a.position) from client_addresses a
                  where a.company_id = c.company_id and a.client_id = c.id) as addresses
     from clients c where c.company_id = $1 and c.reference_id::int % 997 in (0, 3, 10) limit 300`,
    [companyId],
  );
  if (rows.length < 100) throw new Error(`Only ${rows.length} clients to check the search columns on.`);
  for (const row of rows) {
    const addresses = (row.addresses as Record<string, string | null>[]).map((a) => {
      const full = fullAddressOf(a);
      if (full !== a.full_address) throw new Error(`full_address "${a.full_address}" is not "${full}"`);
      return { fullAddress: full };
    });
    const emails = (row.emails as { email_address: string }[]).map((e) => ({ emailAddress: e.email_address }));
    const text = searchTextOf(
      {
        displayName: row.display_name,
        firstName: row.first_name,
        lastName: row.last_name,
        contactName: row.contact_name,
        referenceId: row.reference_id,
        strataIdentifier: row.strata_identifier,
      },
      emails,
      addresses,
    );
    const digits = (row.phones as { full_phone: string }[]).map((p) => phoneSearchDigits(p.full_phone)).join(' ');
    if (text !== row.search_text) throw new Error(`search_text "${row.search_text}" is not "${text}"`);
    if (digits !== row.phone_digits) throw new Error(`phone_digits "${row.phone_digits}" is not "${digits}"`);
  }
}

export interface ClientSeedShape {
  /** Clients of the company searched. */
  clients: number;
  otherCompanies: number;
  clientsPerOtherCompany: number;
}

/**
 * Fills a company with clients (and other companies with some), straight in SQL, then vacuums and
 * analyzes so the planner sees the tables as they are. Returns what the tables hold.
 */
export async function seedClients(
  databaseUrl: string,
  target: { companyId: number; ownerId: number },
  shape: ClientSeedShape,
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const rebuildTrigramIndexes = await dropTrigramIndexes(client, 'clients');
    await insertClients(client, target.companyId, target.ownerId, shape.clients);
    const others = await client.query<{ id: number }>(
      `insert into companies (company_name, business_hours, subscribed, address)
       select 'Client Bench ' || g, '[]'::jsonb, true, '{}'::jsonb from generate_series(1, $1::int) g returning id`,
      [shape.otherCompanies],
    );
    for (const { id } of others.rows) await insertClients(client, Number(id), null, shape.clientsPerOtherCompany);
    await rebuildTrigramIndexes();
    await client.query('commit');
    await checkSearchColumns(client, target.companyId);
    await client.query('vacuum analyze clients, client_emails, client_phones, client_addresses');
    const counts = await client.query<{ table: string; rows: number }>(
      `select 'clients' as table, count(*)::int as rows from clients
       union all select 'of the company', count(*)::int from clients where company_id = $1
       union all select 'client_emails', count(*)::int from client_emails
       union all select 'client_phones', count(*)::int from client_phones
       union all select 'client_addresses', count(*)::int from client_addresses`,
      [target.companyId],
    );
    return counts.rows.map((row) => `${row.table} ${row.rows}`).join(', ');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
