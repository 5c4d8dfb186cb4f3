import type pg from 'pg';

/**
 * A digest of every row of every table in the public schema, per table, so a test can show that a
 * refused request changed nothing anywhere (not only in the tables it was expected to touch).
 */
export async function databaseFingerprint(db: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests = tables.map(
    ({ name }) =>
      `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from public."${name}" t`,
  );
  const { rows } = await db.query<{ name: string; digest: string }>(digests.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digests differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
