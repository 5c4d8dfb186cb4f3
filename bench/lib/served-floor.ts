import Fastify from 'fastify';
import pg from 'pg';
import type { Phase } from './data-floor';
import { type LoadJob, runLoad } from './load';
import type { LoadResult } from './stats';

/**
 * The served floor: an endpoint that does nothing but its SQL — the captured phases through a pg.Pool
 * of the server's size — and answers the rows as JSON from a bare fastify route (no hooks, no session,
 * no schemas), in this process like the server. It is what any endpoint could answer at best on this
 * machine: unlike the combined floor's arithmetic, it pays for the pg client, PostgreSQL and the load
 * generator sharing the CPUs at once, as a real endpoint does.
 */
export async function runServedFloor(
  name: string,
  options: Omit<LoadJob, 'url' | 'method' | 'headers' | 'body'> & {
    connectionString: string;
    poolSize: number;
    phases: Phase[];
  },
): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize });
  const app = Fastify();
  app.get('/served-floor', async () => {
    let rows: unknown[][] = [];
    for (const phase of options.phases)
      rows = (await Promise.all(phase.map((config) => pool.query(config)))).map((result) => result.rows);
    return { rows };
  });
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    return await runLoad(name, {
      url: `${origin}/served-floor`,
      method: 'GET',
      headers: {},
      connections: options.connections,
      durationSec: options.durationSec,
      warmupSec: options.warmupSec,
    });
  } finally {
    await app.close();
    await pool.end();
  }
}
