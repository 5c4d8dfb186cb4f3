import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { session } from '../lib/session/session-store';

// No test opens a socket: the app listens on the System channel whenever someone is signed in. Tests
// deliver messages through test/fake-realtime (a test may vi.unmock this for the real client).
vi.mock('../lib/realtime/realtime-client', () => import('./fake-realtime'));

// Lazy pages are transformed on first import in tests; give findBy* room for that.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
