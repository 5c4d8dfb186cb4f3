import { inject } from 'vitest';
import type { JourneyServer } from './global-setup';

/**
 * This worker's journey server (support/global-setup.ts starts one per worker). VITEST_POOL_ID
 * numbers the workers running at once from 1, so two journey files at the same time never share one.
 */
export function journeyServer(): JourneyServer {
  const servers = inject('journeyServers');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(pool - 1) % servers.length];
  if (!server) throw new Error('No journey server: support/global-setup.ts starts them.');
  return server;
}
