import { AUTH_MESSAGES, EMAIL_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import { STAFF_PERMISSIONS_MAX } from '@fieldbook/domain/staff/staff.schemas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, buildTestApp, registerBusiness, type Session, type TestApp, whoIs } from '../../test/build-test-app';
import { expectFieldError, postStaff, staffBody, staffFootprint } from './staff-test-kit';

let t: TestApp;
let db: pg.Pool;
let owner: Session;
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
  owner = await registerBusiness(t.app);
  companyId = (await whoIs(t.app, owner)).companyId;
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('POST /v1/business/company/users refuses bad input, changing nothing', () => {
  it.each([
    ['a missing first name', { first_name: undefined }, 'first_name', STAFF_MESSAGES.firstNameRequired],
    ['a blank first name', { first_name: '   ' }, 'first_name', STAFF_MESSAGES.firstNameRequired],
    ['a missing last name', { last_name: undefined }, 'last_name', STAFF_MESSAGES.lastNameRequired],
    ['a blank last name', { last_name: '' }, 'last_name', STAFF_MESSAGES.lastNameRequired],
    ['a missing email', { email: undefined }, 'email', EMAIL_MESSAGES.required],
    ['an invalid email', { email: 'not an email' }, 'email', EMAIL_MESSAGES.invalid],
    ['a short password', { password: 'Ab!', password_confirmation: 'Ab!' }, 'password', PASSWORD_MESSAGES.minLength],
    ['a password with no lowercase', { password: 'ABCDEFG!1' }, 'password', PASSWORD_MESSAGES.lowercase],
    ['a password with no uppercase', { password: 'abcdefg!1' }, 'password', PASSWORD_MESSAGES.uppercase],
    ['a password with no special character', { password: 'Abcdefgh1' }, 'password', PASSWORD_MESSAGES.special],
    [
      'an unconfirmed password',
      { password_confirmation: 'Different-Pass1!' },
      'password_confirmation',
      PASSWORD_MESSAGES.confirmation,
    ],
    [
      'a password with no confirmation',
      { password_confirmation: undefined },
      'password_confirmation',
      PASSWORD_MESSAGES.confirmation,
    ],
    ['no role', { roles: [] }, 'roles', STAFF_MESSAGES.roleRequired],
    ['the Owner role', { roles: ['Owner'] }, 'roles.0', STAFF_MESSAGES.roleRequired],
    ['two roles', { roles: ['Office', 'Field Staff'] }, 'roles', STAFF_MESSAGES.oneRole],
    ['an unknown permission', { permissions: ['canFly'] }, 'permissions.0', STAFF_MESSAGES.unknownPermission],
    ['a plan permission', { permissions: ['isSubscribed'] }, 'permissions.0', STAFF_MESSAGES.unknownPermission],
  ])('refuses %s', async (_what, changes, key, message) => {
    const before = await staffFootprint(db, companyId);
    const response = await postStaff(t.app, owner, staffBody(changes));
    expectFieldError(response, key, message);
    expect(await staffFootprint(db, companyId)).toEqual(before);
  });

  it('refuses a permissions list longer than there are permissions (a million repeats was seconds, and every later request by the user slow)', async () => {
    const before = await staffFootprint(db, companyId);
    const permissions = Array.from({ length: 10_000 }, () => 'canAccessCalendar');
    const response = await postStaff(t.app, owner, staffBody({ permissions }));
    expectFieldError(response, 'permissions', `The permissions may not have more than ${STAFF_PERMISSIONS_MAX} items.`);
    expect(await staffFootprint(db, companyId)).toEqual(before);
  });

  it('refuses an email already used by any account, in any case', async () => {
    const other = await registerBusiness(t.app);
    const before = await staffFootprint(db, companyId);
    const response = await postStaff(t.app, owner, staffBody({ email: other.email.toUpperCase() }));
    expectFieldError(response, 'email', AUTH_MESSAGES.emailTaken);
    expect(await staffFootprint(db, companyId)).toEqual(before);
  });

  it('refuses permissions the manager does not hold (an Administrator cannot grant billing)', async () => {
    const admin = await addStaff(t.app, owner, 'Administrator');
    const before = await staffFootprint(db, companyId);
    const response = await postStaff(t.app, admin, staffBody({ permissions: ['canManageBilling'] }));
    expectFieldError(response, 'permissions', STAFF_MESSAGES.grantUnheld);
    expect(await staffFootprint(db, companyId)).toEqual(before);
  });
});
