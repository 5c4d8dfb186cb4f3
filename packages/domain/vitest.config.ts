import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure rules with no module state: each worker imports them once rather than once per file.
    isolate: false,
  },
});
