import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';
import { findBrowser } from './find-browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared journey server (demo company, default session lengths). */
    baseUrl: string;
    /** Its database, whose email outbox the journeys read. */
    databaseUrl: string;
  }
}

/** One server for the journeys that need nothing special; a journey that does starts its own. */
export default async function setup(project: TestProject) {
  // Before the server: no browser is one clear line, and a packaged one is extracted once, here.
  const browser = await findBrowser();
  console.log(`Journeys use ${browser.executablePath} (${browser.source})`);
  const server = await startAppServer();
  project.provide('baseUrl', server.url);
  project.provide('databaseUrl', server.databaseUrl);
  return () => server.close();
}
