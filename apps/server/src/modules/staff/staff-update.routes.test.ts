import { ROLE_DEFAULT_PERMISSIONS } from '@fieldbook/domain/permissions/roles.rules';
import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, signIn, useTestApp, whoIs } from '../../test/build-test-app';
import { signatureDataUrl } from '../files/files-test-kit';
import {
  createStaff,
  editBody,
  getStaff,
  putStaff,
  staffBody,
  staffFootprint,
  toggleStaff,
  USERS,
  withoutTrialLimits,
} from './staff-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let ownerId: number;

let SIGNATURE: string;

beforeAll(async () => {
  SIGNATURE = await signatureDataUrl();
  owner = await registerBusiness(ctx.t.app);
  await withoutTrialLimits(ctx.t.app, owner);
  ({ companyId, userId: ownerId } = await whoIs(ctx.t.app, owner));
});

const fresh = async (id: number) => (await getStaff(ctx.t.app, owner, id)).json().payload.user;

describe('PUT /v1/business/company/users saves the Edit Account dialog', () => {
  it('saves names, contact number, colour and signature, answers the user and logs the change', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const response = await putStaff(
      ctx.t.app,
      owner,
      editBody(user, {
        first_name: 'Frances',
        last_name: 'Field',
        phone: '+61 412 345 678',
        color: '#aa3300',
        signature: SIGNATURE,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(STAFF_MESSAGES.updated);
    const { user: saved, requested_new_email } = response.json().payload;
    expect(requested_new_email).toBeNull();
    expect(saved).toMatchObject({
      name: 'Frances Field',
      initials: 'FF',
      phone: { full_phone: '+61 412 345 678' },
      color: '#aa3300',
      signature: SIGNATURE,
      email: user.email,
    });
    expect(saved.updated_at).not.toBe(user.updated_at);
    expect(await fresh(user.id)).toEqual(saved);
    const { rows } = await ctx.db.query(
      `select action, user_id from activity_logs where company_id = $1 and subject_type = 'user' and subject_id = $2 and action = 'user_updated'`,
      [companyId, user.id],
    );
    expect(rows).toEqual([{ action: 'user_updated', user_id: ownerId }]);
  });

  it('clears the contact number with a blank one and the signature with null', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const first = await putStaff(ctx.t.app, owner, editBody(user, { phone: '0412345678', signature: SIGNATURE }));
    const saved = first.json().payload.user;
    // Stored as its full_phone, whichever way it was typed.
    expect(saved.phone).toEqual({ full_phone: '+61 412 345 678' });
    const cleared = await putStaff(ctx.t.app, owner, editBody(saved, { phone: '  ', signature: null }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().payload.user).toMatchObject({ phone: null, signature: null });
  });

  it('answers 409 to a stale edit (someone saved since) and keeps the newer save', async () => {
    const user = await createStaff(ctx.t.app, owner);
    expect((await putStaff(ctx.t.app, owner, editBody(user, { first_name: 'Newer' }))).statusCode).toBe(200);
    const before = await staffFootprint(ctx.db, companyId);
    const stale = await putStaff(ctx.t.app, owner, editBody(user, { first_name: 'Older' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);
    expect(await staffFootprint(ctx.db, companyId)).toEqual(before);
    expect((await fresh(user.id)).first_name).toBe('Newer');
  });

  it('refuses to edit a deactivated user (409, read-only) and changes nothing', async () => {
    const user = await createStaff(ctx.t.app, owner);
    const off = (await toggleStaff(ctx.t.app, owner, user.id)).json().payload.user;
    const before = await staffFootprint(ctx.db, companyId);
    const response = await putStaff(ctx.t.app, owner, editBody(off, { first_name: 'Changed' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(STAFF_MESSAGES.archivedReadOnly);
    expect(await staffFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('answers 404 "User could not be found" for an unknown user', async () => {
    const response = await putStaff(ctx.t.app, owner, { user_id: 987654, first_name: 'A', last_name: 'B' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(STAFF_MESSAGES.notFound);
  });
});

describe('roles and permissions on edit', () => {
  it('the business owner keeps Owner and every permission whatever is sent', async () => {
    const me = await fresh(ownerId);
    const response = await putStaff(
      ctx.t.app,
      owner,
      editBody(me, { first_name: 'Olive', roles: ['Field Staff'], permissions: [] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().payload.user;
    expect(saved).toMatchObject({ first_name: 'Olive', roles: ['Owner'], created_company: true });
    expect([...saved.permissions].sort()).toEqual([...me.permissions].sort());
    // Still able to manage users.
    expect((await as(ctx.t.app, owner, { method: 'GET', url: `${USERS}/all` })).statusCode).toBe(200);
  });

  it('a new role without a list brings its defaults, and open sessions get the change at once', async () => {
    const body = staffBody({ roles: ['Office'] });
    const user = await createStaff(ctx.t.app, owner, body);
    const session = await signIn(ctx.t.app, { email: body.email, password: body.password });
    const list = { method: 'GET', url: `${USERS}/all` } as const;
    expect((await as(ctx.t.app, session, list)).statusCode).toBe(403);

    const promoted = await putStaff(ctx.t.app, owner, editBody(user, { roles: ['Administrator'] }));
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().payload.user.roles).toEqual(['Administrator']);
    expect([...promoted.json().payload.user.permissions].sort()).toEqual(
      [...ROLE_DEFAULT_PERMISSIONS.Administrator].sort(),
    );
    expect((await as(ctx.t.app, session, list)).statusCode).toBe(200);

    const demoted = await putStaff(
      ctx.t.app,
      owner,
      editBody(promoted.json().payload.user, { roles: ['Administrator'], permissions: ['canAccessClients'] }),
    );
    expect(demoted.json().payload.user.permissions).toEqual(['canAccessClients']);
    expect((await as(ctx.t.app, session, list)).statusCode).toBe(403);
    const { rows } = await ctx.db.query(
      `select count(*)::int as n from activity_logs where company_id = $1 and subject_id = $2 and action = 'user_permissions_updated'`,
      [companyId, user.id],
    );
    expect(rows[0].n).toBe(2);
  });

  it('refuses permissions the manager does not hold (an Administrator cannot grant billing)', async () => {
    const admin = await addStaff(ctx.t.app, owner, 'Administrator');
    const user = await createStaff(ctx.t.app, owner);
    const before = await staffFootprint(ctx.db, companyId);
    const response = await putStaff(
      ctx.t.app,
      admin,
      editBody(user, { permissions: [...user.permissions, 'canManageBilling'] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.permissions[0]).toBe(STAFF_MESSAGES.grantUnheld);
    expect(await staffFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('lets a manager keep a permission the user already has that the manager lacks', async () => {
    const user = await createStaff(ctx.t.app, owner, staffBody({ permissions: ['canManageBilling'] }));
    const admin = await addStaff(ctx.t.app, owner, 'Administrator');
    const response = await putStaff(ctx.t.app, admin, editBody(user, { first_name: 'Kept' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.user.permissions).toEqual(['canManageBilling']);
  });
});
