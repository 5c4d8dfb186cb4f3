import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each worker imports the app once, not once per file (most of a file's time when isolated). Every
    // file builds its own app on its own database, and no server module keeps state beyond pure caches.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
