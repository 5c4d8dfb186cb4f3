import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared journey server (demo company, default session lengths). */
    baseUrl: string;
  }
}

/** One server for the journeys that need nothing special; a journey that does starts its own. */
export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('baseUrl', server.url);
  return () => server.close();
}
