import type { TestProject } from 'vitest/node';
import { type AppServer, startAppServer } from './app-server';
import { findBrowser } from './find-browser';

/** A journey server as the journeys reach it. */
export interface JourneyServer {
  /** http://localhost:<port> (the demo company, default session lengths). */
  url: string;
  /** Its database, whose email outbox the journeys read. */
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per worker: journeys running at the same time never share a company or mailbox. */
    journeyServers: JourneyServer[];
  }
}

/** A server for each worker's journeys that need nothing special; a journey that does starts its own. */
export default async function setup(project: TestProject) {
  // Before the servers: no browser is one clear line, and a packaged one is extracted once, here.
  const browser = await findBrowser();
  console.log(`Journeys use ${browser.executablePath} (${browser.source})`);
  const started = await Promise.allSettled(Array.from({ length: project.config.maxWorkers }, () => startAppServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const closeAll = () => Promise.all(servers.map((server: AppServer) => server.close()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await closeAll();
    throw failed.reason;
  }
  project.provide(
    'journeyServers',
    servers.map((server) => ({ url: server.url, databaseUrl: server.databaseUrl })),
  );
  return closeAll;
}
