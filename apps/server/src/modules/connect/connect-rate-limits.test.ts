import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, useTestApp } from '../../test/build-test-app';

// Low limits so the boundary is reachable: sign-in and register share AUTH_RATE_LIMIT, the
// document links (view, PDF, accept, pay) LINK_RATE_LIMIT; each counted per address per minute.
const ctx = useTestApp({ AUTH_RATE_LIMIT: '3', LINK_RATE_LIMIT: '4' });
const count = async (table: string) => Number((await ctx.db.query(`select count(*) as n from ${table}`)).rows[0].n);

const tooMany = { status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.tooManyRequests };

describe('Client Connect rate limits', () => {
  it('answers the fourth sign-in in a minute with 429 and opens no session', async () => {
    const signIn = () =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/v1/clientConnect/signIn',
        payload: { email: 'nobody@client.example', password: 'Wrong-Pass1!', guid: 'g' },
      });
    for (let i = 0; i < 3; i++) expect((await signIn()).statusCode).toBe(422);
    const fourth = await signIn();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(tooMany);
    expect(await count('portal_sessions')).toBe(0);
  });

  it('answers the fourth registration in a minute with 429 and makes no account', async () => {
    const register = (n: number) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/v1/clientConnect/register',
        payload: {
          first_name: 'Rae',
          last_name: 'Client',
          email: `rae${n}@client.example`,
          password: STRONG_PASSWORD,
          guid: `g${n}`,
        },
      });
    for (let n = 0; n < 3; n++) expect((await register(n)).statusCode).toBe(200);
    const fourth = await register(3);
    expect(fourth.statusCode).toBe(429);
    expect(await count('portal_users')).toBe(3);
  });

  it('answers the fifth document-link lookup in a minute with 429, so links cannot be guessed in bulk', async () => {
    const lookup = (n: number) =>
      ctx.t.app.inject({ method: 'GET', url: `/v1/clientConnect/document?reference=${'A'.repeat(23)}${n}` });
    for (let n = 0; n < 4; n++) expect((await lookup(n)).statusCode).toBe(404);
    const fifth = await lookup(4);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(tooMany);
  });
});
