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
/** Each statement's name, kept by its text: a page's statement is hashed once, not on every request. */
const names = new Map<string, string>();
function nameOf(text: string) {
  let name = names.get(text);
  if (name === undefined) {
    name = `n_${createHash('sha1').update(text).digest('base64url')}`;
    // Shapes are few (a search's options); the bound only keeps a surprise from growing without end.
    if (names.size >= 1_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement built at run time as a named prepared statement, named by a hash of its text: each
 * connection parses it once per shape and, once PostgreSQL finds its generic plan as cheap as the
 * custom ones (after five runs), stops planning it. For large statements whose planning costs more
 * than their execution (the timeline's union of every source).
 */
export async function executeNamed<T extends Record<string, unknown>>(db: Database, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await db.$client.query<T>({ name: nameOf(text), text, values: params })).rows;
}

/** executeNamed's rows as arrays of the driver's values, in the order the statement selects them (see arrayRows). */
export async function executeNamedArrays(db: Database, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await db.$client.query<unknown[]>({ name: nameOf(text), text, values: params, rowMode: 'array' })).rows;
}

/**
 * The name that makes a drizzle `.prepare(…)` send its statement unnamed: PostgreSQL parses and plans
 * it on every run, as a query built on the spot, but drizzle builds it only once.
 */
export const UNNAMED = '';

/**
 * A query built by drizzle once per database (or transaction) and shape, with placeholders for its
 * values: for reads whose statement varies with the request's options (a filter given or not, a sort),
 * each shape being its own query. Prepare with UNNAMED when the plan depends on the values (a search, a
 * span), as a named statement's generic plan would not.
 */
export function builtPer<D extends object, K extends string, Q>(build: (db: D, shape: K) => Q): (db: D, shape: K) => Q {
  const kept = new WeakMap<D, Map<K, Q>>();
  return (db, shape) => {
    let shapes = kept.get(db);
    if (!shapes) {
      shapes = new Map();
      kept.set(db, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      // Shapes are few (a search's options); the bound only keeps a surprise from growing without end.
      if (shapes.size >= 1_000) shapes.clear();
      query = build(db, shape);
      shapes.set(shape, query);
    }
    return query;
  };
}
