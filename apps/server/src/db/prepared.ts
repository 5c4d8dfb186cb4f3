import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { leanQueries, type ParamSlot, paramSlot } from './lean-execute';

/**
 * A named prepared statement per database (or transaction) it runs on: built by drizzle once, and
 * parsed and planned once per connection, run without drizzle's per-run work (lean-execute.ts). For
 * the reads nearly every request makes.
 */
export function preparedPer<D extends object, Q>(prepare: (db: D) => Q): (db: D) => Q {
  const kept = new WeakMap<D, Q>();
  return (db) => {
    let query = kept.get(db);
    if (!query) {
      query = leanQueries(prepare(db));
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
      query = leanQueries(build(db, shape));
      shapes.set(shape, query);
    }
    return query;
  };
}

/** A statement built by drizzle once (its values `sql.placeholder`s): its text, and how to fill its params. */
export interface BuiltStatement {
  /** The prepared statement's name, by a hash of its text (undefined to send it unnamed). */
  name: string | undefined;
  text: string;
  /** Per param, the placeholder's name and its column's encoder, or the value written in the query. */
  params: ParamSlot[];
}

/**
 * Builds a statement once, for a query whose text never changes (or one per shape, kept by the caller):
 * its values are placeholders filled by `runBuilt` on each run (no drizzle on the request's path).
 * Named, it is parsed once per connection and, once PostgreSQL finds its generic plan as cheap as the
 * custom ones, no longer planned.
 */
export function buildStatement(query: SQL, named = true): BuiltStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return {
    name: named ? nameOf(text) : undefined,
    text,
    params: params.map(paramSlot),
  };
}

/**
 * Built statements kept by their shape's key (what about the request changes the statement's text: which
 * options it has, who asks), each built once by `build`: for reads whose text varies with the request.
 */
export function statementsByShape<K extends string>(named = true) {
  const kept = new Map<K, BuiltStatement>();
  return (shape: K, build: () => SQL): BuiltStatement => {
    let statement = kept.get(shape);
    if (!statement) {
      statement = buildStatement(build(), named);
      // Shapes are few (a search's options, per user); the bound only keeps a surprise from growing without end.
      if (kept.size >= 1_000) kept.clear();
      kept.set(shape, statement);
    }
    return statement;
  };
}

/** Runs a built statement with this request's values (rows as arrays of cells with `rowMode: 'array'`). */
export async function runBuilt<T>(
  db: Database,
  statement: BuiltStatement,
  values: Record<string, unknown>,
  rowMode?: 'array',
): Promise<T[]> {
  const filled: unknown[] = [];
  for (const param of statement.params) {
    if ('value' in param) filled.push(param.value);
    else {
      const value = values[param.placeholder];
      if (value === undefined) throw new Error(`No value for placeholder "${param.placeholder}"`);
      filled.push(param.encode ? param.encode(value) : value);
    }
  }
  const { name, text } = statement;
  const { rows } = rowMode
    ? await db.$client.query({ name, text, values: filled, rowMode })
    : await db.$client.query({ name, text, values: filled });
  return rows as T[];
}
