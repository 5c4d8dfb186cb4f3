import { ROLE_DEFAULT_PERMISSIONS } from '@fieldbook/domain/permissions/roles.rules';
import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  buildTestApp,
  registerBusiness,
  type Session,
  STRONG_PASSWORD,
  signIn,
  type TestApp,
  whoIs,
} from '../../test/build-test-app';
import { createStaff, getStaff, postStaff, staffBody, USERS, withoutTrialLimits } from './staff-test-kit';

let t: TestApp;
let db: pg.Pool;
let owner: Session;
let ids: { companyId: number; userId: number };

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
  owner = await registerBusiness(t.app, { first_name: 'Olga', last_name: 'Owner' });
  await withoutTrialLimits(t.app, owner);
  ids = await whoIs(t.app, owner);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const logActions = async (userId: number) =>
  (
    await db.query<{ action: string }>(
      `select action from activity_logs where company_id = $1 and subject_type = 'user' and subject_id = $2 order by id`,
      [ids.companyId, userId],
    )
  ).rows.map((r) => r.action);

describe('POST /v1/business/company/users', () => {
  it('creates a staff member with a password and its role defaults, who can then sign in', async () => {
    const body = staffBody({ first_name: ' Fran ', color: '#ff0000' });
    const response = await postStaff(t.app, owner, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(STAFF_MESSAGES.created);
    const user = response.json().payload.user;
    expect(user).toMatchObject({
      name: 'Fran Fielder',
      first_name: 'Fran',
      initials: 'FF',
      email: body.email,
      roles: ['Field Staff'],
      permissions: [...ROLE_DEFAULT_PERMISSIONS['Field Staff']],
      color: '#ff0000',
      created_company: false,
      deactivated: false,
      is_unverified: false,
    });
    expect(await logActions(user.id)).toEqual(['user_created']);
    const { rows } = await db.query('select count(*)::int as n from email_outbox where "to" = $1', [body.email]);
    expect(rows[0].n).toBe(0);
    await expect(signIn(t.app, { email: body.email, password: STRONG_PASSWORD })).resolves.toBeTruthy();
  });

  it('stores the chosen permissions instead of the defaults', async () => {
    const user = await createStaff(t.app, owner, staffBody({ roles: ['Office'], permissions: ['canAccessFiles'] }));
    expect(user).toMatchObject({ roles: ['Office'], permissions: ['canAccessFiles'] });
  });

  it('with no password emails a set-password link whose code sets the password', async () => {
    const body = staffBody({ password: '', password_confirmation: '' });
    const user = await createStaff(t.app, owner, body);
    const { rows } = await db.query<{ subject: string; text: string }>(
      'select subject, text from email_outbox where "to" = $1',
      [body.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toMatch(/Set your .* password/);
    const code = rows[0]?.text.match(/Your code is (\d{6})\b/)?.[1];
    expect(rows[0]?.text).toContain(`password/reset/${code}`);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/user/password/reset',
      payload: { email: body.email, code, password: 'Chosen-Pass2@', password_confirmation: 'Chosen-Pass2@' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expect(signIn(t.app, { email: body.email, password: 'Chosen-Pass2@' })).resolves.toBeTruthy();
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('GET /v1/business/company/users', () => {
  it('answers the user, no licences yet and page 1 of their timeline', async () => {
    const user = await createStaff(t.app, owner);
    const note = await as(t.app, owner, {
      method: 'POST',
      url: `${USERS}/notes`,
      payload: { id: user.id, value: '<p>Has a forklift ticket</p>', is_hidden: true },
    });
    expect(note.statusCode, note.body).toBe(200);
    const response = await getStaff(t.app, owner, user.id);
    expect(response.statusCode).toBe(200);
    const payload = response.json().payload;
    expect(payload.user).toMatchObject({ id: user.id, email: user.email });
    expect(payload.licences).toEqual([]);
    const types = payload.timeline.map((e: { timeline_type: string }) => e.timeline_type);
    expect(types).toContain('note');
    expect(types).toContain('log');
  });

  it('answers "User could not be found" for an unknown id and 422 without one', async () => {
    const missing = await getStaff(t.app, owner, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_MESSAGES.notFound);
    expect((await as(t.app, owner, { method: 'GET', url: USERS })).statusCode).toBe(422);
  });

  it('serves the generic timeline call with id', async () => {
    const user = await createStaff(t.app, owner);
    const response = await as(t.app, owner, { method: 'GET', url: `${USERS}/timeline?id=${user.id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.timeline.length).toBeGreaterThan(0);
  });
});

describe('GET /v1/business/company/users/all and /permissions', () => {
  it('lists every user of the company, the owner included', async () => {
    const user = await createStaff(t.app, owner);
    const response = await as(t.app, owner, { method: 'GET', url: `${USERS}/all` });
    expect(response.statusCode).toBe(200);
    const users = response.json().payload.users as { id: number; created_company: boolean }[];
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([ids.userId, user.id]));
    expect(users.find((u) => u.id === ids.userId)?.created_company).toBe(true);
  });

  it('answers the roles, the permissions grouped by category and each role’s defaults', async () => {
    const response = await as(t.app, owner, { method: 'GET', url: `${USERS}/permissions` });
    expect(response.statusCode).toBe(200);
    const { roles, permissions, defaults } = response.json().payload;
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['Administrator', 'Office', 'Field Staff']);
    const company = permissions.find((g: { category: string }) => g.category === 'Company');
    expect(company.permissions).toContainEqual(
      expect.objectContaining({ name: 'canManageUsers', readable_name: 'Manage users' }),
    );
    expect(defaults.Office).toEqual([...ROLE_DEFAULT_PERMISSIONS.Office]);
  });
});
