import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, type MockRequest, mockApi, ok } from '../test/mock-api';
import { ApiError, type DebugInfo, http, setHttpUi } from './http-client';
import { session } from './session/session-store';

let restoreUi: (() => void) | undefined;
afterEach(() => restoreUi?.());

const byToken = (request: MockRequest) =>
  request.headers.Authorization === 'Bearer fresh' ? ok({ path: request.path }) : failure(401, 'Unauthenticated.');

describe('http client', () => {
  it('sends the bearer token, the app version and credentials, and unwraps the payload', async () => {
    session.start({ token: 'abc', email: 'ada@example.com' });
    const api = mockApi({ 'GET /v1/thing': ok({ id: 7 }) });
    await expect(http.get('/thing', { query: { page: 2, empty: null } })).resolves.toEqual({ id: 7 });
    const [input, init] = api.fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toBe('/v1/thing?page=2');
    expect(init?.credentials).toBe('include');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer abc');
    expect(api.calls[0]?.headers['X-App-Version']).toBe('2025.7.0');
  });

  it('on 401 refreshes once while other requests queue, then replays them all with the new token', async () => {
    session.start({ token: 'stale', email: 'ada@example.com' });
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const api = mockApi({
      'GET /v1/a': byToken,
      'GET /v1/b': byToken,
      'GET /v1/c': byToken,
      'POST /v1/user/refresh': async () => {
        await refreshGate;
        return ok({ token: 'fresh', expires_at: '2026-01-01 10:00:00' });
      },
    });
    const reauthenticate = vi.fn(() => Promise.resolve(false));
    restoreUi = setHttpUi({ reauthenticate });

    const a = http.get('/a');
    const b = http.get('/b');
    await vi.waitFor(() => expect(api.count('POST /v1/user/refresh')).toBe(1));
    const c = http.get('/c'); // started while the refresh is in flight: waits, never sends the stale token
    releaseRefresh();

    await expect(Promise.all([a, b, c])).resolves.toEqual([{ path: '/v1/a' }, { path: '/v1/b' }, { path: '/v1/c' }]);
    expect(api.count('POST /v1/user/refresh')).toBe(1);
    expect(api.calls.filter((call) => call.path === '/v1/c').map((call) => call.headers.Authorization)).toEqual([
      'Bearer fresh',
    ]);
    expect(api.calls.find((call) => call.path === '/v1/user/refresh')?.body).toEqual({ guid: session.guid() });
    expect(session.getToken()).toBe('fresh');
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it('when the refresh fails asks for the password once and ends the session if the user gives up', async () => {
    session.start({ token: 'stale', email: 'ada@example.com' });
    const api = mockApi({
      'GET /v1/a': byToken,
      'GET /v1/b': byToken,
      'POST /v1/user/refresh': failure(401, 'Unauthenticated.'),
    });
    const reauthenticate = vi.fn(() => Promise.resolve(false));
    const sessionEnded = vi.fn();
    restoreUi = setHttpUi({ reauthenticate, sessionEnded });

    const results = await Promise.allSettled([http.get('/a'), http.get('/b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(api.count('POST /v1/user/refresh')).toBe(1);
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeNull();
    const [first] = results;
    expect(first?.status === 'rejected' && (first.reason as ApiError).message).toBe('Your session has expired.');
  });

  it('on 422 opens the red notice with a redacted debug log and still hands the field errors to the caller', async () => {
    mockApi({
      'POST /v1/user/signIn': failure(422, 'The given data was invalid.', {
        email: ['These credentials do not match our records.', 'second message'],
      }),
    });
    const validationError = vi.fn<(info: DebugInfo) => void>();
    restoreUi = setHttpUi({ validationError });

    const error = await http
      .post('/user/signIn', { email: 'ada@example.com', password: 'Secret!123', nested: { new_password: 'x' } })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldError('email')).toBe('These credentials do not match our records.');
    const info = validationError.mock.calls[0]?.[0];
    expect(info).toMatchObject({ endpoint: '/v1/user/signIn', method: 'POST', message: 'The given data was invalid.' });
    expect(JSON.stringify(info)).not.toContain('Secret!123');
    expect(info?.body).toEqual({
      email: 'ada@example.com',
      password: '[redacted]',
      nested: { new_password: '[redacted]' },
    });
  });

  it.each([
    [401, 'permissionError', 'Unauthenticated.'],
    [403, 'permissionError', 'You do not have permission to perform this action.'],
    [500, 'serverError', 'Something went wrong'],
    [503, 'maintenance', 'Back soon'],
  ] as const)('maps HTTP %i to the %s handler', async (status, handler, message) => {
    mockApi({ 'GET /v1/x': failure(status, message) });
    const spy = vi.fn();
    restoreUi = setHttpUi({ [handler]: spy });
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(spy).toHaveBeenCalledWith(message);
  });

  it.each([
    [429, 'Too many requests... wait a minute'],
    [413, 'The file you are trying to upload is too large. The maximum size is 40MB.'],
    [418, MESSAGES.connectionFailed],
  ])('shows the notice for HTTP %i', async (status, text) => {
    mockApi({ 'GET /v1/x': failure(status, 'server text') });
    const notice = vi.fn();
    restoreUi = setHttpUi({ notice });
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(notice).toHaveBeenCalledWith(text);
  });

  it('opens the subscribe prompt when a create is refused with status "unsubscribed"', async () => {
    mockApi({
      'POST /v1/clients': {
        status: 402,
        body: {
          status: 'unsubscribed',
          payload: null,
          errors: null,
          message: 'You have reached your client trial limit.',
        },
      },
    });
    const subscribe = vi.fn();
    const notice = vi.fn();
    restoreUi = setHttpUi({ subscribe, notice });
    await expect(http.post('/clients', {})).rejects.toBeInstanceOf(ApiError);
    expect(subscribe).toHaveBeenCalledWith('You have reached your client trial limit.');
    expect(notice).not.toHaveBeenCalled();
  });

  it('makes the refused call again once the company subscribed in the prompt', async () => {
    let subscribed = false;
    const api = mockApi({
      'POST /v1/clients': () =>
        subscribed
          ? ok({ client: { id: 26 } })
          : {
              status: 402,
              body: {
                status: 'unsubscribed',
                payload: null,
                errors: null,
                message: 'You have reached your client trial limit.',
              },
            },
    });
    const subscribe = vi.fn(async () => {
      subscribed = true;
      return true;
    });
    restoreUi = setHttpUi({ subscribe });
    await expect(http.post('/clients', { first_name: 'Jo' })).resolves.toEqual({ client: { id: 26 } });
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(api.calls.map((call) => call.body)).toEqual([{ first_name: 'Jo' }, { first_name: 'Jo' }]);
  });

  it('sends If-None-Match for a list it holds and reuses the held answer on 304, until the session ends', async () => {
    session.start({ token: 'abc', email: 'ada@example.com' });
    const week = { start: '2026-03-02 00:00:00' };
    const api = mockApi({
      'POST /v1/appointments/search': (request) =>
        request.headers['If-None-Match'] === '"v1"'
          ? { status: 304 }
          : { ...ok({ appointments: [{ id: 1 }] }), headers: { ETag: '"v1"' } },
    });
    await expect(http.post('/appointments/search', week)).resolves.toEqual({ appointments: [{ id: 1 }] });
    await expect(http.post('/appointments/search', week)).resolves.toEqual({ appointments: [{ id: 1 }] });
    // Another body is another list.
    await http.post('/appointments/search', { start: '2026-03-09 00:00:00' });
    expect(api.calls.map((call) => call.headers['If-None-Match'])).toEqual([undefined, '"v1"', undefined]);
    session.clear();
    session.start({ token: 'def', email: 'bo@example.com' });
    await http.post('/appointments/search', week);
    expect(api.calls[3]?.headers['If-None-Match']).toBeUndefined();
  });

  it('reports a network failure as "Could not connect to our server. Please try again."', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const notice = vi.fn();
    restoreUi = setHttpUi({ notice });
    const error = await http.get('/x').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(0);
    expect(notice).toHaveBeenCalledWith('Could not connect to our server. Please try again.');
  });
});

describe('http.download', () => {
  it('fetches a file with the bearer token and names it from Content-Disposition', async () => {
    session.start({ token: 'abc', email: 'ada@example.com' });
    const fetchMock = vi.fn(
      async () =>
        new Response('Display Name\r\nAcme\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="clients-2026-01-05.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await http.download('/clients/export', { query: { archived: 1 } });
    expect(file.fileName).toBe('clients-2026-01-05.csv');
    expect(await file.blob.text()).toBe('Display Name\r\nAcme\r\n');
    const [input, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(input).toBe('/v1/clients/export?archived=1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('handles a refused download like any other call (403 → Permission Error)', async () => {
    session.start({ token: 'abc', email: 'ada@example.com' });
    mockApi({ 'GET /v1/clients/export': failure(403, 'You do not have permission to perform this action.') });
    const permissionError = vi.fn();
    restoreUi = setHttpUi({ permissionError });
    await expect(http.download('/clients/export')).rejects.toMatchObject({ status: 403 });
    expect(permissionError).toHaveBeenCalledWith('You do not have permission to perform this action.');
  });

  it('keeps the payload of a failed call', async () => {
    mockApi({
      'POST /v1/clients/import': {
        status: 422,
        body: { status: 'error', payload: { invalid: 1 }, errors: { 'rows.2.mobile': ['x'] }, message: 'm' },
      },
    });
    const error = await http.post('/clients/import', {}, { expected: [422] }).catch((caught: unknown) => caught);
    expect((error as ApiError).payload).toEqual({ invalid: 1 });
  });
});
