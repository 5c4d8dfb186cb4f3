import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearClientContactsCache } from '../features/clients/api/client-contacts-cache';
import { noteAnswered } from '../lib/network-state';
import { outbox } from '../lib/offline/app-outbox';
import { indexedDbOutboxStore, keptValues } from '../lib/offline/offline-db';
import { queryClient } from '../lib/query-client';
import { type SessionPortal, session, setHostPortal } from '../lib/session/session-store';
import { whispers } from './fake-realtime';
import { resetViewportWidth } from './viewport';

// No test opens a socket: the app listens on the System channel whenever someone is signed in. Tests
// deliver messages through test/fake-realtime (a test may vi.unmock this for the real client).
vi.mock('../lib/realtime/realtime-client', () => import('./fake-realtime'));

// Lazy pages are transformed on first import in tests; give findBy* room for that.
configure({ asyncUtilTimeout: 10_000 });

const PORTALS: SessionPortal[] = ['business', 'connect'];

// The test files of a worker share its modules and jsdom window (isolate: false): after each test the
// page's state is put back as a new page would have it, at / (the session store reads the portal from
// the path: a test that signs in before renderApp would otherwise sign in to the last test's portal),
// both portals signed out.
afterEach(async () => {
  cleanup();
  // The device back online with an empty queue and nothing kept (test files that import fake-indexeddb
  // leave an IndexedDB for the later files of the worker).
  Reflect.deleteProperty(navigator, 'onLine');
  noteAnswered();
  onlineManager.setOnline(true);
  if ('indexedDB' in globalThis) {
    await Promise.all([indexedDbOutboxStore.clear(), keptValues.clear()]);
    await outbox.load();
  }
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  for (const portal of PORTALS) {
    setHostPortal(portal);
    session.clear();
  }
  setHostPortal(null);
  queryClient.clear();
  clearClientContactsCache();
  whispers.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  Reflect.deleteProperty(navigator, 'clipboard');
  resetViewportWidth();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
