import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: MockRequest) => MockResponse | Promise<MockResponse>;

export const ok = (payload: unknown, message: string | null = null): MockResponse => ({
  status: 200,
  body: { status: 'success', payload, errors: null, message },
});

export const failure = (
  status: number,
  message: string,
  errors: Record<string, string[]> | null = null,
): MockResponse => ({
  status,
  body: { status: 'error', payload: null, errors, message },
});

/**
 * Replaces global fetch with a router keyed by "METHOD /v1/path" (no query string). Unknown routes
 * answer 404 so a test notices a call it did not expect. Returns the log of requests.
 */
export function mockApi(routes: Record<string, Handler | MockResponse>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const request: MockRequest = {
      method,
      path,
      url,
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const route = routes[`${method} ${path}`];
    const response =
      typeof route === 'function' ? await route(request) : (route ?? failure(404, `No mock for ${method} ${path}`));
    const status = response.status ?? 200;
    // A 304 has no body at all.
    return new Response(status === 304 ? null : JSON.stringify(response.body ?? null), {
      status,
      headers: { 'Content-Type': 'application/json', ...response.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length };
}
