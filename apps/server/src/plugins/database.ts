import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Database, openDatabase, runMigrations } from '../db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres';
import { syncInventoryCatalogue } from '../modules/inventory/index';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Where the database is, for the connections of their own (jobs, the system channel). */
    databaseUrl: string;
  }
}

/** Where the data lives: the server DATABASE_URL names, or a real PostgreSQL started in DATA_DIR. */
async function connectDatabase(config: Config): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: null };
  const embedded = await startEmbeddedPostgres(`${config.dataDir}/postgres`, 'fieldbook');
  return { url: embedded.url, embedded };
}

/**
 * The migrated database as `app.db`. Registered first among the services, so (onClose hooks run
 * last-registered first) it closes after everything that uses it.
 */
export const databasePlugin = fp(
  async (app) => {
    const { url, embedded } = await connectDatabase(app.config);
    try {
      await runMigrations(url);
    } catch (error) {
      await embedded?.stop();
      throw error;
    }
    const database = openDatabase(url, app.config.DATABASE_POOL_SIZE);
    app.addHook('onClose', async () => {
      await database.close();
      await embedded?.stop();
    });
    await syncInventoryCatalogue(database.db);
    app.decorate('db', database.db);
    app.decorate('databaseUrl', url);
  },
  { name: 'database', dependencies: ['config'] },
);
