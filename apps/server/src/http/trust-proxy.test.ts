import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const trustProxyOf = (value: string) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'fieldbook-config-')), APP_SECRET: 'x', TRUST_PROXY: value })
    .TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('reads off, a hop count (1 and true meaning one hop), or a list of proxy addresses and ranges', () => {
    for (const off of ['', '0', 'false', 'off', 'no']) expect(trustProxyOf(off)).toBe(false);
    for (const one of ['1', 'true', 'on', 'yes']) expect(trustProxyOf(one)).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.1, 172.16.0.0/12,loopback, fd00::/8')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      'fd00::/8',
    ]);
  });

  it.each(['everyone', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1', '10.0.0.1,'])('refuses %s at start-up', (value) => {
    expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY: expected off, a hop count or proxy addresses/);
  });
});

/**
 * Behind one proxy, X-Forwarded-For is whatever the client sent followed by the address the proxy saw.
 * Only that last address is the client: a client rotating the rest must still meet the sign-in limit.
 */
describe.each([
  ['a hop count', '1'],
  ['the proxy’s address', '127.0.0.1'],
])('the sign-in rate limit behind a proxy given by %s', (_case, trustProxy) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: trustProxy });
  });
  afterAll(async () => {
    await app.close();
  });

  // light-my-request's peer is 127.0.0.1: the proxy.
  const signIn = (forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/v1/user/signIn',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.com', password: 'Wrong-Pass1!', guid: 'g' },
    });

  it('counts a client rotating its own X-Forwarded-For as one client, and other clients apart', async () => {
    for (let n = 1; n <= 3; n++) expect((await signIn(`198.51.100.${n}, 203.0.113.7`)).statusCode).toBe(422);
    const fourth = await signIn('198.51.100.4, 203.0.113.7');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    // Another client behind the same proxy has its own count.
    expect((await signIn('203.0.113.8')).statusCode).toBe(422);
  });
});
