import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  as,
  buildTestApp,
  registerBusiness,
  type Session,
  STRONG_PASSWORD,
  signIn,
  type TestApp,
  whoIs,
} from '../../test/build-test-app';
import { createStaff, staffBody, staffFootprint, toggleStaff, USERS, withoutTrialLimits } from './staff-test-kit';

let t: TestApp;
let db: pg.Pool;
let owner: Session;
let ids: { companyId: number; userId: number };

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
  owner = await registerBusiness(t.app);
  await withoutTrialLimits(t.app, owner);
  ids = await whoIs(t.app, owner);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const refresh = (session: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/user/refresh',
    payload: { guid: session.guid },
    headers: { cookie: session.cookie },
  });

describe('DELETE /v1/business/company/users deactivates and restores', () => {
  it('deactivates: every session ends at once, sign-in and refresh fail; restoring lets them sign in again', async () => {
    const body = staffBody();
    const user = await createStaff(t.app, owner, body);
    const phone = await signIn(t.app, { email: body.email, password: STRONG_PASSWORD });
    const laptop = await signIn(t.app, { email: body.email, password: STRONG_PASSWORD });

    const off = await toggleStaff(t.app, owner, user.id);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(STAFF_MESSAGES.deactivated);
    expect(off.json().payload.user).toMatchObject({ id: user.id, deactivated: true });
    const { rows } = await db.query('select revoked_at from sessions where company_id = $1 and user_id = $2', [
      ids.companyId,
      user.id,
    ]);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);

    for (const session of [phone, laptop]) {
      expect((await refresh(session)).statusCode).toBe(401);
      expect((await as(t.app, session, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(401);
    }
    const denied = await t.app.inject({
      method: 'POST',
      url: '/v1/user/signIn',
      payload: { email: body.email, password: STRONG_PASSWORD, guid: 'again' },
    });
    expect(denied.statusCode).toBe(422);
    expect(denied.json().errors.email[0]).toBe(AUTH_MESSAGES.deactivated);

    const on = await as(t.app, owner, { method: 'DELETE', url: `${USERS}?user_id=${user.id}` });
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe(STAFF_MESSAGES.restored);
    expect(on.json().payload.user.deactivated).toBe(false);
    await expect(signIn(t.app, { email: body.email, password: STRONG_PASSWORD })).resolves.toBeTruthy();
    const actions = await db.query(
      `select action from activity_logs where company_id = $1 and subject_type = 'user' and subject_id = $2 and action like 'user_%' order by id`,
      [ids.companyId, user.id],
    );
    expect(actions.rows.map((r) => r.action)).toEqual(['user_created', 'user_deactivated', 'user_restored']);
  });

  it('refuses to deactivate the business owner, even for an administrator, changing nothing', async () => {
    const admin = await addStaff(t.app, owner, 'Administrator');
    const before = await staffFootprint(db, ids.companyId);
    const response = await toggleStaff(t.app, admin, ids.userId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(STAFF_MESSAGES.ownerCannotBeDeactivated);
    expect(await staffFootprint(db, ids.companyId)).toEqual(before);
    expect((await as(t.app, owner, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(200);
  });

  it('refuses to let a manager deactivate themselves, changing nothing', async () => {
    const admin = await addStaff(t.app, owner, 'Administrator');
    const adminId = (await whoIs(t.app, admin)).userId;
    const before = await staffFootprint(db, ids.companyId);
    const response = await toggleStaff(t.app, admin, adminId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(STAFF_MESSAGES.cannotDeactivateSelf);
    expect(await staffFootprint(db, ids.companyId)).toEqual(before);
  });

  it('keeps a deactivated user read-only: notes are refused with 409', async () => {
    const user = await createStaff(t.app, owner);
    await toggleStaff(t.app, owner, user.id);
    const before = await staffFootprint(db, ids.companyId);
    const note = await as(t.app, owner, {
      method: 'POST',
      url: `${USERS}/notes`,
      payload: { id: user.id, value: '<p>late note</p>' },
    });
    expect(note.statusCode).toBe(409);
    expect(note.json().message).toBe(STAFF_MESSAGES.archivedReadOnly);
    expect(await staffFootprint(db, ids.companyId)).toEqual(before);
  });
});
