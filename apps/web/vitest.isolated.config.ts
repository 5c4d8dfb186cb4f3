import { defineProject } from 'vitest/config';
import { ISOLATED_FILES, webTestConfig } from './vitest.shared';

/** The web test files that mock modules, each with a module registry of its own (vitest.shared.ts). */
export default defineProject({
  ...webTestConfig,
  test: { ...webTestConfig.test, name: 'web-isolated', include: ISOLATED_FILES },
});
