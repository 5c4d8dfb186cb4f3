import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { mockApi, ok } from '../../../test/mock-api';
import { useNotifications } from './notifications-api';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useNotifications', () => {
  it('asks for nothing without a session (a signed-out page must not meet a Permission Error)', async () => {
    session.clear();
    const api = mockApi({ 'GET /v1/notifications/all': () => ok({ notifications: [], unread: 0 }) });
    const { result } = renderHook(() => useNotifications(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.count('GET /v1/notifications/all')).toBe(0);
  });

  it('loads them once signed in', async () => {
    session.start({ token: 'token', email: 'owner@example.com' });
    const api = mockApi({ 'GET /v1/notifications/all': () => ok({ notifications: [], unread: 0 }) });
    const { result } = renderHook(() => useNotifications(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ notifications: [], unread: 0 }));
    expect(api.count('GET /v1/notifications/all')).toBe(1);
    session.clear();
  });
});
