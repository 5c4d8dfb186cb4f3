import type pg from 'pg';

/**
 * A trigram index is much faster built once over a bulk load than kept up row by row: drop a table's
 * (inside the loading transaction) and answer a function that builds them again from their own
 * definitions before the commit.
 */
export async function dropTrigramIndexes(client: pg.Client, table: string): Promise<() => Promise<void>> {
  const trigram = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where tablename = $1 and indexdef like '%gin_trgm_ops%'`,
    [table],
  );
  for (const index of trigram.rows) await client.query(`drop index "${index.name}"`);
  return async () => {
    await client.query(`set local maintenance_work_mem = '256MB'`);
    // The list-version triggers are deferred to commit, and an index cannot be built on a table with
    // pending trigger events: run them now.
    await client.query('set constraints all immediate');
    for (const index of trigram.rows) await client.query(index.definition);
  };
}
