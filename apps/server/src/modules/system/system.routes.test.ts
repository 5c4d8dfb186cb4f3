import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  buildTestApp,
  refreshCookie,
  registerBusiness,
  type Session,
  startServer,
  type TestApp,
  whoIs,
} from '../../test/build-test-app';

let t: TestApp;
let db: pg.Pool;
let owner: Session;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
  owner = await registerBusiness(t.app);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const load = () => as(t.app, owner, { method: 'GET', url: '/v1/user/load' });

describe('system calls, open without a token', () => {
  it('GET /v1/system/checkAppVersion answers the app version', async () => {
    const response = await get('/v1/system/checkAppVersion');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      payload: { version: '2025.7.0' },
      errors: null,
      message: null,
    });
  });

  it('GET /v1/system/checkForUpdates answers the version and the maintenance state', async () => {
    const response = await get('/v1/system/checkForUpdates');
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      version: '2025.7.0',
      maintenance: { status: 'OFF', message: null, pending_message: null },
    });
  });

  it('GET /v1/system/loadSystemSettings answers the limits of platform section 9 and the timezones', async () => {
    const response = await get('/v1/system/loadSystemSettings');
    expect(response.statusCode).toBe(200);
    const settings = response.json().payload;
    expect(settings).toMatchObject({
      max_file_size: 40,
      post_max_size: 40,
      upload_limit: 20,
      sms_price: { per_message_cost: 0.1, currency: 'AUD', per_characters: 160 },
    });
    const zones = settings.timezones.map((z: { zone: string }) => z.zone);
    expect(zones).toEqual(expect.arrayContaining(['Australia/Melbourne', 'Australia/Perth', 'Pacific/Auckland']));
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of settings.timezones) {
      expect(zone).toEqual({ zone: expect.any(String), diff_from_gmt: expect.stringMatching(/^[+-]\d{2}:\d{2}$/) });
    }
    expect(settings.timezones.find((z: { zone: string }) => z.zone === 'Australia/Melbourne').diff_from_gmt).toMatch(
      /^\+1[01]:00$/,
    );
    // Queensland keeps no daylight saving, so its offset is the same all year.
    expect(settings.timezones.find((z: { zone: string }) => z.zone === 'Australia/Brisbane').diff_from_gmt).toBe(
      '+10:00',
    );
    // A signed-in user's load carries the same limits, without the zone list.
    const { timezones: _zones, ...limits } = settings;
    expect((await load()).json().payload.system_settings).toEqual(limits);
  });
});

describe('maintenance', () => {
  afterEach(async () => {
    await t.app.system.setMaintenance({ status: 'OFF', message: null, pending_message: null });
  });

  it('answers 503 to the API while ON, but system calls, sign-in and refresh still answer', async () => {
    const { companyId } = await whoIs(t.app, owner);
    const before = (await db.query('select company_name, updated_at from companies where id = $1', [companyId])).rows;
    const maintenance = { status: 'ON' as const, message: 'Upgrading', pending_message: null };
    await t.app.system.setMaintenance(maintenance);

    const blocked = await load();
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toEqual({ status: 'error', payload: { maintenance }, errors: null, message: 'Upgrading' });

    const write = await as(t.app, owner, {
      method: 'PUT',
      url: '/v1/business/company',
      payload: { company_name: 'During Maintenance' },
    });
    expect(write.statusCode).toBe(503);
    expect((await db.query('select company_name, updated_at from companies where id = $1', [companyId])).rows).toEqual(
      before,
    );

    const companies = Number((await db.query('select count(*) as n from companies')).rows[0].n);
    const register = await t.app.inject({
      method: 'POST',
      url: '/v1/register/business',
      payload: {
        company_name: 'Maint Co',
        first_name: 'A',
        last_name: 'B',
        email: 'maint@example.com',
        password: owner.password,
      },
    });
    expect(register.statusCode).toBe(503);
    expect(Number((await db.query('select count(*) as n from companies')).rows[0].n)).toBe(companies);

    expect((await get('/v1/system/checkAppVersion')).statusCode).toBe(200);
    expect((await get('/v1/system/loadSystemSettings')).statusCode).toBe(200);
    const updates = await get('/v1/system/checkForUpdates');
    expect(updates.statusCode).toBe(200);
    expect(updates.json().payload.maintenance).toEqual(maintenance);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/user/signIn',
      payload: { email: owner.email, password: owner.password, guid: 'during-maintenance' },
    });
    expect(signIn.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v1/user/refresh',
      payload: { guid: 'during-maintenance' },
      headers: { cookie: refreshCookie(signIn) },
    });
    expect(refresh.statusCode).toBe(200);
    // The fresh session is still held off the rest of the API until maintenance ends.
    expect((await as(t.app, refresh.json().payload, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(503);

    await t.app.system.setMaintenance({ status: 'OFF', message: null, pending_message: null });
    expect((await load()).statusCode).toBe(200);
    expect((await as(t.app, refresh.json().payload, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(200);
  });

  it('uses the standard message when maintenance has none', async () => {
    await t.app.system.setMaintenance({ status: 'ON', message: null, pending_message: null });
    const response = await load();
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(MESSAGES.maintenance);
  });

  it('lets everything through while only PENDING, and load shows the notice', async () => {
    const pending = { status: 'PENDING' as const, message: null, pending_message: 'Maintenance at 10pm tonight' };
    await t.app.system.setMaintenance(pending);
    const response = await load();
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.maintenance).toEqual(pending);
  });

  it('is seen by every server on the database, not only the one that set it', async () => {
    const other = await startServer(t.databaseUrl);
    try {
      await t.app.system.setMaintenance({ status: 'ON', message: 'Upgrading', pending_message: null });
      const response = await as(other, owner, { method: 'GET', url: '/v1/user/load' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Upgrading');
    } finally {
      await other.close();
    }
  });
});
