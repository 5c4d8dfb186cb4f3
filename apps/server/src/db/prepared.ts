import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * A named prepared statement per database (or transaction) it runs on: built by drizzle once, and
 * parsed and planned once per connection. For the reads nearly every request makes.
 */
export function preparedPer<D extends object, Q>(prepare: (db: D) => Q): (db: D) => Q {
  const kept = new WeakMap<D, Q>();
  return (db) => {
    let query = kept.get(db);
    if (!query) {
      query = prepare(db);
      kept.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * Runs a statement built at run time as a named prepared statement, named by a hash of its text: each
 * connection parses it once per shape and, once PostgreSQL finds its generic plan as cheap as the
 * custom ones (after five runs), stops planning it. For large statements whose planning costs more
 * than their execution (the timeline's union of every source).
 */
export async function executeNamed<T extends Record<string, unknown>>(db: Database, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `n_${createHash('sha1').update(text).digest('base64url')}`;
  return (await db.$client.query<T>({ name, text, values: params })).rows;
}
