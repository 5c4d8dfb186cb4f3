import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';

/**
 * Files that replace a module with vi.mock, or re-import one afresh (vi.resetModules): they need a
 * module registry of their own, so they run in the isolated web-isolated project (vitest.isolated.config.ts).
 */
export const ISOLATED_FILES = [
  'src/components/card-payment-panel.test.tsx',
  'src/features/drawings/pages/drawings.page.test.tsx',
  'src/features/drawings/pages/photo-annotate.page.test.tsx',
  'src/lib/square-web-payments.test.ts',
];

export const webTestConfig = {
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    // lean-ui.test.ts reads the lean screens' styles (?raw); other CSS stays out of the tests.
    css: { include: [/lean-ui\.css/] },
  },
} satisfies UserWorkspaceConfig;
