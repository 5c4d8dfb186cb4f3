import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { EMAIL_CHANGE_HOURS, EMAIL_CHANGE_MESSAGES } from '@fieldbook/domain/auth/email-change.constants';
import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addStaff,
  as,
  registerBusiness,
  type Session,
  STRONG_PASSWORD,
  signIn,
  useTestApp,
  whoIs,
} from '../../test/build-test-app';
import { lastEmailTo, lastResetCode, linkCode, openEmailLink, resetPassword } from '../auth/email-change-test-kit';
import {
  createStaff,
  editBody,
  expectFieldError,
  passwordToken,
  putStaff,
  staffBody,
  staffFootprint,
  withoutTrialLimits,
} from './staff-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let n = 0;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  await withoutTrialLimits(ctx.t.app, owner);
  ({ companyId } = await whoIs(ctx.t.app, owner));
});
afterEach(() => {
  vi.useRealTimers();
});

const newAddress = () => `changed${++n}.${process.pid}@example.com`;

/** A staff member whose email the owner asks to change; answers the codes sent to both addresses. */
type Shown = { id: number; email: string; first_name: string; last_name: string; updated_at: string };

async function requestChange(user: Shown, to = newAddress()) {
  const response = await putStaff(
    ctx.t.app,
    owner,
    editBody(user, { email: to, password_token: await passwordToken(ctx.t.app, owner) }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return {
    to,
    user: response.json().payload.user,
    requested: response.json().payload.requested_new_email,
    verify: linkCode((await lastEmailTo(ctx.db, to))?.text, 'verify'),
    reverse: linkCode((await lastEmailTo(ctx.db, user.email))?.text, 'reverse'),
  };
}

const canSignIn = async (email: string) =>
  (
    await ctx.t.app.inject({
      method: 'POST',
      url: '/v1/user/signIn',
      payload: { email, password: STRONG_PASSWORD, guid: `g-${++n}` },
    })
  ).statusCode === 200;

async function expectInvalidLink(kind: 'verify' | 'reverse', code: string) {
  const response = await openEmailLink(ctx.t.app, kind, code);
  expect(response.statusCode).toBe(404);
  expect(response.json().message).toBe(EMAIL_CHANGE_MESSAGES.invalid);
}

describe('changing a staff member’s email', () => {
  it('stays pending until the link is opened; the old address signs in until then, the new one after', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const change = await requestChange(user);
    expect(change.requested).toBe(change.to);
    expect(change.user).toMatchObject({
      email: user.email,
      is_unverified: true,
      unverified_email: { email: change.to },
    });
    expect(await canSignIn(user.email)).toBe(true);
    expect(await canSignIn(change.to)).toBe(false);

    const verified = await openEmailLink(ctx.t.app, 'verify', change.verify);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe(EMAIL_CHANGE_MESSAGES.verified);
    const shown = (
      await as(ctx.t.app, owner, { method: 'GET', url: `/v1/business/company/users?user_id=${user.id}` })
    ).json().payload.user;
    expect(shown).toMatchObject({ email: change.to, is_unverified: false, unverified_email: null });
    expect(await canSignIn(change.to)).toBe(true);
    expect(await canSignIn(user.email)).toBe(false);
    // A link works once.
    await expectInvalidLink('verify', change.verify);
    const { rows } = await ctx.db.query(
      `select action from activity_logs where company_id = $1 and subject_id = $2 and action like 'user_email%' order by id`,
      [companyId, user.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['user_email_change_requested', 'user_email_verified']);
  });

  it('a newer request replaces the pending one: the older link stops working', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const first = await requestChange(user);
    const second = await requestChange(first.user);
    await expectInvalidLink('verify', first.verify);
    await expectInvalidLink('reverse', first.reverse);
    expect((await openEmailLink(ctx.t.app, 'verify', second.verify)).statusCode).toBe(200);
    expect(await canSignIn(second.to)).toBe(true);
    expect(await canSignIn(first.to)).toBe(false);
  });

  it('the verify link expires after 24 hours', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const change = await requestChange(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000 + 60_000);
    await expectInvalidLink('verify', change.verify);
    vi.useRealTimers();
    expect(await canSignIn(user.email)).toBe(true);
    expect(await canSignIn(change.to)).toBe(false);
  });

  it('is still valid just before 24 hours', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const change = await requestChange(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000 - 60_000);
    expect((await openEmailLink(ctx.t.app, 'verify', change.verify)).statusCode).toBe(200);
  });

  it('answers 404 to an unknown code', async () => {
    await expectInvalidLink('verify', 'no-such-code');
    await expectInvalidLink('reverse', 'no-such-code');
  });
});

