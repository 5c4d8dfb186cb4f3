import { defineConfig } from 'vitest/config';

/** Journeys in a real browser against a real server: one file at a time, generous timeouts. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
