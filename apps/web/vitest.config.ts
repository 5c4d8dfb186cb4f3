import { configDefaults, defineProject } from 'vitest/config';
import { ISOLATED_FILES, webTestConfig } from './vitest.shared';

export default defineProject({
  ...webTestConfig,
  test: {
    ...webTestConfig.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
    // Each worker imports the app once, not once per file (most of a file's time when isolated).
    // test/setup.ts puts the page's module and window state back after every test.
    isolate: false,
  },
});
