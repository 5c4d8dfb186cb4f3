import pg from 'pg';

export interface SeedShape {
  companies: number;
  usersPerCompany: number;
  sessionsPerUser: number;
  activityPerUser: number;
}

export const DEFAULT_SEED: SeedShape = { companies: 50, usersPerCompany: 20, sessionsPerUser: 3, activityPerUser: 5 };

/**
 * Adds other tenants around the demo company, straight in SQL, so lookups go through indexes over
 * realistic tables rather than a handful of rows; then refreshes the planner's statistics.
 */
export async function seedTenants(databaseUrl: string, shape: SeedShape = DEFAULT_SEED): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into companies (company_name, business_hours, subscribed, address)
       select 'Bench Services ' || g, '[]'::jsonb, g % 2 = 0,
              jsonb_build_object('address_line_1', g || ' Main Road', 'locality', 'Geelong', 'state', 'VIC')
       from generate_series(1, $1::int) g`,
      [shape.companies],
    );
    await client.query(
      `insert into users (company_id, first_name, last_name, email, password_hash, role, permissions)
       select c.id, 'Staff' || u, 'Member' || c.id, 'staff' || u || '.c' || c.id || '@bench.example',
              'not-a-real-hash', case when u = 1 then 'Owner' else 'Office' end,
              array['calendar.view', 'clients.view', 'appointments.view']
       from companies c cross join generate_series(1, $1::int) u
       where c.company_name like 'Bench Services %'`,
      [shape.usersPerCompany],
    );
    await client.query(
      `insert into sessions (company_id, user_id, guid, expires_at, revoked_at)
       select u.company_id, u.id, 'device-' || s, now() + interval '20 days',
              case when s = 1 then now() - interval '1 day' end
       from users u cross join generate_series(1, $1::int) s`,
      [shape.sessionsPerUser],
    );
    await client.query(
      `insert into activity_logs (company_id, user_id, action, subject_type, subject_id, description, created_at)
       select u.company_id, u.id, 'signed_in', 'user', u.id, 'Signed in', now() - (a || ' hours')::interval
       from users u cross join generate_series(1, $1::int) a`,
      [shape.activityPerUser],
    );
    await client.query('commit');
    await client.query('analyze');
    const counts = await client.query<{ table: string; rows: number }>(
      `select 'companies' as table, count(*)::int as rows from companies
       union all select 'users', count(*)::int from users
       union all select 'sessions', count(*)::int from sessions
       union all select 'activity_logs', count(*)::int from activity_logs`,
    );
    return counts.rows.map((row) => `${row.table} ${row.rows}`).join(', ');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
