import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

/** The app's database over its pool (`$client`, for the few hot reads that skip drizzle's row mapping). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The database or a transaction: repositories accept either, services choose. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** A transaction (one connection, its statements in turn) rather than the pool. */
export const isTransaction = (db: Executor): boolean => 'rollback' in db;

type Reads = readonly (() => Promise<unknown>)[];

/**
 * Independent reads: at once on the pool (each on a connection of its own), one after the other in a
 * transaction, whose one connection would queue them anyway and where node-postgres deprecates a
 * query sent while the client is still busy with another.
 */
export async function readTogether<T extends Reads>(
  db: Executor,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Answers = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as Answers;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 727_001;

// bigint counts come back as strings by default; our ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface OpenDatabase {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function openDatabase(url: string, max = 10): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    // pool.end() resolves before the sockets close; wait so a following server stop logs no 57P01.
    close: async () => {
      await pool.end();
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** Applies pending migrations under an advisory lock, so many servers starting at once migrate once. */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
