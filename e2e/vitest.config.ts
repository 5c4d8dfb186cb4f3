import { defineConfig } from 'vitest/config';

/**
 * Journeys in a real browser against a real server: two files at a time, each worker with a server and
 * database of its own (support/global-setup.ts), generous timeouts.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['journeys/**/*.e2e.ts', 'support/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Two browsers and servers are what a 2-core machine carries without journeys timing out.
    maxWorkers: 2,
    // The longest journeys take 40 s on a quiet machine and over 80 s on a busy CI runner: a step that hangs
    // still fails within its own 15 s wait.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // A page's answer to a realtime event or a saved form can take seconds on a busy 2-core machine;
    // vitest's 1 s default for expect.poll fails journeys that are merely slow.
    expect: { poll: { timeout: 15_000 } },
  },
});
