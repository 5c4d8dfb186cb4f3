import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  registerBusiness,
  type Session,
  STRONG_PASSWORD,
  useTestApp,
  whoIs,
} from '../../test/build-test-app';
import { lastEmailTo, signInStatus } from '../auth/email-change-test-kit';
import {
  createStaff,
  editBody,
  expectFieldError,
  getStaff,
  passwordToken,
  putStaff,
  staffBody,
  staffFootprint,
  withoutTrialLimits,
} from './staff-test-kit';

/**
 * Issue 32: whoever holds a user's email holds the account (reset codes go there), so a manager must
 * not be able to point the business owner's, or a more powerful user's, email at an address they read.
 */
const ctx = useTestApp();
let owner: Session;
let admin: Session;
let ids: { companyId: number; userId: number };
let n = 0;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  await withoutTrialLimits(ctx.t.app, owner);
  ids = await whoIs(ctx.t.app, owner);
  admin = await addStaff(ctx.t.app, owner, 'Administrator');
});

const attackerAddress = () => `attacker${++n}.${process.pid}@example.com`;
const shown = async (id: number) => (await getStaff(ctx.t.app, admin, id)).json().payload.user;
const outboxTo = async (to: string) =>
  Number((await ctx.db.query('select count(*) as n from email_outbox where "to" = $1', [to])).rows[0].n);

describe('an Administrator cannot take over the business owner', () => {
  it('changing the owner’s email is refused at the email field; nothing is stored or mailed', async () => {
    const target = await shown(ids.userId);
    const to = attackerAddress();
    // A genuine confirmation of the Administrator's own password: only the rule stands in the way.
    const token = await passwordToken(ctx.t.app, admin);
    const before = await staffFootprint(ctx.db, ids.companyId);
    const response = await putStaff(ctx.t.app, admin, editBody(target, { email: to, password_token: token }));
    expectFieldError(response, 'email', STAFF_MESSAGES.ownerEmailOwnerOnly);
    expect(await staffFootprint(ctx.db, ids.companyId)).toEqual(before);
    expect(await outboxTo(to)).toBe(0);
    expect(await outboxTo(owner.email)).toBe(0);
  });

  it('so the takeover (change, verify, reset the password, sign in) has nothing to start from', async () => {
    const to = attackerAddress();
    const response = await putStaff(
      ctx.t.app,
      admin,
      editBody(await shown(ids.userId), { email: to, password_token: await passwordToken(ctx.t.app, admin) }),
    );
    expect(response.statusCode).toBe(422);
    const { rows } = await ctx.db.query(
      'select count(*)::int as n from email_changes where company_id = $1 and user_id = $2',
      [ids.companyId, ids.userId],
    );
    expect(rows[0].n).toBe(0);
    // No verify link was sent, so the address never becomes the owner's; a reset asked for it mails nothing.
    const forgot = await ctx.t.app.inject({ method: 'POST', url: '/v1/user/password/forgot', payload: { email: to } });
    expect(forgot.statusCode).toBe(200);
    expect(await lastEmailTo(ctx.db, to)).toBeUndefined();
    expect(await signInStatus(ctx.t.app, to, STRONG_PASSWORD)).toBe(422);
    expect(await signInStatus(ctx.t.app, owner.email, owner.password)).toBe(200);
  });

  it('nor changes the owner’s role or permissions, whatever is sent', async () => {
    const target = await shown(ids.userId);
    const response = await putStaff(
      ctx.t.app,
      admin,
      editBody(target, { roles: ['Field Staff'], permissions: ['canAccessCalendar'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await ctx.db.query('select role, permissions from users where company_id = $1 and id = $2', [
      ids.companyId,
      ids.userId,
    ]);
    expect(rows[0].role).toBe('Owner');
    expect([...rows[0].permissions].sort()).toEqual([...target.permissions].sort());
  });

  it('the owner still changes their own email on the staff screen', async () => {
    const to = attackerAddress();
    const response = await putStaff(
      ctx.t.app,
      owner,
      editBody(await shown(ids.userId), { email: to, password_token: await passwordToken(ctx.t.app, owner) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.requested_new_email).toBe(to);
  });
});

describe('an Administrator changes only the email of someone who can do no more than they can', () => {
  it('refuses someone holding billing, which the Administrator lacks; nothing is stored or mailed', async () => {
    const billing = await createStaff(
      ctx.t.app,
      owner,
      staffBody({ roles: ['Office'], permissions: ['canAccessPortalBusiness', 'canManageBilling'] }),
    );
    const to = attackerAddress();
    const token = await passwordToken(ctx.t.app, admin);
    const before = await staffFootprint(ctx.db, ids.companyId);
    const response = await putStaff(ctx.t.app, admin, editBody(billing, { email: to, password_token: token }));
    expectFieldError(response, 'email', STAFF_MESSAGES.emailHolderOutranks);
    expect(await staffFootprint(ctx.db, ids.companyId)).toEqual(before);
    expect(await outboxTo(to)).toBe(0);
  });

  it('changes a field staff member’s', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const to = attackerAddress();
    const response = await putStaff(
      ctx.t.app,
      admin,
      editBody(user, { email: to, password_token: await passwordToken(ctx.t.app, admin) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ requested_new_email: to, user: { email: user.email } });
  });
});
