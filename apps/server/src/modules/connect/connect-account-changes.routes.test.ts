import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import { describe, expect, it } from 'vitest';
import { as, STRONG_PASSWORD, useTestApp } from '../../test/build-test-app';
import { type ClientSession, registerClient } from './connect-test-kit';

/** Client Connect accounts: resetting and changing the password, and changing the email address. */
const ctx = useTestApp();
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({ method: 'POST', url, payload, headers });
const lastMailTo = async (to: string) =>
  (await ctx.db.query('select subject, text from email_outbox where "to" = $1 order by id desc limit 1', [to])).rows[0];

describe('password reset and change', () => {
  it('emails a reset link, sets the new password once, and ends the old sessions', async () => {
    const client = await registerClient(ctx.t.app, { email: 'forgot@client.example' });
    const unknown = await post('/v1/clientConnect/password/forgot', { email: 'nobody@client.example' });
    expect(unknown.json().message).toBe(AUTH_MESSAGES.resetSent);
    const asked = await post('/v1/clientConnect/password/forgot', { email: 'forgot@client.example' });
    expect(asked.json().message).toBe(AUTH_MESSAGES.resetSent);
    const mail = await lastMailTo('forgot@client.example');
    const code = /password\/reset\/([A-Za-z0-9_-]+)\?/.exec(mail.text)?.[1] ?? '';
    const email = 'forgot@client.example';
    const other = await post('/v1/clientConnect/password/reset', {
      email: 'home1@x.example',
      code,
      password: 'Brand-New-Pass2!',
    });
    expect(other.json().errors.code).toEqual([AUTH_MESSAGES.resetInvalid]);
    const weak = await post('/v1/clientConnect/password/reset', { email, code, password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toContain(PASSWORD_MESSAGES.minLength);
    const same = await post('/v1/clientConnect/password/reset', { email, code, password: STRONG_PASSWORD });
    expect(same.json().errors.password).toEqual([PASSWORD_MESSAGES.previous]);
    const done = await post('/v1/clientConnect/password/reset', { email, code, password: 'Brand-New-Pass2!' });
    expect(done.statusCode).toBe(200);
    expect(
      (await post('/v1/clientConnect/password/reset', { email, code, password: 'Other-New-Pass3!' })).json().errors
        .code,
    ).toEqual([AUTH_MESSAGES.resetInvalid]);
    expect((await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/load' })).statusCode).toBe(401);
    const signedIn = await post('/v1/clientConnect/signIn', {
      email: 'forgot@client.example',
      password: 'Brand-New-Pass2!',
      guid: 'after-reset',
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('changes the password only with the current one', async () => {
    const client = await registerClient(ctx.t.app);
    const change = (current_password: string) =>
      as(ctx.t.app, client, {
        method: 'PUT',
        url: '/v1/clientConnect/password',
        payload: { current_password, password: 'Changed-Pass4!', password_confirmation: 'Changed-Pass4!' },
      });
    const wrong = await change('Not-The-One1!');
    expect(wrong.json().errors.current_password).toEqual([CONNECT_MESSAGES.currentPasswordWrong]);
    expect((await change(STRONG_PASSWORD)).statusCode).toBe(200);
    const old = await post('/v1/clientConnect/signIn', { email: client.email, password: STRONG_PASSWORD, guid: 'o' });
    expect(old.statusCode).toBe(422);
  });

  it('saves the profile name and refuses an empty one', async () => {
    const client = await registerClient(ctx.t.app);
    const save = (payload: Record<string, unknown>) =>
      as(ctx.t.app, client, { method: 'PUT', url: '/v1/clientConnect/profile', payload });
    const bad = await save({ first_name: '', last_name: 'X' });
    expect(bad.json().errors.first_name).toEqual(['The first name field is required.']);
    const good = await save({ first_name: 'Harry', last_name: 'Home' });
    expect(good.json().payload.details).toMatchObject({ first_name: 'Harry', last_name: 'Home', name: 'Harry Home' });
  });
});

describe('changing the email address', () => {
  const change = (client: ClientSession, payload: Record<string, unknown>) =>
    as(ctx.t.app, client, { method: 'PUT', url: '/v1/clientConnect/email', payload });
  const emailOf = async (client: ClientSession) =>
    (await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/load' })).json().payload.details.email;
  const codeIn = (text: string, page: 'verify' | 'reverse') =>
    new RegExp(`email/${page}/([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

  it('refuses a wrong password, the same address and one in use, changing nothing', async () => {
    const client = await registerClient(ctx.t.app);
    const other = await registerClient(ctx.t.app);
    const wrong = await change(client, { email: 'new.home@client.example', password: 'Wrong-pass1!' });
    expect(wrong.json().errors.password).toEqual([CONNECT_MESSAGES.currentPasswordWrong]);
    const same = await change(client, { email: client.email, password: STRONG_PASSWORD });
    expect(same.json().errors.email).toEqual([CONNECT_MESSAGES.emailUnchanged]);
    const taken = await change(client, { email: other.email, password: STRONG_PASSWORD });
    expect(taken.json().errors.email).toEqual([AUTH_MESSAGES.emailTaken]);
    const bad = await change(client, { email: 'not-an-email', password: STRONG_PASSWORD });
    expect(bad.statusCode).toBe(422);
    expect(await emailOf(client)).toBe(client.email);
    expect(await lastMailTo('new.home@client.example')).toBeUndefined();
  });

  it('moves to the new address only once its link is followed, and the old address can undo it', async () => {
    const client = await registerClient(ctx.t.app);
    const next = `moved.${process.pid}@client.example`;
    const asked = await change(client, { email: next, password: STRONG_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(CONNECT_MESSAGES.emailChangeSent(next));
    expect(await emailOf(client)).toBe(client.email);

    const verified = await post('/v1/clientConnect/email/verify', {
      code: codeIn((await lastMailTo(next)).text, 'verify'),
    });
    expect(verified.json()).toMatchObject({
      payload: { changed_to: next },
      message: CONNECT_MESSAGES.emailChanged(next),
    });
    expect(await emailOf(client)).toBe(next);
    const signIn = (email: string) => post('/v1/clientConnect/signIn', { email, password: STRONG_PASSWORD, guid: 'g' });
    expect((await signIn(next)).statusCode).toBe(200);
    expect((await signIn(client.email)).statusCode).toBe(422);

    // The old address hears of it, with the undo; the undo ends every session.
    const notice = await lastMailTo(client.email);
    expect(notice.text).toContain(`was changed to ${next}`);
    const reverse = codeIn(notice.text, 'reverse');
    expect((await post('/v1/clientConnect/email/reverse', { code: 'nope-nope' })).json().errors.code).toEqual([
      CONNECT_MESSAGES.emailChangeInvalid,
    ]);
    const undone = await post('/v1/clientConnect/email/reverse', { code: reverse });
    expect(undone.json().message).toBe(CONNECT_MESSAGES.emailChangeReversed);
    expect((await signIn(client.email)).statusCode).toBe(200);
    expect((await as(ctx.t.app, client, { method: 'GET', url: '/v1/clientConnect/load' })).statusCode).toBe(401);
    // Each link works once.
    expect((await post('/v1/clientConnect/email/reverse', { code: reverse })).statusCode).toBe(422);
  });
});
