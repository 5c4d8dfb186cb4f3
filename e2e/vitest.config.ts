import { defineConfig } from 'vitest/config';

/** Journeys in a real browser against a real server: one file at a time, generous timeouts. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['journeys/**/*.e2e.ts', 'support/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // A page's answer to a realtime event or a saved form can take seconds on a busy 2-core machine;
    // vitest's 1 s default for expect.poll fails journeys that are merely slow.
    expect: { poll: { timeout: 15_000 } },
  },
});