describe('reversing from the old address', () => {
  const NEW_PASSWORD = 'Chosen-Again7$';

  it('after verifying: restores the old address, ends every session, and the password until a new one is chosen', async () => {
    const body = staffBody();
    const user = await createStaff(ctx.t.app, owner, body);
    const session = await signIn(ctx.t.app, { email: body.email, password: STRONG_PASSWORD });
    const change = await requestChange(user);
    expect((await openEmailLink(ctx.t.app, 'verify', change.verify)).statusCode).toBe(200);

    const reversed = await openEmailLink(ctx.t.app, 'reverse', change.reverse);
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().message).toBe(EMAIL_CHANGE_MESSAGES.reversed);
    expect(await canSignIn(body.email)).toBe(false);
    expect(await canSignIn(change.to)).toBe(false);
    expect((await as(ctx.t.app, session, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(401);
    await expectInvalidLink('reverse', change.reverse);

    // The restored address holds the way back in; the new one heard nothing more.
    expect(await lastEmailTo(ctx.db, change.to)).toMatchObject({ subject: 'Confirm your new Fieldbook email address' });
    const code = await lastResetCode(ctx.db, body.email);
    expect((await resetPassword(ctx.t.app, body.email, code, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(ctx.t.app, { email: body.email, password: NEW_PASSWORD })).token).toBeTruthy();
  });

  it('before verifying: cancels the pending change, so its verify link no longer works', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const change = await requestChange(user);
    expect((await openEmailLink(ctx.t.app, 'reverse', change.reverse)).statusCode).toBe(200);
    await expectInvalidLink('verify', change.verify);
    const { rows } = await ctx.db.query('select email, unverified_email from users where company_id = $1 and id = $2', [
      companyId,
      user.id,
    ]);
    expect(rows[0]).toEqual({ email: user.email, unverified_email: null });
    expect(await canSignIn(user.email)).toBe(false);
    expect(await lastResetCode(ctx.db, user.email)).toMatch(/^\d{6}$/);
  });
});

describe('refused email changes store nothing', () => {
  it('without a password token, with a wrong one or with another user’s, on password_token', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const other = await addStaff(ctx.t.app, owner, 'Administrator');
    const tokens = [undefined, 'not-a-token', await passwordToken(ctx.t.app, other)];
    const before = await staffFootprint(ctx.db, companyId);
    for (const token of tokens) {
      const response = await putStaff(ctx.t.app, owner, editBody(user, { email: newAddress(), password_token: token }));
      expectFieldError(response, 'password_token', STAFF_MESSAGES.passwordVerificationRequired);
    }
    expect(await staffFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('with an expired password token', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const token = await passwordToken(ctx.t.app, owner);
    await ctx.db.query(`update password_confirmations set expires_at = now() - interval '1 minute'`);
    const before = await staffFootprint(ctx.db, companyId);
    const response = await putStaff(ctx.t.app, owner, editBody(user, { email: newAddress(), password_token: token }));
    expectFieldError(response, 'password_token', STAFF_MESSAGES.passwordVerificationExpired);
    expect(await staffFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('to an address any account already uses, in any case', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const rival = await registerBusiness(ctx.t.app);
    const before = await staffFootprint(ctx.db, companyId);
    const response = await putStaff(
      ctx.t.app,
      owner,
      editBody(user, { email: rival.email.toUpperCase(), password_token: await passwordToken(ctx.t.app, owner) }),
    );
    expectFieldError(response, 'email', AUTH_MESSAGES.emailTaken);
    expect(await staffFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('the same address in another case is no change and needs no token', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const response = await putStaff(ctx.t.app, owner, editBody(user, { email: user.email.toUpperCase() }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ requested_new_email: null, user: { email: user.email } });
  });
});
