import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  as,
  buildTestApp,
  registerBusiness,
  type Session,
  type TestApp,
  whoIs,
} from '../../test/build-test-app';
import { createStaff, staffBody, staffFootprint, USERS } from './staff-test-kit';

let t: TestApp;
let db: pg.Pool;
let owner: Session;
let office: Session;
let companyId: number;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
  owner = await registerBusiness(t.app);
  companyId = (await whoIs(t.app, owner)).companyId;
  office = await addStaff(t.app, owner, 'Office');
  userId = (await createStaff(t.app, owner)).id;
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const FORBIDDEN = 'You do not have permission to perform this action.';

const calls = (id: number) =>
  [
    { method: 'GET', url: `${USERS}?user_id=${id}` },
    { method: 'GET', url: `${USERS}/timeline?id=${id}` },
    { method: 'DELETE', url: USERS, payload: { user_id: id } },
    { method: 'PUT', url: USERS, payload: { user_id: id, first_name: 'Changed', last_name: 'Name' } },
    { method: 'GET', url: `${USERS}/logs?user_id=${id}` },
    { method: 'POST', url: `${USERS}/notes`, payload: { id, value: '<p>x</p>' } },
  ] as const;

describe('staff calls need canManageUsers', () => {
  it.each([
    { method: 'GET', url: `${USERS}/all` },
    { method: 'GET', url: `${USERS}/permissions` },
    { method: 'POST', url: USERS, payload: staffBody() },
    { method: 'GET', url: `${USERS}/logs` },
  ] as const)('refuses $method $url with 403 for Office staff, changing nothing', async (call) => {
    const before = await staffFootprint(db, companyId);
    const response = await as(t.app, office, call);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(FORBIDDEN);
    expect(await staffFootprint(db, companyId)).toEqual(before);
  });

  it('refuses every per-user call with 403 and changes nothing', async () => {
    const before = await staffFootprint(db, companyId);
    for (const call of calls(userId)) {
      const response = await as(t.app, office, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await staffFootprint(db, companyId)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${USERS}/all` })).statusCode).toBe(401);
  });
});

describe('another company’s user', () => {
  it('answers 404 "User could not be found" to every per-user call and changes nothing', async () => {
    const rival = await registerBusiness(t.app);
    const before = await staffFootprint(db, companyId);
    for (const call of calls(userId)) {
      const response = await as(t.app, rival, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().message).toBe(STAFF_MESSAGES.notFound);
    }
    expect(await staffFootprint(db, companyId)).toEqual(before);
    const list = await as(t.app, rival, { method: 'GET', url: `${USERS}/all` });
    expect(list.json().payload.users.map((u: { id: number }) => u.id)).not.toContain(userId);
  });
});
