import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest runs one worker fewer than the cores: a single worker on a 2-core machine, idle while a
    // server test waits on PostgreSQL. Two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/domain', 'apps/server', 'apps/web', 'apps/web/vitest.isolated.config.ts'],
  },
});
