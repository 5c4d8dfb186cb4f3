import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUSH_MESSAGES } from '@fieldbook/domain/devices/web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, signIn, useTestApp, whoIs } from '../../test/build-test-app';
import { notifyUser } from './notifications';
import { pushServiceStandIn } from './push-service-stand-in';
import { persistedVapidKeys } from './vapid-keys';

// Browser push through the Web Push protocol, the push service played by a local stand-in.
const standIn = pushServiceStandIn();
beforeAll(standIn.start);
afterAll(standIn.stop);
const ctx = useTestApp({ WEB_PUSH_ALLOW_HTTP: '1', PUBLIC_URL: 'https://app.fieldbook.test' });

let owner: Session;
let ids: { companyId: number; userId: number };
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Push Plumbing' });
  ids = await whoIs(ctx.t.app, owner);
});

const register = (guid: string, token: string, type = 'webpush', session: Session = owner) =>
  as(ctx.t.app, session, {
    method: 'POST',
    url: '/v1/devices/token',
    payload: { guid, device_type: type, device_token: token, browser_name: 'Firefox' },
  });
const tokenOf = async (guid: string) =>
  (await ctx.db.query('select device_token from devices where guid = $1', [guid])).rows[0]?.device_token ?? null;
const notify = (title: string) =>
  ctx.t.app.db.transaction((tx) =>
    notifyUser(tx, { ...ids, title, body: 'Sam Citizen paid $528.00', about: { type: 'invoice', id: 42 } }),
  );
const pushesTo = (path: string) => standIn.received.filter((push) => push.path === path);
const eventually = async (check: () => unknown) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await check()).toBeTruthy();
};

describe('the VAPID key pair', () => {
  it('is made on first start into DATA_DIR, readable by the server alone, and reused after', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fieldbook-vapid-'));
    const first = persistedVapidKeys(dir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(persistedVapidKeys(dir)).toEqual(first);
  });

  it('GET v1/devices/push/key answers the public key to a signed-in user, and 401 otherwise', async () => {
    const response = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/devices/push/key' });
    expect(response.json().payload).toEqual({ public_key: ctx.t.app.push.publicKey });
    expect((await ctx.t.app.inject({ method: 'GET', url: '/v1/devices/push/key' })).statusCode).toBe(401);
  });
});

describe('registering a browser for push', () => {
  it.each([
    ['not JSON', 'not-json'],
    ['without keys', JSON.stringify({ endpoint: 'https://push.example/abc' })],
    [
      'with a bad endpoint',
      JSON.stringify({ endpoint: 'ftp://push.example', keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } }),
    ],
  ])('refuses a subscription %s with the field’s message, storing nothing', async (_case, token) => {
    const response = await register('bad-guid', token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ device_token: [PUSH_MESSAGES.badSubscription] });
    expect(await tokenOf('bad-guid')).toBeNull();
  });
});

