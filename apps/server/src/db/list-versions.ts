import { eq, sql } from 'drizzle-orm';
import type { Database } from './database';
import { preparedPer } from './prepared';
import { listVersions } from './schema/index';

const versionsQuery = preparedPer((db: Database) =>
  db
    .select({ tables: listVersions.tables })
    .from(listVersions)
    .where(eq(listVersions.companyId, sql.placeholder('companyId')))
    .prepare('list_versions'),
);

/**
 * The company's list versions: per table, the company counter's value when one of its rows last
 * changed (migration 0040's triggers keep them); a table never changed is absent.
 */
export async function listVersionsOf(db: Database, companyId: number): Promise<Record<string, number>> {
  const [row] = await versionsQuery(db).execute({ companyId });
  return row?.tables ?? {};
}
