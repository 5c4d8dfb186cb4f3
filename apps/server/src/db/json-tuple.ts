import { type SQL, sql } from 'drizzle-orm';

/**
 * A record of type T read inside another statement (a timeline entry's details) as one json array of its
 * fields' values, and read back into a T. PostgreSQL builds an array for less than an object naming every
 * field, and JSON.parse reads it faster (bench/README, eighth pass). `fields` names every field of T
 * once (the compiler checks that none is missing); their order is the array's.
 */
export function jsonTuple<T extends object>(fields: { [K in keyof T]-?: true }) {
  const names = Object.keys(fields) as (keyof T & string)[];
  return {
    /** The json array of `values`, one per field, in the fields' order. */
    build: (values: { [K in keyof T]-?: unknown }): SQL =>
      sql`json_build_array(${sql.join(
        names.map((name) => sql`${values[name]}`),
        sql`, `,
      )})`,
    /** A built array's cells back as a T. */
    read(cells: unknown): T {
      const row = cells as unknown[];
      const record: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index++) record[names[index] as string] = row[index];
      return record as T;
    },
  };
}
