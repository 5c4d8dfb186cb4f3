import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { registerBusiness, useTestApp } from '../../test/build-test-app';
import { ACCOUNT_LIMITS } from './account-throttle';

// Behind one proxy, so each try can come from its own client address.
const ctx = useTestApp({ TRUST_PROXY: '1' });

const NEW_PASSWORD = 'Reset-Pass9#';
const TOO_MANY = { status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.tooManyRequests };

const count = async (sql: string, params: unknown[] = []) =>
  Number((await ctx.db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0]?.n);
const sessionsOf = (email: string) =>
  count('sessions where user_id = (select id from users where email = $1)', [email]);

let address = 0;
/** Each call from another client address. */
const post = (url: string, payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': `198.51.100.${++address % 250}` } });
const signIn = (email: string, password: string) => post('/v1/user/signIn', { email, password, guid: 'g' });
const forgot = (email: string) => post('/v1/user/password/forgot', { email });
const reset = (email: string, code: string, password = NEW_PASSWORD) =>
  post('/v1/user/password/reset', { email, code, password });

/** Moves the account's windows back, as if that many minutes had passed. */
const age = (email: string, minutes: number) =>
  ctx.db.query(`update auth_throttles set window_start = window_start - make_interval(mins => $2) where account = $1`, [
    email,
    minutes,
  ]);

const codesMailedTo = async (email: string) =>
  (await ctx.db.query<{ text: string }>('select text from email_outbox where "to" = $1 order by id', [email])).rows.map(
    (row) => row.text.match(/reset code is (\d{6})\b/)?.[1] ?? '',
  );

const passwordHash = async (email: string) =>
  (await ctx.db.query<{ password_hash: string }>('select password_hash from users where email = $1', [email])).rows[0]
    ?.password_hash;

describe('the per-account sign-in limit', () => {
  it('refuses the eleventh sign-in in 15 minutes from eleven addresses, the right password too, and opens no session', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const other = await registerBusiness(ctx.t.app);
    const sessions = await sessionsOf(owner.email);
    for (let n = 1; n <= ACCOUNT_LIMITS.signIn.tries; n++) {
      const wrong = await signIn(owner.email, 'Wrong-Pass1!');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ email: [AUTH_MESSAGES.invalidCredentials] });
    }
    const eleventh = await signIn(owner.email, 'Wrong-Pass1!');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(TOO_MANY);

    const right = await signIn(owner.email.toUpperCase(), owner.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY);
    expect(right.cookies.find((c) => c.name === 'fb_refresh')).toBeUndefined();
    expect(await sessionsOf(owner.email)).toBe(sessions);

    // Another account is not held up by it.
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);

    // A quarter of an hour after the first failure the account opens again.
    await age(owner.email, ACCOUNT_LIMITS.signIn.windowMinutes);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
    expect(await sessionsOf(owner.email)).toBe(sessions + 1);
  });

  it('counts only failures: an account signing in often is never locked', async () => {
    const owner = await registerBusiness(ctx.t.app);
    for (let n = 1; n <= ACCOUNT_LIMITS.signIn.tries + 2; n++) {
      expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
    }
  });

  it('answers an email with no account the same way, so the limit does not tell which exist', async () => {
    const statuses = [];
    for (let n = 0; n <= ACCOUNT_LIMITS.signIn.tries; n++) {
      statuses.push((await signIn('no-account@example.com', 'Wrong-Pass1!')).statusCode);
    }
    expect(statuses).toEqual([...Array(ACCOUNT_LIMITS.signIn.tries).fill(422), 429]);
  });

  it('holds when the guesses arrive all at once', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const answers = await Promise.all(
      Array.from({ length: ACCOUNT_LIMITS.signIn.tries + 5 }, () => signIn(owner.email, 'Wrong-Pass1!')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(ACCOUNT_LIMITS.signIn.tries).fill(422), ...Array(5).fill(429)]);
  });
});

describe('the per-account password reset limits', () => {
  it('mails at most five codes an hour; a sixth request answers the same and mails nothing', async () => {
    const owner = await registerBusiness(ctx.t.app);
    for (let n = 1; n <= ACCOUNT_LIMITS.resetCode.tries; n++) expect((await forgot(owner.email)).statusCode).toBe(200);
    const codes = await codesMailedTo(owner.email);
    expect(codes).toHaveLength(ACCOUNT_LIMITS.resetCode.tries);
    const resets = await count('password_resets');

    const sixth = await forgot(owner.email);
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toEqual((await forgot('nobody-at-all@example.com')).json());
    expect(sixth.json().message).toBe(AUTH_MESSAGES.resetSent);
    expect(await codesMailedTo(owner.email)).toEqual(codes);
    expect(await count('password_resets')).toBe(resets);

    // The capped request did not replace the last code mailed, which still works; an older one does not.
    const [first] = codes;
    const last = codes.at(-1) ?? '';
    if (first !== last) expect((await reset(owner.email, first ?? '')).statusCode).toBe(422);
    expect((await reset(owner.email, last)).statusCode).toBe(200);

    await age(owner.email, ACCOUNT_LIMITS.resetCode.windowMinutes);
    await forgot(owner.email);
    expect(await codesMailedTo(owner.email)).toHaveLength(ACCOUNT_LIMITS.resetCode.tries + 1);
  });

  it('refuses an older code once a newer one is mailed', async () => {
    const owner = await registerBusiness(ctx.t.app);
    await forgot(owner.email);
    await forgot(owner.email);
    const [older, newer] = await codesMailedTo(owner.email);
    if (older === newer) return; // one chance in a million: the same six digits twice
    const hash = await passwordHash(owner.email);
    const stale = await reset(owner.email, older ?? '');
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ code: [AUTH_MESSAGES.resetInvalid] });
    expect(await passwordHash(owner.email)).toBe(hash);
    expect((await reset(owner.email, newer ?? '')).statusCode).toBe(200);
  });

  it('refuses the eleventh wrong code in 15 minutes across fresh codes, the right code too', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const hash = await passwordHash(owner.email);
    let code = '';
    for (let n = 1; n <= ACCOUNT_LIMITS.resetTry.tries; n++) {
      // A fresh code every five tries would otherwise give five more guesses each time.
      if (n % 5 === 1) {
        await forgot(owner.email);
        code = (await codesMailedTo(owner.email)).at(-1) ?? '';
      }
      const wrong = await reset(owner.email, code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(422);
    }
    await forgot(owner.email);
    code = (await codesMailedTo(owner.email)).at(-1) ?? '';
    const right = await reset(owner.email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY);
    expect(await passwordHash(owner.email)).toBe(hash);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });
});