describe('pushing notifications', () => {
  it('pushes each notification once to the user’s browsers after commit, VAPID-signed and encrypted', async () => {
    const token = standIn.subscription('/ok/laptop');
    expect((await register('laptop', token, 'webpush', await signIn(ctx.t.app, owner, 'laptop'))).statusCode).toBe(200);
    await notify('Invoice INV-0042 paid');
    await eventually(() => pushesTo('/ok/laptop').length === 1);
    const [push] = pushesTo('/ok/laptop');
    expect(push?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${ctx.t.app.push.publicKey}$`),
    );
    expect(push?.headers.ttl).toBe('86400');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.body.length).toBeGreaterThan(100);
    // Plain text never travels: the title is not readable in the body.
    expect(push?.body.toString('latin1')).not.toContain('INV-0042');
    const { rows } = await ctx.db.query('select pushed_at from notifications where title = $1', [
      'Invoice INV-0042 paid',
    ]);
    expect(rows[0].pushed_at).not.toBeNull();
  });

  it('does not push a notification that rolled back, nor one already pushed', async () => {
    const before = pushesTo('/ok/laptop').length;
    await ctx.t.app.db
      .transaction(async (tx) => {
        await notifyUser(tx, { ...ids, title: 'Never', body: '', about: { type: 'invoice', id: 1 } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const { rows } = await ctx.db.query('select id from notifications where title = $1', ['Invoice INV-0042 paid']);
    await ctx.t.app.push.pushNotification(ids.companyId, Number(rows[0].id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushesTo('/ok/laptop').length).toBe(before);
  });

  it('keeps one subscription per browser: registered again under a new guid, the old device stops getting it', async () => {
    const token = standIn.subscription('/ok/phone');
    await register('phone-old', token);
    await register('phone-new', token);
    expect(await tokenOf('phone-old')).toBeNull();
    expect(await tokenOf('phone-new')).toBe(token);
  });

  it('forgets a subscription the push service says is gone (410), and a failing service changes nothing', async () => {
    await register(
      'gone-browser',
      standIn.subscription('/gone/tablet'),
      'webpush',
      await signIn(ctx.t.app, owner, 'gone-browser'),
    );
    const broken = standIn.subscription('/broken/desktop');
    await register('broken-browser', broken, 'webpush', await signIn(ctx.t.app, owner, 'broken-browser'));
    await notify('Quotation Q-7 accepted');
    await eventually(() => pushesTo('/gone/tablet').length === 1 && pushesTo('/broken/desktop').length === 1);
    await eventually(async () => (await tokenOf('gone-browser')) === null);
    expect(await tokenOf('gone-browser')).toBeNull();
    expect(await tokenOf('broken-browser')).toBe(broken);
  });
});

describe('a browser whose session has ended', () => {
  const registerAs = (session: Session, token: string) =>
    as(ctx.t.app, session, {
      method: 'POST',
      url: '/v1/devices/token',
      payload: { guid: session.guid, device_type: 'webpush', device_token: token, browser_name: 'Chrome' },
    });
  const notifyWorker = (who: { companyId: number; userId: number }, title: string) =>
    ctx.t.app.db.transaction((tx) =>
      notifyUser(tx, { ...who, title, body: 'Sam Citizen, 12 Smith St', about: { type: 'appointment', id: 7 } }),
    );

  it('gets no more pushes once a password change signs it out, while the browser that changed it still does', async () => {
    const desk = await addStaff(ctx.t.app, owner, 'Field Staff');
    const worker = await whoIs(ctx.t.app, desk);
    const lostPhone = await signIn(ctx.t.app, desk, 'lost-phone');
    expect((await registerAs(lostPhone, standIn.subscription('/ok/lost-phone'))).statusCode).toBe(200);
    expect((await registerAs(desk, standIn.subscription('/ok/desk'))).statusCode).toBe(200);

    const newPassword = 'Another-Pass2!';
    const changed = await as(ctx.t.app, desk, {
      method: 'PUT',
      url: '/v1/user/password',
      payload: { current_password: desk.password, password: newPassword, password_confirmation: newPassword },
    });
    expect(changed.statusCode).toBe(200);

    await notifyWorker(worker, 'New job tomorrow');
    await eventually(() => pushesTo('/ok/desk').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pushesTo('/ok/lost-phone')).toHaveLength(0);
  });

  it('gets no more pushes once its user is deactivated', async () => {
    const leaver = await addStaff(ctx.t.app, owner, 'Field Staff');
    const who = await whoIs(ctx.t.app, leaver);
    expect((await registerAs(leaver, standIn.subscription('/ok/leaver'))).statusCode).toBe(200);
    const deactivated = await as(ctx.t.app, owner, {
      method: 'DELETE',
      url: '/v1/business/company/users',
      payload: { user_id: who.userId },
    });
    expect(deactivated.statusCode).toBe(200);

    await notifyWorker(who, 'Job reassigned');
    await notify('Invoice INV-0099 paid');
    await eventually(() => pushesTo('/ok/laptop').length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pushesTo('/ok/leaver')).toHaveLength(0);
  });
});
