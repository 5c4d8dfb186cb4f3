import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { EMAIL_CHANGE_MESSAGES } from '@fieldbook/domain/auth/email-change.constants';
import { describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, signIn } from '../../test/build-test-app';
import {
  lastEmailTo,
  lastResetCode,
  linkCode,
  openEmailLink,
  resetPassword,
  signInStatus,
} from '../auth/email-change-test-kit';
import { accountTestContext } from './account-test-kit';

const { ctx, count, userRow, load, refresh } = accountTestContext();
let n = 0;
const newAddress = () => `moved${++n}.${process.pid}@example.com`;

const profile = (session: Session, body: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'PUT', url: '/v1/user/profile', payload: body });

/** Asks for the session's own email to change; answers the codes mailed to the new and the old address. */
async function changeOwnEmail(session: Session, to = newAddress()) {
  const response = await profile(session, {
    first_name: 'Olivia',
    last_name: 'Owner',
    email: to,
    password: session.password,
  });
  expect(response.statusCode, response.body).toBe(200);
  const stored = to.toLowerCase();
  return {
    response,
    to: stored,
    verify: linkCode((await lastEmailTo(ctx.db, stored))?.text, 'verify'),
    reverse: linkCode((await lastEmailTo(ctx.db, session.email))?.text, 'reverse'),
  };
}

describe('PUT /v1/user/profile with a new email', () => {
  it('keeps the address until the link is opened: a verify link to the new address, a reverse link to the old', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const before = await userRow(owner.email);
    const sent = await count('email_outbox');
    const to = newAddress();
    const change = await changeOwnEmail(owner, to.toUpperCase());

    expect(change.response.json().message).toBe(EMAIL_CHANGE_MESSAGES.requested(to));
    expect(change.response.json().payload).toMatchObject({ email: owner.email, unverified_email: to });
    expect((await userRow(owner.email)).email).toBe(before.email);
    expect((await load(owner)).json().payload.details).toMatchObject({ email: owner.email, unverified_email: to });
    const { rows } = await ctx.db.query('select "to", subject from email_outbox order by id offset $1', [sent]);
    expect(rows).toEqual([
      { to, subject: 'Confirm your new Fieldbook email address' },
      { to: owner.email, subject: 'Your Fieldbook email address is being changed' },
    ]);
    expect(await signInStatus(ctx.t.app, owner.email, owner.password)).toBe(200);
    expect(await signInStatus(ctx.t.app, to, owner.password)).toBe(422);
  });

  it('the verify link makes the new address the sign-in address', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const change = await changeOwnEmail(owner);
    const verified = await openEmailLink(ctx.t.app, 'verify', change.verify);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe(EMAIL_CHANGE_MESSAGES.verified);
    expect((await load(owner)).json().payload.details).toMatchObject({ email: change.to, unverified_email: null });
    expect(await signInStatus(ctx.t.app, change.to, owner.password)).toBe(200);
    expect(await signInStatus(ctx.t.app, owner.email, owner.password)).toBe(422);
  });

  it('the reverse link restores the old address', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const change = await changeOwnEmail(owner);
    expect((await openEmailLink(ctx.t.app, 'verify', change.verify)).statusCode).toBe(200);
    const reversed = await openEmailLink(ctx.t.app, 'reverse', change.reverse);
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().message).toBe(EMAIL_CHANGE_MESSAGES.reversed);
    const row = await userRow(owner.email);
    expect(row).toMatchObject({ email: owner.email });
    expect(await count('users where lower(email) = $1', [change.to])).toBe(0);
  });

  it('saving the same address in another case changes nothing and mails nothing', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const sent = await count('email_outbox');
    const response = await profile(owner, {
      first_name: 'Olivia',
      last_name: 'Owner',
      email: owner.email.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Your profile has been updated');
    expect(response.json().payload).toMatchObject({ email: owner.email, unverified_email: null });
    expect(await count('email_outbox')).toBe(sent);
  });
});

describe('reversing a takeover through a changed email', () => {
  const ATTACKER_PASSWORD = 'Attacker-Pass3%';
  const OWNER_PASSWORD = 'Owner-Again4^';

  it('shuts the taker out: their password, their reset codes and their sessions stop working', async () => {
    // Someone with the owner's session and password moves the email to an address they read…
    const owner = await registerBusiness(ctx.t.app);
    const change = await changeOwnEmail(owner);
    expect((await openEmailLink(ctx.t.app, 'verify', change.verify)).statusCode).toBe(200);
    // …resets the password there, signs in, and keeps a fresh reset code in hand.
    await ctx.t.app.inject({ method: 'POST', url: '/v1/user/password/forgot', payload: { email: change.to } });
    const used = await lastResetCode(ctx.db, change.to);
    expect((await resetPassword(ctx.t.app, change.to, used, ATTACKER_PASSWORD)).statusCode).toBe(200);
    const taker = await signIn(ctx.t.app, { email: change.to, password: ATTACKER_PASSWORD });
    await ctx.t.app.inject({ method: 'POST', url: '/v1/user/password/forgot', payload: { email: change.to } });
    const kept = await lastResetCode(ctx.db, change.to);
    const sentToTaker = await count('email_outbox where "to" = $1', [change.to]);

    // The owner opens the reverse link from the old address.
    expect((await openEmailLink(ctx.t.app, 'reverse', change.reverse)).statusCode).toBe(200);
    expect((await userRow(owner.email)).email).toBe(owner.email);

    for (const email of [owner.email, change.to]) {
      expect(await signInStatus(ctx.t.app, email, ATTACKER_PASSWORD)).toBe(422);
      const reset = await resetPassword(ctx.t.app, email, kept, 'Another-Pass5&');
      expect(reset.statusCode).toBe(422);
      expect(reset.json().errors).toEqual({ code: [AUTH_MESSAGES.resetInvalid] });
    }
    expect((await refresh(taker)).statusCode).toBe(401);
    expect((await load(taker)).statusCode).toBe(401);
    expect((await load(owner)).statusCode).toBe(401);
    // The password of before the change is not brought back either: the taker knew it.
    expect(await signInStatus(ctx.t.app, owner.email, owner.password)).toBe(422);
    expect(await count('email_outbox where "to" = $1', [change.to])).toBe(sentToTaker);

    // The owner chooses a new password with the code mailed to the restored address.
    const code = await lastResetCode(ctx.db, owner.email);
    expect((await resetPassword(ctx.t.app, owner.email, code, OWNER_PASSWORD)).statusCode).toBe(200);
    expect(await signInStatus(ctx.t.app, owner.email, OWNER_PASSWORD)).toBe(200);
  });
});
