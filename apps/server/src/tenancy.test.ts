import { beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  as,
  claimsOf,
  forgeAccessToken,
  registerBusiness,
  type Session,
  signIn,
  useTestApp,
  whoIs,
} from './test/build-test-app';

/**
 * Two companies side by side: nothing in the foundation lets one see or change the other's data
 * (ARCHITECTURE section 4).
 */
let a: Session;
let b: Session;
let aIds: { companyId: number; userId: number };
let bIds: { companyId: number; userId: number };

const ctx = useTestApp();
beforeAll(async () => {
  a = await registerBusiness(ctx.t.app, { company_name: 'Alpha Plumbing' });
  b = await registerBusiness(ctx.t.app, { company_name: 'Bravo Electrical' });
  aIds = await whoIs(ctx.t.app, a);
  bIds = await whoIs(ctx.t.app, b);
  // Both companies are busy.
  await signIn(ctx.t.app, a);
  await signIn(ctx.t.app, b);
  await addStaff(ctx.t.app, b, 'Office');
});

const companyRow = async (id: number) => (await ctx.db.query('select * from companies where id = $1', [id])).rows[0];
const load = (session: { token: string }) => as(ctx.t.app, session, { method: 'GET', url: '/v1/user/load' });

describe('company A never sees company B', () => {
  it("lists only A's own activity in the user logs", async () => {
    const logs = (await as(ctx.t.app, a, { method: 'GET', url: '/v1/user/logs?rows=100' })).json().payload;
    const own = (
      await ctx.db.query<{ id: number }>(
        'select id from activity_logs where company_id = $1 and user_id = $2 order by id desc',
        [aIds.companyId, aIds.userId],
      )
    ).rows.map((r) => r.id);
    expect(logs.total).toBe(own.length);
    expect(logs.data.map((r: { id: number }) => r.id)).toEqual(own);
    // B has activity of its own that A must not see.
    const bRows = await ctx.db.query('select id from activity_logs where company_id = $1', [bIds.companyId]);
    expect(bRows.rowCount).toBeGreaterThan(0);
  });

  it("shows A's own company in load and GET /v1/business/company", async () => {
    expect((await load(a)).json().payload.company.company_name).toBe('Alpha Plumbing');
    const company = (await as(ctx.t.app, a, { method: 'GET', url: '/v1/business/company' })).json().payload;
    expect(company).toMatchObject({ id: aIds.companyId, company_name: 'Alpha Plumbing' });
  });

  it("does not show B's notifications", async () => {
    await ctx.db.query(`insert into notifications (company_id, user_id, title) values ($1, $2, 'For Bravo')`, [
      bIds.companyId,
      bIds.userId,
    ]);
    const list = (await as(ctx.t.app, a, { method: 'GET', url: '/v1/notifications/all' })).json().payload.notifications;
    expect(list).toEqual([]);
    const bList = (await as(ctx.t.app, b, { method: 'GET', url: '/v1/notifications/all' })).json().payload
      .notifications;
    expect(bList.map((n: { title: string }) => n.title)).toEqual(['For Bravo']);
  });

  it("keeps A's tips and newbie keys out of B's load", async () => {
    await as(ctx.t.app, a, { method: 'POST', url: '/v1/tips/dismiss', payload: { key: 'alpha-tip' } });
    await as(ctx.t.app, a, { method: 'POST', url: '/v1/newbie/award', payload: { newbie: 'alpha-newbie' } });
    const bLoad = (await load(b)).json().payload;
    expect(bLoad.tips).toEqual([]);
    expect(bLoad.newbie).toEqual([]);
    expect((await load(a)).json().payload.tips).toEqual(['alpha-tip']);
  });
});

