import { Column, DrizzleQueryError, getTableName, is, Param, Placeholder, SQL } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's node-postgres prepared query (0.45) its execute reads. */
interface PreparedInternals {
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  queryString: string;
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
  queryConfig: object;
  customResultMapper?: unknown;
  /** A select's tables by name: true where every row has one (the base table, inner joins). */
  joinsNotNullableMap?: Record<string, boolean>;
}

type Fill = (values: Record<string, unknown>) => unknown;

/** How one of drizzle's params is filled on each run: a placeholder's name and its column's encoder, or the value written in the query. */
export type ParamSlot = { placeholder: string; encode: ((value: unknown) => unknown) | null } | { value: unknown };

export function paramSlot(param: unknown): ParamSlot {
  if (is(param, Placeholder)) return { placeholder: param.name, encode: null };
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    return { placeholder: param.value.name, encode: (value) => encoder.mapToDriverValue(value) };
  }
  return { value: param };
}

/** As drizzle fills a prepared query's params: a placeholder's key must be present (its value may be undefined). */
function fillOf(param: unknown): Fill {
  const slot = paramSlot(param);
  if ('value' in slot) return () => slot.value;
  const { placeholder, encode } = slot;
  return (values) => {
    if (!(placeholder in values)) throw new Error(`No value for placeholder "${placeholder}" was provided`);
    return encode ? encode(values[placeholder]) : values[placeholder];
  };
}

/** The decoder drizzle's mapResultRow picks for a selected field (an SQL's `decoder` is drizzle-internal). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const decoding = (query: SQL) => (query as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoding(field);
  if (is(field, SQL.Aliased)) return decoding(field.sql);
  // A subquery: drizzle reads `field._.sql.decoder`.
  return decoding((field as { _: { sql: SQL } })._.sql);
}

/** Where a selected cell goes in its row's record: a key, or a key of a nested object (`{ user: {…} }`). */
interface Cell {
  key: string;
  inner: string | null;
  decoder: Decoder;
}

/**
 * The nested objects drizzle folds to null: those whose columns all come from one table that a left
 * join may leave out, when their first column is null (drizzle's mapResultRow, joinsNotNullableMap).
 */
function nullableObjects(
  fields: { path: string[]; field: unknown }[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
) {
  if (!joinsNotNullableMap) return [];
  const objects = new Map<string, { first: number; table: string | false }>();
  fields.forEach(({ path, field }, index) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const key = path[0] as string;
    const table = getTableName(field.table);
    const seen = objects.get(key);
    if (!seen) objects.set(key, { first: index, table });
    else if (seen.table !== table) seen.table = false;
  });
  return [...objects]
    .filter(([, { table }]) => table !== false && !joinsNotNullableMap[table])
    .map(([key, { first }]) => ({ key, first }));
}

/**
 * A drizzle prepared query run without drizzle's per-run work: its params' fillers and its cells'
 * places and decoders are worked out once, where drizzle's execute asks each param and each cell of
 * every row what kind of entity it is (`is`, a prototype walk) and wraps the run in three tracing spans
 * and a cache check. A tenth of the invoice list's CPU. The rows are the same objects drizzle makes,
 * nested objects and a left join's missing row (null) included (lean-execute.test.ts compares the two);
 * a query of another shape (deeper nesting, a custom mapper, no fields) keeps drizzle's own execute.
 */
function leanExecute<Q>(query: Q): Q {
  if (!(query instanceof NodePgPreparedQuery)) return query;
  const prepared = query as unknown as PreparedInternals;
  const { fields, customResultMapper } = prepared;
  if (!fields || customResultMapper || fields.some(({ path }) => path.length > 2)) return query;
  const fills = prepared.params.map(fillOf);
  const cells: Cell[] = fields.map(({ path, field }) => ({
    key: path[0] as string,
    inner: path[1] ?? null,
    decoder: decoderOf(field),
  }));
  const nullable = nullableObjects(fields, prepared.joinsNotNullableMap);
  const { client, queryConfig, queryString } = prepared;
  const recordOf = (row: unknown[]) => {
    const record: Record<string, unknown> = {};
    for (let index = 0; index < cells.length; index++) {
      const { key, inner, decoder } = cells[index] as Cell;
      const raw = row[index];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      if (inner === null) record[key] = value;
      else {
        record[key] ??= {};
        (record[key] as Record<string, unknown>)[inner] = value;
      }
    }
    for (const { key, first } of nullable) if (row[first] === null) record[key] = null;
    return record;
  };
  const execute = async (values: Record<string, unknown> = {}) => {
    const params = fills.map((fill) => fill(values));
    let rows: unknown[][];
    try {
      ({ rows } = await client.query(queryConfig, params));
    } catch (error) {
      // As drizzle's: callers read the driver's error (a unique violation's code) from its cause.
      throw new DrizzleQueryError(queryString, params, error as Error);
    }
    return rows.map(recordOf);
  };
  return Object.assign(Object.create(query as object), { execute }) as Q;
}

/** A prepared query, or a plain object of them (builtPer's shapes), with each run lean (leanExecute). */
export function leanQueries<Q>(built: Q): Q {
  if (built instanceof NodePgPreparedQuery) return leanExecute(built);
  if (built === null || typeof built !== 'object' || Object.getPrototypeOf(built) !== Object.prototype) return built;
  return Object.fromEntries(Object.entries(built).map(([key, query]) => [key, leanExecute(query)])) as Q;
}
