import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    // lean-ui.test.ts reads the lean screens' styles (?raw); other CSS stays out of the tests.
    css: { include: [/lean-ui\.css/] },
  },
});