describe('company A never changes company B', () => {
  it("saves A's company even when the body names B's id", async () => {
    const before = await companyRow(bIds.companyId);
    const response = await as(ctx.t.app, a, {
      method: 'PUT',
      url: '/v1/business/company',
      payload: {
        id: bIds.companyId,
        company_id: bIds.companyId,
        company_name: 'Alpha Renamed',
        timezone: 'Australia/Sydney',
        hide_timezone_options: false,
        calendar_start_of_week: 1,
        business_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: true, start: '08:00', end: '17:00' })),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: aIds.companyId, company_name: 'Alpha Renamed' });
    expect((await companyRow(aIds.companyId)).company_name).toBe('Alpha Renamed');
    expect(await companyRow(bIds.companyId)).toEqual(before);
  });

  it('keeps devices with the same guid apart', async () => {
    for (const [session, token] of [
      [a, 'alpha-push'],
      [b, 'bravo-push'],
    ] as const) {
      const response = await as(ctx.t.app, session, {
        method: 'POST',
        url: '/v1/devices/token',
        payload: { guid: 'shared-guid', device_token: token },
      });
      expect(response.statusCode).toBe(200);
    }
    const rows = (
      await ctx.db.query('select company_id, user_id, device_token from devices where guid = $1 order by company_id', [
        'shared-guid',
      ])
    ).rows;
    expect(rows).toEqual([
      { company_id: aIds.companyId, user_id: aIds.userId, device_token: 'alpha-push' },
      { company_id: bIds.companyId, user_id: bIds.userId, device_token: 'bravo-push' },
    ]);
  });

  it("signs out only A's other devices when A changes the password", async () => {
    const a2 = await registerBusiness(ctx.t.app, { company_name: 'Alpha Two' });
    const a2Phone = await signIn(ctx.t.app, a2, 'a2-phone');
    const bPhone = await signIn(ctx.t.app, b, 'b-phone');
    const response = await as(ctx.t.app, a2, {
      method: 'PUT',
      url: '/v1/user/password',
      payload: { current_password: a2.password, password: 'Changed-Pass7&', password_confirmation: 'Changed-Pass7&' },
    });
    expect(response.statusCode).toBe(200);
    expect((await load(a2Phone)).statusCode).toBe(401);
    expect((await load(bPhone)).statusCode).toBe(200);
    expect((await load(b)).statusCode).toBe(200);
  });
});

describe('sessions stay with their company', () => {
  const refresh = (cookie: string, guid: string) =>
    ctx.t.app.inject({ method: 'POST', url: '/v1/user/refresh', payload: { guid }, headers: { cookie } });

  it("refuses B's refresh cookie presented with A's device guid, and B's own refresh still works", async () => {
    const bDevice = await signIn(ctx.t.app, b, 'bravo-laptop');
    const stolen = await refresh(bDevice.cookie, a.guid);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.cookies.find((c) => c.name === 'fb_refresh')?.value ?? '').toBe('');
    const own = await refresh(bDevice.cookie, bDevice.guid);
    expect(own.statusCode).toBe(200);
    expect(claimsOf(own.json().payload.token)).toMatchObject({ companyId: bIds.companyId, userId: bIds.userId });
  });

  it.each([
    ["B's user in A's company on B's session", () => ({ ...claimsOf(b.token), companyId: aIds.companyId })],
    ["A's user on B's session", () => ({ ...claimsOf(a.token), sessionId: claimsOf(b.token).sessionId })],
    ["B's user on A's session", () => ({ ...claimsOf(a.token), userId: bIds.userId })],
    ["A's user and session filed under B's company", () => ({ ...claimsOf(a.token), companyId: bIds.companyId })],
  ])('refuses a validly signed token that mixes companies: %s', async (_case, claims) => {
    const token = await forgeAccessToken(ctx.t.app, claims(), 600);
    const response = await load({ token });
    expect(response.statusCode).toBe(401);
    expect(response.json().payload).toBeNull();
  });

  it('accepts the unmixed claims signed the same way (so the refusals above are about the mixing)', async () => {
    for (const session of [a, b]) {
      const token = await forgeAccessToken(ctx.t.app, claimsOf(session.token), 600);
      expect((await load({ token })).statusCode).toBe(200);
    }
  });
});
