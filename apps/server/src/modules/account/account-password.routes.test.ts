import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, EMAIL_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, signIn, whoIs } from '../../test/build-test-app';
import { accountTestContext } from './account-test-kit';

const { ctx, count, userRow, load, signInResponse, refresh } = accountTestContext();

describe('PUT /v1/user/profile', () => {
  const profile = (session: Session, body: Record<string, unknown>) =>
    as(ctx.t.app, session, { method: 'PUT', url: '/v1/user/profile', payload: body });

  it('saves the names; load and the stored row show them, and the change is logged', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const response = await profile(owner, { first_name: 'Grace', last_name: 'Hopper', email: owner.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your profile has been updated');
    expect(response.json().payload).toMatchObject({ name: 'Grace Hopper', initials: 'GH', email: owner.email });

    const details = (await load(owner)).json().payload.details;
    expect(details).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', name: 'Grace Hopper' });
    const row = await userRow(owner.email);
    expect([row.first_name, row.last_name]).toEqual(['Grace', 'Hopper']);
    expect(
      await count(`activity_logs where company_id = $1 and user_id = $2 and action = 'profile_updated'`, [
        row.company_id,
        row.id,
      ]),
    ).toBe(1);
  });

  describe('refuses bad input and changes nothing', () => {
    let owner: Session;
    let other: Session;
    beforeAll(async () => {
      owner = await registerBusiness(ctx.t.app, { first_name: 'Olivia', last_name: 'Original' });
      other = await registerBusiness(ctx.t.app);
    });

    const cases: [string, () => Record<string, unknown>, string, string][] = [
      ['a missing first name', () => ({ first_name: '' }), 'first_name', 'The first name field is required.'],
      ['a blank last name', () => ({ last_name: '   ' }), 'last_name', 'The last name field is required.'],
      [
        'a first name over 100 characters',
        () => ({ first_name: 'x'.repeat(101) }),
        'first_name',
        'The first name may not be greater than 100 characters.',
      ],
      ['an email that is not an address', () => ({ email: 'not-an-email' }), 'email', EMAIL_MESSAGES.invalid],
      ['an email with a space', () => ({ email: 'a b@example.com' }), 'email', EMAIL_MESSAGES.invalid],
      [
        'an email change without the password',
        () => ({ email: 'fresh-address@example.com' }),
        'password',
        'Enter your current password to change your email.',
      ],
      [
        'an email change with a wrong password',
        () => ({ email: 'fresh-address@example.com', password: 'Wrong-Pass1!' }),
        'password',
        AUTH_MESSAGES.passwordIncorrect,
      ],
      [
        "another user's email",
        () => ({ email: other.email.toUpperCase(), password: owner.password }),
        'email',
        AUTH_MESSAGES.emailTaken,
      ],
    ];

    it.each(cases)('%s', async (_case, change, field, message) => {
      const before = await userRow(owner.email);
      const sent = await count('email_outbox');
      const changes = await count('email_changes');
      const response = await profile(owner, {
        first_name: 'Changed',
        last_name: 'Name',
        email: owner.email,
        ...change(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 'error', payload: null, message });
      expect(response.json().errors).toEqual({ [field]: [message] });
      expect(await userRow(owner.email)).toEqual(before);
      expect(await count('email_outbox')).toBe(sent);
      expect(await count('email_changes')).toBe(changes);
    });
  });
});

describe('PUT /v1/user/password', () => {
  const NEW_PASSWORD = 'Brand-New-Pass2@';
  const change = (session: Session, body: Record<string, unknown>) =>
    as(ctx.t.app, session, { method: 'PUT', url: '/v1/user/password', payload: body });

  describe('refuses bad input and keeps the password', () => {
    let owner: Session;
    beforeAll(async () => {
      owner = await registerBusiness(ctx.t.app);
    });

    const cases: [string, () => Record<string, unknown>, Record<string, string[]>][] = [
      [
        'a wrong current password',
        () => ({ current_password: 'Wrong-Pass1!', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
        { current_password: [AUTH_MESSAGES.passwordIncorrect] },
      ],
      [
        'a missing current password',
        () => ({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
        { current_password: ['The current password field is required.'] },
      ],
      [
        'the current password again',
        () => ({ current_password: owner.password, password: owner.password, password_confirmation: owner.password }),
        { password: [PASSWORD_MESSAGES.previous] },
      ],
      [
        'a weak password',
        () => ({ current_password: owner.password, password: 'weakling', password_confirmation: 'weakling' }),
        { password: [PASSWORD_MESSAGES.uppercase, PASSWORD_MESSAGES.special] },
      ],
      [
        'a short one missing every class',
        () => ({ current_password: owner.password, password: '1234', password_confirmation: '1234' }),
        {
          password: [
            PASSWORD_MESSAGES.minLength,
            PASSWORD_MESSAGES.lowercase,
            PASSWORD_MESSAGES.uppercase,
            PASSWORD_MESSAGES.special,
          ],
        },
      ],
      [
        'a confirmation that does not match',
        () => ({ current_password: owner.password, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` }),
        { password_confirmation: [PASSWORD_MESSAGES.confirmation] },
      ],
    ];

    it.each(cases)('%s', async (_case, body, errors) => {
      const before = await userRow(owner.email);
      const history = await count('password_history where user_id = $1', [before.id]);
      const response = await change(owner, body());
      expect(response.statusCode).toBe(422);
      expect(response.json().status).toBe('error');
      expect(response.json().errors).toEqual(errors);
      expect(await userRow(owner.email)).toEqual(before);
      expect(await count('password_history where user_id = $1', [before.id])).toBe(history);
      expect((await signInResponse(owner.email, owner.password)).statusCode).toBe(200);
    });
  });

  it('refuses an earlier password, not only the current one', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const first = await change(owner, {
      current_password: owner.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    const before = await userRow(owner.email);
    const back = await change(owner, {
      current_password: NEW_PASSWORD,
      password: owner.password,
      password_confirmation: owner.password,
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors).toEqual({ password: [PASSWORD_MESSAGES.previous] });
    expect(await userRow(owner.email)).toEqual(before);
  });

  it('changes the password, keeps this session and signs out every other device', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const phone = await signIn(ctx.t.app, owner, 'phone');
    const response = await change(owner, {
      current_password: owner.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', message: 'Your password has been changed' });

    expect((await load(owner)).statusCode).toBe(200);
    expect((await refresh(owner)).statusCode).toBe(200);
    expect((await load(phone)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);

    const old = await signInResponse(owner.email, owner.password);
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.email).toEqual([AUTH_MESSAGES.invalidCredentials]);
    expect((await signInResponse(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /v1/user/password/validate', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await registerBusiness(ctx.t.app);
  });
  const validate = (payload: Record<string, unknown>) =>
    as(ctx.t.app, owner, { method: 'POST', url: '/v1/user/password/validate', payload });

  it.each([
    ['a wrong password', { password: 'Wrong-Pass1!' }, AUTH_MESSAGES.passwordIncorrect],
    ['an empty password', { password: '' }, PASSWORD_MESSAGES.required],
    ['no password', {}, PASSWORD_MESSAGES.required],
  ])('refuses %s and issues no token', async (_case, body, message) => {
    const before = await count('password_confirmations');
    const response = await validate(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [message] });
    expect(await count('password_confirmations')).toBe(before);
  });

  it('answers a fresh token for the right password and keeps only its hash', async () => {
    const first = await validate({ password: owner.password });
    expect(first.statusCode).toBe(200);
    const token = first.json().payload.token;
    expect(token).toEqual(expect.any(String));
    expect(token.length).toBeGreaterThan(20);
    const { userId } = await whoIs(ctx.t.app, owner);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(
      await count('password_confirmations where user_id = $1 and token_hash = $2 and expires_at > now()', [
        userId,
        hash,
      ]),
    ).toBe(1);
    expect(await count('password_confirmations where token_hash = $1', [token])).toBe(0);
    const second = await validate({ password: owner.password });
    expect(second.json().payload.token).not.toBe(token);
  });
});
