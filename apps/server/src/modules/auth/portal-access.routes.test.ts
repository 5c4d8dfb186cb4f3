import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { PORTAL_PERMISSION } from '@fieldbook/domain/permissions/route-permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, signIn, useTestApp, whoIs } from '../../test/build-test-app';

/**
 * canAccessPortalBusiness (issue 21): a staff member without it still signs in, refreshes, loads
 * themselves and keeps their credentials up; the business itself answers 403.
 */

const ctx = useTestApp();
let member: Session;

const FORBIDDEN = { status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.forbidden };
const NEW_PASSWORD = 'Brand-New-Pass2@';

beforeAll(async () => {
  const owner = await registerBusiness(ctx.t.app);
  const office = await addStaff(ctx.t.app, owner, 'Office');
  const { userId } = await whoIs(ctx.t.app, office);
  await ctx.db.query('update users set permissions = array_remove(permissions, $1) where id = $2', [
    PORTAL_PERMISSION,
    userId,
  ]);
  member = await signIn(ctx.t.app, office);
});

describe('a staff member without canAccessPortalBusiness', () => {
  it('signs in and loads themselves, the load showing the permission missing', async () => {
    const load = await as(ctx.t.app, member, { method: 'GET', url: '/v1/user/load' });
    expect(load.statusCode).toBe(200);
    expect(load.json().payload.permissions).not.toContain(PORTAL_PERMISSION);
    expect(load.json().payload.permissions).toContain('canAccessClients');
  });

  it('is refused the business, even where their other permissions would open it', async () => {
    for (const url of ['/v1/business/company', '/v1/clients/groups', '/v1/notifications/all']) {
      const refused = await as(ctx.t.app, member, { method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
    }
  });

  it('refreshes the session and changes their own password', async () => {
    const refreshed = await ctx.t.app.inject({
      method: 'POST',
      url: '/v1/user/refresh',
      payload: { guid: member.guid },
      headers: { cookie: member.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const session = { ...member, token: refreshed.json().payload.token };
    const changed = await as(ctx.t.app, session, {
      method: 'PUT',
      url: '/v1/user/password',
      payload: { current_password: member.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
