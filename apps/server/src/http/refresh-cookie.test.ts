import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, STRONG_PASSWORD, type TestApp } from '../test/build-test-app';

/** The refresh cookies a business sign-in and a Client Connect registration set, on a server of these settings. */
async function refreshCookies(app: TestApp['app']) {
  const owner = await registerBusiness(app);
  const staff = await app.inject({
    method: 'POST',
    url: '/v1/user/signIn',
    payload: { email: owner.email, password: owner.password, guid: 'browser-1' },
  });
  const client = await app.inject({
    method: 'POST',
    url: '/v1/clientConnect/register',
    payload: {
      first_name: 'Casey',
      last_name: 'Client',
      email: `casey.${owner.email}`,
      password: STRONG_PASSWORD,
      guid: 'g-1',
    },
  });
  return [
    staff.cookies.find((cookie) => cookie.name === 'fb_refresh'),
    client.cookies.find((cookie) => cookie.name === 'fb_connect_refresh'),
  ];
}

describe('the refresh cookies', () => {
  let behindTls: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    // A site served over TLS by a proxy whose forwarded headers are not trusted: requests arrive as http.
    behindTls = await buildTestApp({ PUBLIC_URL: 'https://app.fieldbook.example', TRUST_PROXY: 'off' });
    plain = await buildTestApp();
  });
  afterAll(async () => {
    await behindTls.close();
    await plain.close();
  });

  it('are Secure on a site served over TLS, though the proxy does not say so', async () => {
    for (const cookie of await refreshCookies(behindTls.app)) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true });
    }
  });

  it('are not Secure on a site served over plain HTTP (a local server), or the browser would drop them', async () => {
    for (const cookie of await refreshCookies(plain.app)) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(cookie?.secure).toBeUndefined();
    }
  });
});
