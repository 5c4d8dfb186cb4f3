import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::bigint[])`: the ids as one array parameter. inArray writes one parameter per id,
 * and for a page of 500 appointments building, sending and parsing those lists cost more than the rows.
 */
export const anyId = (column: AnyPgColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::bigint[])`;

/** `column = any($n::bigint[])` for a prepared statement: the ids are its `ids` placeholder's value. */
export const anyIdPlaceholder = (column: AnyPgColumn, name = 'ids'): SQL =>
  sql`${column} = any(${sql.placeholder(name)}::bigint[])`;
