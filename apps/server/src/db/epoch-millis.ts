import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An instant as epoch milliseconds (a number, not timestamp text to parse), floored as a JS Date
 * holds it: for instants read inside json values, which would otherwise arrive as text.
 */
export const epochMillis = (column: AnyPgColumn | SQL) =>
  sql<number>`floor(extract(epoch from ${column}) * 1000)::bigint`;

/** epochMillis's value back as a Date (null stays null). */
export const fromEpochMillis = <T extends number | null>(value: T): T extends number ? Date : Date | null =>
  (value === null ? null : new Date(value)) as T extends number ? Date : Date | null;
