import { Column, DrizzleQueryError, is, Param, Placeholder, SQL } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
interface Encoder {
  mapToDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's node-postgres prepared query (0.45) its execute reads. */
interface PreparedInternals {
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  queryString: string;
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
  queryConfig: object;
  customResultMapper?: unknown;
}

type Fill = (values: Record<string, unknown>) => unknown;

function fillOf(param: unknown): Fill {
  if (is(param, Placeholder)) return placeholderFill(param.name, null);
  if (is(param, Param) && is(param.value, Placeholder)) {
    const encoder = param.encoder as Encoder;
    return placeholderFill(param.value.name, (value) => encoder.mapToDriverValue(value));
  }
  return () => param;
}

function placeholderFill(name: string, encode: ((value: unknown) => unknown) | null): Fill {
  return (values) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    return encode ? encode(values[name]) : values[name];
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

/**
 * A drizzle prepared select run without drizzle's per-request work: its params' fillers and its fields'
 * decoders are picked once, where drizzle's execute asks each param and each cell of every row what
 * kind of entity it is (`is`, a prototype walk) and wraps the call in three tracing spans and a cache
 * check. A tenth of a list read's CPU (invoice search), a twentieth of user/load's. The rows are the
 * same objects drizzle makes (lean-execute.test.ts compares them over the app's prepared reads); a
 * query it does not know the shape of (nested selections, whose left-joined nulls drizzle folds, or
 * no fields) keeps drizzle's own execute.
 */
function leanExecute<Q>(query: Q): Q {
  if (!(query instanceof NodePgPreparedQuery)) return query;
  const prepared = query as unknown as PreparedInternals;
  const { fields, customResultMapper } = prepared;
  if (!fields || customResultMapper || fields.some(({ path }) => path.length !== 1)) return query;
  const fills = prepared.params.map(fillOf);
  const keys = fields.map(({ path }) => path[0] as string);
  const decoders = fields.map(({ field }) => decoderOf(field));
  const { client, queryConfig, queryString } = prepared;
  const execute = async (values: Record<string, unknown> = {}) => {
    const params = fills.map((fill) => fill(values));
    let rows: unknown[][];
    try {
      ({ rows } = await client.query(queryConfig, params));
    } catch (error) {
      // As drizzle's: callers read the driver's error (a unique violation's code) from its cause.
      throw new DrizzleQueryError(queryString, params, error as Error);
    }
    return rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index++) {
        const raw = row[index];
        record[keys[index] as string] = raw === null ? null : (decoders[index] as Decoder).mapFromDriverValue(raw);
      }
      return record;
    });
  };
  return Object.assign(Object.create(query as object), { execute }) as Q;
}

/** A prepared query, or a plain object of them (builtPer's shapes), with each run lean (leanExecute). */
export function leanQueries<Q>(built: Q): Q {
  if (built instanceof NodePgPreparedQuery) return leanExecute(built);
  if (built === null || typeof built !== 'object' || Object.getPrototypeOf(built) !== Object.prototype) return built;
  return Object.fromEntries(Object.entries(built).map(([key, query]) => [key, leanExecute(query)])) as Q;
}
