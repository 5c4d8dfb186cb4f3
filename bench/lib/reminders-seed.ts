import type pg from 'pg';

// The reminders benchmark's company: registered through the API, then its staff, clients and
// appointments with their reminders written in SQL.

export const STAFF = 40;
export const CLIENTS = 5_000;
/** Minutes between each appointment's start and its reminders (the same for both): an hour to two days. */
const LEADS = [60, 120, 1440, 2880];

export const OWNER = { email: 'reminders-owner@fieldbook.local', password: 'Bench-Pass1!' };

export async function registerCompany(origin: string): Promise<void> {
  const response = await fetch(`${origin}/v1/register/business`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      company_name: 'Morning Rush Pest Control',
      first_name: 'Rhea',
      last_name: 'Minder',
      email: OWNER.email,
      password: OWNER.password,
      guid: 'bench-reminders',
    }),
  });
  if (!response.ok) throw new Error(`Registering the company answered ${response.status}: ${await response.text()}`);
}

/**
 * STAFF staff with an email and a mobile, CLIENTS clients, and `appointments` scheduled appointments
 * starting LEADS minutes after `nine`, each with one client and one or (every third) two attendees, and
 * two reminders due at `nine` exactly (start + offset): one to the client, one to the staff, one by
 * EMAIL and the other by SMS, alternating. No jobs yet.
 */
export async function seedReminders(
  client: pg.Client,
  companyId: number,
  ownerId: number,
  appointments: number,
  nine: Date,
) {
  await client.query(
    `insert into users (company_id, first_name, last_name, email, password_hash, role, permissions, phone)
     select $1::bigint, 'Field', 'Tech ' || g, 'reminders-staff-' || g || '@fieldbook.local', 'x', 'Field Staff', '{}',
            '04' || lpad((20000000 + g)::text, 8, '0')
     from generate_series(1, $2::int) g`,
    [companyId, STAFF],
  );
  await client.query(
    `insert into clients (company_id, display_name, first_name, last_name, reference_id, search_text, created_by)
     select $1::bigint, 'Client ' || g, 'Client', g::text, 'RC' || g, 'client ' || g, $2
     from generate_series(1, $3::int) g`,
    [companyId, ownerId, CLIENTS],
  );
  // The k-th client (by id) has client-k@example.com and 04 3000 000(k-1): what its reminders name below.
  await client.query(
    `insert into client_emails (company_id, client_id, type, email_address)
     select $1::bigint, id, 'PRIMARY', 'client-' || row_number() over (order by id) || '@example.com'
     from clients where company_id = $1`,
    [companyId],
  );
  await client.query(
    `insert into client_phones (company_id, client_id, type, phone_number, full_phone)
     select $1::bigint, id, 'MOBILE', n, n
     from (select id, '04' || lpad((30000000 + row_number() over (order by id) - 1)::text, 8, '0') as n
           from clients where company_id = $1) c`,
    [companyId],
  );
  await client.query(
    `insert into appointments (company_id, reference_id, title, status, start_at, end_at, timezone, created_by)
     select $1::bigint, 'R' || g, 'Termite inspection ' || g, 'SCHEDULED', s, s + interval '1 hour', 'Australia/Melbourne', $2
     from (select g, $3::timestamptz + ($4::int[])[1 + g % $5] * interval '1 minute' as s
           from generate_series(1, $6::int) g) t`,
    [companyId, ownerId, nine, LEADS, LEADS.length, appointments],
  );
  // The appointment's number g is its reference R<g>; its client and attendees follow from g.
  await client.query('drop table if exists bench_appointments');
  await client.query(
    `create temp table bench_appointments as
     select a.id, substr(a.reference_id, 2)::int as g, extract(epoch from a.start_at - $2::timestamptz)::int / 60 as lead
     from appointments a where a.company_id = $1`,
    [companyId, nine],
  );
  const { rows: people } = await client.query(
    `select (select array_agg(id order by id) from clients where company_id = $1) as clients,
            (select array_agg(id order by id) from users where company_id = $1 and email like 'reminders-staff-%') as staff`,
    [companyId],
  );
  const clientIds = people[0].clients as number[];
  const staffIds = people[0].staff as number[];
  await client.query(
    `insert into appointment_clients (company_id, appointment_id, client_id)
     select $1::bigint, b.id, ($2::bigint[])[1 + b.g % $3] from bench_appointments b`,
    [companyId, clientIds, clientIds.length],
  );
  await client.query(
    `insert into appointment_attendees (company_id, appointment_id, user_id, position)
     select $1::bigint, b.id, ($2::bigint[])[1 + (b.g + p) % $3], p
     from bench_appointments b cross join generate_series(0, 1) p
     where p = 0 or b.g % 3 = 0`,
    [companyId, staffIds, staffIds.length],
  );
  await client.query(
    `insert into appointment_reminders (company_id, appointment_id, key, client_id, type, value, reminder_offset)
     select $1::bigint, b.id, 'clients', ($2::bigint[])[1 + b.g % $3], case when b.g % 2 = 0 then 'EMAIL' else 'SMS' end,
            case when b.g % 2 = 0 then 'client-' || (1 + b.g % $3) || '@example.com'
                 else '04' || lpad((30000000 + b.g % $3)::text, 8, '0') end,
            -b.lead
     from bench_appointments b
     union all
     select $1::bigint, b.id, 'staff', null, case when b.g % 2 = 0 then 'SMS' else 'EMAIL' end, null, -b.lead
     from bench_appointments b`,
    [companyId, clientIds, clientIds.length],
  );
  for (const table of [
    'users',
    'clients',
    'client_emails',
    'client_phones',
    'appointments',
    'appointment_clients',
    'appointment_attendees',
  ])
    await client.query(`vacuum analyze ${table}`);
  await client.query('vacuum analyze appointment_reminders');
}
