import { bigint, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { companyId } from './columns';

/**
 * Per company, a counter and, per table, the counter's value when a row of that table last changed.
 * Written only by the `bump_list_version` triggers (migration 0040) at commit, in the writing
 * transaction; read by http/fresh-lists.ts to answer a list with 304 when none of its tables moved.
 * No foreign key: the trigger runs when a company is removed too.
 */
export const listVersions = pgTable('list_versions', {
  companyId: companyId().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  tables: jsonb('tables').$type<Record<string, number>>().notNull().default({}),
});
