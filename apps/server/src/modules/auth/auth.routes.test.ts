import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { as, refreshCookie, registerBusiness, STRONG_PASSWORD, useTestApp } from '../../test/build-test-app';
import { REFRESH_GRACE_MS } from './tokens';

const ctx = useTestApp();

const count = async (sql: string, params: unknown[] = []) =>
  Number((await ctx.db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0]?.n);

const signIn = (payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url: '/v1/user/signIn', payload });

describe('POST /v1/user/signIn', () => {
  it('signs in with the right password and answers a token and a refresh cookie', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const response = await signIn({ email: owner.email, password: owner.password, guid: 'browser-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.token).toEqual(expect.any(String));
    const cookie = response.cookies.find((c) => c.name === 'fb_refresh');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'Wrong-Pass1!', guid: 'g' })],
    ['an unknown user', () => ({ email: 'nobody@example.com', password: STRONG_PASSWORD, guid: 'g' })],
  ])('refuses %s with the same message and opens no session', async (_case, body) => {
    const owner = await registerBusiness(ctx.t.app);
    const sessions = await count('sessions');
    const response = await signIn(body(owner.email));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [AUTH_MESSAGES.invalidCredentials] });
    expect(await count('sessions')).toBe(sessions);
  });

  it('refuses a deactivated user even with the right password', async () => {
    const owner = await registerBusiness(ctx.t.app);
    await ctx.db.query('update users set active = false where email = $1', [owner.email]);
    const response = await signIn({ email: owner.email, password: owner.password, guid: 'g' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([AUTH_MESSAGES.deactivated]);
  });
});

describe('POST /v1/user/refresh', () => {
  const refresh = (cookie: string, guid: string) =>
    ctx.t.app.inject({ method: 'POST', url: '/v1/user/refresh', payload: { guid }, headers: { cookie } });
  /** Moves the uses of the user's refresh tokens back past the grace window. */
  const pastGrace = (email: string) =>
    ctx.db.query(
      `update refresh_tokens set used_at = used_at - make_interval(secs => $1)
        where session_id in (select id from sessions where user_id = (select id from users where email = $2))`,
      [REFRESH_GRACE_MS / 1000 + 1, email],
    );

  it('rotates the refresh token, and one replayed after the grace window revokes that device', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const first = await refresh(owner.cookie, owner.guid);
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookie(first);
    expect(rotated).not.toBe(owner.cookie);

    await pastGrace(owner.email);
    const reuse = await refresh(owner.cookie, owner.guid);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(AUTH_MESSAGES.sessionExpired);

    // The device's session is gone: neither the rotated cookie nor the new access token works.
    expect((await refresh(rotated, owner.guid)).statusCode).toBe(401);
    const load = await as(ctx.t.app, first.json().payload, { method: 'GET', url: '/v1/user/load' });
    expect(load.statusCode).toBe(401);
  });

  it('keeps the session when two tabs refresh with the same cookie at once', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const both = await Promise.all([refresh(owner.cookie, owner.guid), refresh(owner.cookie, owner.guid)]);
    for (const answer of both) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await as(ctx.t.app, answer.json().payload, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(
        200,
      );
    }
    // Each tab's new cookie rotates on, in the same session.
    const [a, b] = both.map(refreshCookie);
    expect(a).not.toBe(b);
    for (const cookie of [a ?? '', b ?? '']) expect((await refresh(cookie, owner.guid)).statusCode).toBe(200);
    expect(await count('sessions where user_id = (select id from users where email = $1)', [owner.email])).toBe(1);
    expect(
      await count('sessions where revoked_at is not null and user_id = (select id from users where email = $1)', [
        owner.email,
      ]),
    ).toBe(0);
  });

  it('keeps the session when the same cookie comes again within the grace window (a retried refresh)', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const first = await refresh(owner.cookie, owner.guid);
    const again = await refresh(owner.cookie, owner.guid);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect((await as(ctx.t.app, first.json().payload, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(200);
    expect((await refresh(refreshCookie(again), owner.guid)).statusCode).toBe(200);
  });

  it('refuses a refresh from another device guid', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/v1/user/refresh',
      payload: { guid: 'someone-else' },
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a request without a refresh cookie', async () => {
    const response = await ctx.t.app.inject({ method: 'POST', url: '/v1/user/refresh', payload: { guid: 'g' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.sessionExpired,
    });
  });
});

describe('POST /v1/user/logout', () => {
  it('ends the session: the access token and the refresh cookie stop working', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const out = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/user/logout',
      payload: { guid: owner.guid },
      headers: { cookie: owner.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(401);
    const refresh = await ctx.t.app.inject({
      method: 'POST',
      url: '/v1/user/refresh',
      payload: { guid: owner.guid },
      headers: { cookie: owner.cookie },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
