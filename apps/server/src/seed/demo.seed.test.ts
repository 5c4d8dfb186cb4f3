import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { passwordProblems } from '@fieldbook/domain/auth/password.rules';
import { ROLE_DEFAULT_PERMISSIONS } from '@fieldbook/domain/permissions/roles.rules';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signIn, startServer, type TestApp } from '../test/build-test-app';

const DEMO = { DEMO: '1', DEMO_EMAIL: 'Demo-X@Example.com', DEMO_PASSWORD: 'Demo-Pass1!' };

describe('the demo seed', () => {
  let t: TestApp;
  let db: pg.Pool;
  beforeAll(async () => {
    t = await buildTestApp(DEMO);
    db = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  const counts = async () =>
    (await db.query('select (select count(*) from companies) as companies, (select count(*) from users) as users'))
      .rows[0];

  it('lets the demo owner sign in to a subscribed company', async () => {
    const owner = await signIn(t.app, { email: 'demo-x@example.com', password: 'Demo-Pass1!' });
    const payload = (await as(t.app, owner, { method: 'GET', url: '/v1/user/load' })).json().payload;
    expect(payload.details).toMatchObject({ email: 'demo-x@example.com', role: 'Owner', created_company: true });
    expect(payload.company).toMatchObject({ company_name: 'Bayside Plumbing & Gas', subscribed: true });
    expect(payload.company.address).toMatchObject({ locality: 'Sandringham', state: 'VIC', country: 'Australia' });
    expect(payload.permissions).toContain('isSubscribed');
    expect([...payload.permissions].sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS.Owner, 'isSubscribed'].sort());
  });

  it('adds three staff, one of each other role, who can sign in with their role’s permissions', async () => {
    const { rows } = await db.query<{ email: string; role: string }>(
      `select email, role from users where company_id = (select company_id from users where email = $1)
       order by id`,
      ['demo-x@example.com'],
    );
    expect(rows.map((r) => r.role)).toEqual(['Owner', 'Administrator', 'Office', 'Field Staff']);

    for (const staff of rows.slice(1)) {
      expect(staff.email).toMatch(/@example\.com$/);
      const session = await signIn(t.app, { email: staff.email, password: 'Demo-Pass1!' });
      const load = (await as(t.app, session, { method: 'GET', url: '/v1/user/load' })).json().payload;
      expect(load.details.role).toBe(staff.role);
      const role = staff.role as keyof typeof ROLE_DEFAULT_PERMISSIONS;
      expect([...load.permissions].sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS[role], 'isSubscribed'].sort());
    }
  });

  it('logs the seeding', async () => {
    const { rows } = await db.query(`select description from activity_logs where action = 'demo_seeded'`);
    expect(rows).toEqual([{ description: 'Demo company created' }]);
  });

  it('does not seed again when another server starts on the same database', async () => {
    const before = await counts();
    expect(before).toEqual({ companies: 1, users: 4 });
    const second = await startServer(t.databaseUrl, DEMO);
    try {
      expect(await counts()).toEqual(before);
      const owner = await signIn(second, { email: 'demo-x@example.com', password: 'Demo-Pass1!' });
      expect((await as(second, owner, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
    expect(await counts()).toEqual(before);
  });
});

describe('the demo seed without DEMO_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DEMO: '1', DEMO_EMAIL: 'generated@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('generates a password that meets the checklist, keeps it in DATA_DIR, and it signs in', async () => {
    const password = readFileSync(join(t.app.config.dataDir, 'demo-password'), 'utf8').trim();
    expect(passwordProblems(password)).toEqual([]);
    const owner = await signIn(t.app, { email: 'generated@example.com', password });
    expect((await as(t.app, owner, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(200);
  });
});

describe('without DEMO', () => {
  it('seeds nothing', async () => {
    const t = await buildTestApp();
    try {
      const db = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
      const { rows } = await db.query('select count(*) as n from companies');
      await db.end();
      expect(rows[0].n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
