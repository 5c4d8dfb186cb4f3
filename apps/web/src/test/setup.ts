import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { session } from '../lib/session/session-store';

// Lazy pages are transformed on first import in tests; give findBy* room for that.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
