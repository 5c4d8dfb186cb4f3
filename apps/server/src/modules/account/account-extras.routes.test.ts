import { PUSH_MESSAGES, WEB_PUSH_DEVICE_TYPE } from '@fieldbook/domain/devices/web-push';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, signIn, whoIs } from '../../test/build-test-app';
import { accountTestContext, SQL_DATE } from './account-test-kit';

const { ctx, count, userRow, load } = accountTestContext();

describe('GET /v1/user/logs', () => {
  it("pages the user's own activity, newest first", async () => {
    const owner = await registerBusiness(ctx.t.app);
    await signIn(ctx.t.app, owner);
    await signIn(ctx.t.app, owner);
    await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/user/profile',
      payload: { first_name: 'Log', last_name: 'Owner', email: owner.email },
    });
    // Someone else in the same company and someone in another company are busy too.
    await addStaff(ctx.t.app, owner, 'Office');
    await registerBusiness(ctx.t.app);

    const { companyId, userId } = await whoIs(ctx.t.app, owner);
    const own = (
      await ctx.db.query<{ id: number }>(
        'select id from activity_logs where company_id = $1 and user_id = $2 order by id desc',
        [companyId, userId],
      )
    ).rows.map((r) => r.id);
    expect(own).toHaveLength(4);

    const page1 = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/logs?page=1&rows=3' });
    expect(page1.statusCode).toBe(200);
    const first = page1.json().payload;
    expect(first).toMatchObject({ page: 1, rows: 3, total: 4 });
    expect(first.data.map((r: { id: number }) => r.id)).toEqual(own.slice(0, 3));
    expect(first.data.map((r: { action: string }) => r.action)).toEqual(['profile_updated', 'signed_in', 'signed_in']);
    expect(first.data[0]).toEqual({
      id: own[0],
      action: 'profile_updated',
      description: 'Updated the profile',
      subject_type: 'user',
      subject_id: userId,
      created_at: expect.stringMatching(SQL_DATE),
    });

    const page2 = (await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/logs?page=2&rows=3' })).json().payload;
    expect(page2).toMatchObject({ page: 2, rows: 3, total: 4 });
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual(own.slice(3));
    expect(page2.data[0].action).toBe('registered');

    const defaults = (await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/logs' })).json().payload;
    expect(defaults).toMatchObject({ page: 1, rows: 25, total: 4 });
    expect(defaults.data.map((r: { id: number }) => r.id)).toEqual(own);
  });

  it.each([
    ['page=0', 'page'],
    ['rows=0', 'rows'],
    ['rows=101', 'rows'],
    ['page=abc', 'page'],
  ])('refuses %s naming the field', async (query, field) => {
    const owner = await registerBusiness(ctx.t.app);
    const response = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/user/logs?${query}` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});

describe('POST /v1/devices/token', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await registerBusiness(ctx.t.app);
  });
  const register = (payload: Record<string, unknown>) =>
    as(ctx.t.app, owner, { method: 'POST', url: '/v1/devices/token', payload });
  const devicesOf = async () => {
    const { companyId, userId } = await whoIs(ctx.t.app, owner);
    return (
      await ctx.db.query(
        `select guid, device_token, device_type, browser_name, browser_version, device_os, app_version, device_name
         from devices where company_id = $1 and user_id = $2 order by id`,
        [companyId, userId],
      )
    ).rows;
  };

  it('stores the device, and a second call for the same guid updates it rather than adding one', async () => {
    const device = {
      device_token: 'push-token-1',
      device_type: 'web',
      browser_name: 'Firefox',
      browser_version: '140',
      guid: 'laptop-guid',
      device_os: 'Linux',
      app_version: '2025.7.0',
      device_name: 'Work laptop',
    };
    expect((await register(device)).statusCode).toBe(200);
    expect(await devicesOf()).toEqual([device]);

    expect((await register({ ...device, device_token: 'push-token-2', browser_version: '141' })).statusCode).toBe(200);
    expect(await devicesOf()).toEqual([{ ...device, device_token: 'push-token-2', browser_version: '141' }]);

    expect((await register({ guid: 'phone-guid', device_token: 'push-token-3' })).statusCode).toBe(200);
    const rows = await devicesOf();
    expect(rows.map((r) => r.guid)).toEqual(['laptop-guid', 'phone-guid']);
    expect(rows[1]).toMatchObject({ device_token: 'push-token-3', browser_name: null });
  });

  it.each([
    ['no guid', { device_token: 'x' }],
    ['a blank guid', { device_token: 'x', guid: '  ' }],
  ])('refuses %s and stores nothing', async (_case, body) => {
    const before = await count('devices');
    const response = await register(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ guid: ['The guid field is required.'] });
    expect(await count('devices')).toBe(before);
  });

  const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
  const subscription = (endpoint: string) => JSON.stringify({ endpoint, keys });

  it.each([
    ['not https', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['an internal address', 'https://127.0.0.1:6379/'],
    ['a cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['another host', 'https://push.example.com/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/abc'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
  ])(
    'refuses a push subscription whose endpoint is %s (the server would post to it), storing nothing',
    async (_case, endpoint) => {
      const before = await count('devices');
      const response = await register({
        guid: 'push-guid',
        device_type: WEB_PUSH_DEVICE_TYPE,
        device_token: subscription(endpoint),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ device_token: [PUSH_MESSAGES.badSubscription] });
      expect(await count('devices')).toBe(before);
    },
  );

  it('keeps a browser’s push subscription when sign-in registers it again without one, and drops it at sign-out', async () => {
    const session = await registerBusiness(ctx.t.app);
    const { companyId, userId } = await whoIs(ctx.t.app, session);
    const token = subscription('https://fcm.googleapis.com/fcm/send/keep-me');
    const send = (payload: Record<string, unknown>) =>
      as(ctx.t.app, session, { method: 'POST', url: '/v1/devices/token', payload: { guid: session.guid, ...payload } });
    const stored = async () =>
      (
        await ctx.db.query('select device_token, device_type from devices where company_id = $1 and user_id = $2', [
          companyId,
          userId,
        ])
      ).rows;
    expect((await send({ device_type: WEB_PUSH_DEVICE_TYPE, device_token: token })).statusCode).toBe(200);
    expect((await send({ device_type: 'web', device_token: null, browser_name: 'Chrome' })).statusCode).toBe(200);
    expect(await stored()).toEqual([{ device_token: token, device_type: WEB_PUSH_DEVICE_TYPE }]);

    const out = await as(ctx.t.app, session, { method: 'POST', url: '/v1/user/logout', payload: {} });
    expect(out.statusCode).toBe(200);
    expect(await stored()).toEqual([{ device_token: null, device_type: WEB_PUSH_DEVICE_TYPE }]);
  });

  it('gives a browser’s subscription to whoever registered it last, even in another company', async () => {
    const first = await registerBusiness(ctx.t.app);
    const second = await registerBusiness(ctx.t.app);
    const token = subscription('https://updates.push.services.mozilla.com/wpush/v2/shared-browser');
    for (const session of [first, second]) {
      const response = await as(ctx.t.app, session, {
        method: 'POST',
        url: '/v1/devices/token',
        payload: { guid: 'shared-browser', device_type: WEB_PUSH_DEVICE_TYPE, device_token: token },
      });
      expect(response.statusCode).toBe(200);
    }
    const { rows } = await ctx.db.query('select company_id from devices where device_token = $1', [token]);
    expect(rows).toEqual([{ company_id: (await whoIs(ctx.t.app, second)).companyId }]);
  });
});

describe('POST /v1/tips/dismiss and POST /v1/newbie/award', () => {
  it('lists a dismissed tip once in load, even when it is sent twice', async () => {
    const owner = await registerBusiness(ctx.t.app);
    for (const key of ['calendar-intro', 'calendar-intro', 'clients-intro']) {
      const response = await as(ctx.t.app, owner, { method: 'POST', url: '/v1/tips/dismiss', payload: { key } });
      expect(response.statusCode).toBe(200);
    }
    expect((await load(owner)).json().payload.tips).toEqual(['calendar-intro', 'clients-intro']);
  });

  it('lists an awarded newbie key once, merged with the keys the company holds', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const { companyId } = await whoIs(ctx.t.app, owner);
    await ctx.db.query(`update companies set newbie = array['setup-wizard'] where id = $1`, [companyId]);
    for (const newbie of ['first-appointment', 'first-appointment', 'setup-wizard']) {
      const response = await as(ctx.t.app, owner, { method: 'POST', url: '/v1/newbie/award', payload: { newbie } });
      expect(response.statusCode).toBe(200);
    }
    const keys = (await load(owner)).json().payload.newbie;
    expect([...keys].sort()).toEqual(['first-appointment', 'setup-wizard']);
    expect((await userRow(owner.email)).newbie).toEqual(['first-appointment', 'setup-wizard']);
  });

  it.each([
    ['/v1/tips/dismiss', 'key'],
    ['/v1/newbie/award', 'newbie'],
  ])('%s refuses a missing or blank %s and stores nothing', async (url, field) => {
    const owner = await registerBusiness(ctx.t.app);
    for (const payload of [{}, { [field]: '  ' }]) {
      const before = await userRow(owner.email);
      const response = await as(ctx.t.app, owner, { method: 'POST', url, payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [`The ${field} field is required.`] });
      expect(await userRow(owner.email)).toEqual(before);
    }
  });
});
