import { AUTH_MESSAGES, EMAIL_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, signIn, useTestApp } from '../../test/build-test-app';

const ctx = useTestApp();

const NEW_PASSWORD = 'Reset-Pass9#';

const count = async (sql: string, params: unknown[] = []) =>
  Number((await ctx.db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0]?.n);

const forgot = (email: string) =>
  ctx.t.app.inject({ method: 'POST', url: '/v1/user/password/forgot', payload: { email } });

const reset = (payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url: '/v1/user/password/reset', payload });

const passwordHash = async (email: string) =>
  (await ctx.db.query<{ password_hash: string }>('select password_hash from users where email = $1', [email])).rows[0]
    ?.password_hash;

const signInStatus = async (email: string, password: string) =>
  (await ctx.t.app.inject({ method: 'POST', url: '/v1/user/signIn', payload: { email, password, guid: 'check' } }))
    .statusCode;

/** Asks for a reset and reads the code out of the email the user received. */
async function requestCode(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const { rows } = await ctx.db.query<{ text: string }>(
    'select text from email_outbox where "to" = $1 order by id desc limit 1',
    [email],
  );
  const code = rows[0]?.text.match(/reset code is (\d{6})\b/)?.[1];
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  return code;
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /v1/user/password/forgot', () => {
  it('answers the same for a known and an unknown email, and mails a six-digit code only to the known one', async () => {
    const owner = await registerBusiness(ctx.t.app, { first_name: 'Fiona' });
    const known = await forgot(owner.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: 'success', payload: null, errors: null, message: AUTH_MESSAGES.resetSent });
    expect(unknown.json()).toEqual(known.json());

    expect(await count('email_outbox where "to" = $1', ['nobody-here@example.com'])).toBe(0);
    const { rows } = await ctx.db.query('select subject, text, status from email_outbox where "to" = $1', [
      owner.email,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toBe('Your Fieldbook password reset code');
    expect(rows[0].status).toBe('sandbox');
    const code = rows[0].text.match(/reset code is (\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(rows[0].text).toContain('Hi Fiona,');
    // The link is absolute, so it works from a mail client.
    expect(rows[0].text).toContain(`${ctx.t.app.config.publicUrl}/business/password/reset/${code}`);
  });

  it('sends nothing to a deactivated user, with the same answer', async () => {
    const owner = await registerBusiness(ctx.t.app);
    await ctx.db.query('update users set active = false where email = $1', [owner.email]);
    const response = await forgot(owner.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.resetSent);
    expect(await count('email_outbox where "to" = $1', [owner.email])).toBe(0);
  });

  it.each([
    ['an invalid email', { email: 'not an email' }, EMAIL_MESSAGES.invalid],
    ['no email', {}, EMAIL_MESSAGES.required],
  ])('refuses %s and sends nothing', async (_case, payload, message) => {
    const before = await count('email_outbox');
    const response = await ctx.t.app.inject({ method: 'POST', url: '/v1/user/password/forgot', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [message] });
    expect(await count('email_outbox')).toBe(before);
  });
});

describe('POST /v1/user/password/reset', () => {
  it('refuses a wrong code, keeps the password, and burns the code after five wrong tries', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const code = await requestCode(owner.email);
    const hash = await passwordHash(owner.email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await reset({ email: owner.email, code: otherCode(code), password: NEW_PASSWORD });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        status: 'error',
        errors: { code: [AUTH_MESSAGES.resetInvalid] },
        message: AUTH_MESSAGES.resetInvalid,
      });
    }
    const right = await reset({ email: owner.email, code, password: NEW_PASSWORD });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({ code: [AUTH_MESSAGES.resetInvalid] });
    expect(await passwordHash(owner.email)).toBe(hash);
    expect(await signInStatus(owner.email, owner.password)).toBe(200);
    expect(await signInStatus(owner.email, NEW_PASSWORD)).toBe(422);
  });

  it('still accepts the right code after four wrong tries', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const code = await requestCode(owner.email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await reset({ email: owner.email, code: otherCode(code), password: NEW_PASSWORD })).statusCode).toBe(422);
    }
    expect((await reset({ email: owner.email, code, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses the current password or an earlier one, and the code still works afterwards', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const changed = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/user/password',
      payload: { current_password: owner.password, password: 'Second-Pass3$', password_confirmation: 'Second-Pass3$' },
    });
    expect(changed.statusCode).toBe(200);
    const code = await requestCode(owner.email);
    const hash = await passwordHash(owner.email);
    for (const password of ['Second-Pass3$', owner.password]) {
      const response = await reset({ email: owner.email, code, password, password_confirmation: password });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [PASSWORD_MESSAGES.previous] });
      expect(await passwordHash(owner.email)).toBe(hash);
    }
    expect((await reset({ email: owner.email, code, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('sets the new password, signs every device out, and the code cannot be used twice', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const phone = await signIn(ctx.t.app, owner, 'phone');
    const code = await requestCode(owner.email);

    const response = await reset({
      email: owner.email,
      code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.passwordReset,
    });

    for (const session of [owner, phone] as Session[]) {
      expect((await as(ctx.t.app, session, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(401);
      const refresh = await ctx.t.app.inject({
        method: 'POST',
        url: '/v1/user/refresh',
        payload: { guid: session.guid },
        headers: { cookie: session.cookie },
      });
      expect(refresh.statusCode).toBe(401);
    }
    expect(await signInStatus(owner.email, owner.password)).toBe(422);
    expect(await signInStatus(owner.email, NEW_PASSWORD)).toBe(200);

    const hash = await passwordHash(owner.email);
    const again = await reset({ email: owner.email, code, password: 'Third-Pass4%' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: [AUTH_MESSAGES.resetInvalid] });
    expect(await passwordHash(owner.email)).toBe(hash);
  });

  it('accepts only the newest code when more than one was asked for', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const first = await requestCode(owner.email);
    let second = await requestCode(owner.email);
    while (second === first) second = await requestCode(owner.email);
    const stale = await reset({ email: owner.email, code: first, password: NEW_PASSWORD });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ code: [AUTH_MESSAGES.resetInvalid] });
    expect((await reset({ email: owner.email, code: second, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const code = await requestCode(owner.email);
    await ctx.db.query(
      `update password_resets set expires_at = now() - interval '1 minute'
       where user_id = (select id from users where email = $1)`,
      [owner.email],
    );
    const hash = await passwordHash(owner.email);
    const response = await reset({ email: owner.email, code, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: [AUTH_MESSAGES.resetInvalid] });
    expect(await passwordHash(owner.email)).toBe(hash);
  });

  it('refuses a code for an email with no account', async () => {
    const response = await reset({ email: 'nobody-here@example.com', code: '123456', password: NEW_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: [AUTH_MESSAGES.resetInvalid] });
  });

  describe('refuses bad input without using up a try', () => {
    let owner: Session;
    let code: string;
    beforeAll(async () => {
      owner = await registerBusiness(ctx.t.app);
      code = await requestCode(owner.email);
    });

    const cases: [string, () => Record<string, unknown>, Record<string, string[]>][] = [
      [
        'a weak password',
        () => ({ code, password: 'password' }),
        { password: [PASSWORD_MESSAGES.uppercase, PASSWORD_MESSAGES.special] },
      ],
      [
        'a confirmation that does not match',
        () => ({ code, password: NEW_PASSWORD, password_confirmation: 'Other-Pass1!' }),
        { password_confirmation: [PASSWORD_MESSAGES.confirmation] },
      ],
      ['no code', () => ({ password: NEW_PASSWORD }), { code: ['The code field is required.'] }],
      ['a blank code', () => ({ code: '  ', password: NEW_PASSWORD }), { code: ['The code field is required.'] }],
      ['no password', () => ({ code }), { password: [PASSWORD_MESSAGES.required] }],
    ];

    it.each(cases)('%s', async (_case, body, errors) => {
      const hash = await passwordHash(owner.email);
      const response = await reset({ email: owner.email, ...body() });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
      expect(await passwordHash(owner.email)).toBe(hash);
      expect(
        await count('password_resets where user_id = (select id from users where email = $1) and attempts > 0', [
          owner.email,
        ]),
      ).toBe(0);
    });

    it('and the code then still works', async () => {
      expect((await reset({ email: owner.email, code, password: NEW_PASSWORD })).statusCode).toBe(200);
    });
  });
});
