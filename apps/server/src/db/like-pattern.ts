import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A search term with LIKE's wildcards (and its escape character) taken literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, '\\$&');

/** A lower-cased LIKE pattern matching the term anywhere (for lower-cased search columns). */
export const containingLower = (term: string) => `%${escapeLike(term.toLowerCase())}%`;

/**
 * A table's rows matching a search, as a derived table under the table's own name (so the caller's
 * columns still name them), planned apart from the page's sort: `offset 0` keeps PostgreSQL from
 * pulling it up. A page counted by `count(*) over ()` reads every match anyway, but PostgreSQL before
 * 16 costs it as if it stopped early; when its sample overestimates a rare term's matches (1 000 for
 * 120), it walks the sort's index through every row of the company to filter them (60 ms for 100 000
 * clients) instead of reading the few matches through the trigram index (under 1 ms).
 */
export const searchedRows = (table: PgTable, where: SQL | undefined): SQL =>
  sql`(select * from ${table} where ${where} offset 0) as ${table}`;
