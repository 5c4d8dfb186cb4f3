import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, EMAIL_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import { DEFAULT_COMPANY_SETTINGS } from '@fieldbook/domain/company/company.constants';
import { ROLE_DEFAULT_PERMISSIONS } from '@fieldbook/domain/permissions/roles.rules';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  as,
  buildTestApp,
  claimsOf,
  forgeAccessToken,
  registerBusiness,
  type Session,
  signIn,
  type TestApp,
  whoIs,
} from '../../test/build-test-app';

let t: TestApp;
let db: pg.Pool;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const SQL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0]?.n);

const userRow = async (email: string) =>
  (
    await db.query(
      `select id, company_id, first_name, last_name, email, password_hash, tips_dismissed, newbie, updated_at
       from users where email = $1`,
      [email],
    )
  ).rows[0];

const load = (session: { token: string }) => as(t.app, session, { method: 'GET', url: '/v1/user/load' });

const signInResponse = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/user/signIn', payload: { email, password, guid: 'check' } });

const refresh = (session: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/user/refresh',
    payload: { guid: session.guid },
    headers: { cookie: session.cookie },
  });

describe('GET /v1/user/load', () => {
  it('answers everything the app needs to start, with the defaults of a new company', async () => {
    const owner = await registerBusiness(t.app, {
      company_name: 'Load Shape Co',
      first_name: 'Olivia',
      last_name: 'Owen',
    });
    const response = await load(owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', errors: null, message: null });
    const payload = body.payload;
    expect(Object.keys(payload).sort()).toEqual(
      [
        'articles',
        'company',
        'details',
        'maintenance',
        'newbie',
        'permissions',
        'providers',
        'settings',
        'system_settings',
        'tips',
      ].sort(),
    );

    const row = await userRow(owner.email);
    expect(payload.details).toEqual({
      id: row.id,
      name: 'Olivia Owen',
      first_name: 'Olivia',
      last_name: 'Owen',
      initials: 'OO',
      color: '#027be3',
      email: owner.email,
      unverified_email: null,
      signature: null,
      profile_image: null,
      role: 'Owner',
      created_company: true,
      calendar: { slot_duration: 30 },
      updated_at: expect.stringMatching(SQL_DATE),
    });

    expect([...payload.permissions].sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS.Owner].sort());
    expect(payload.permissions).not.toContain('isSubscribed');

    expect(payload.company).toEqual({
      id: row.company_id,
      company_name: 'Load Shape Co',
      timezone: 'Australia/Melbourne',
      hide_timezone_options: false,
      calendar_start_of_week: 0,
      address: null,
      business_hours: [
        { day: 0, open: false, start: '08:00', end: '17:00' },
        { day: 1, open: true, start: '08:00', end: '17:00' },
        { day: 2, open: true, start: '08:00', end: '17:00' },
        { day: 3, open: true, start: '08:00', end: '17:00' },
        { day: 4, open: true, start: '08:00', end: '17:00' },
        { day: 5, open: true, start: '08:00', end: '17:00' },
        { day: 6, open: false, start: '08:00', end: '17:00' },
      ],
      settings: DEFAULT_COMPANY_SETTINGS,
      subscribed: false,
      updated_at: expect.stringMatching(SQL_DATE),
    });
    // Platform section 9: rounding HALF_EVEN, default colour #027be3.
    expect(payload.company.settings.rounding_method).toBe('HALF_EVEN');
    expect(payload.company.settings.appointments_default_color).toBe('#027be3');

    expect(payload.settings).toEqual({});
    // The limits of platform section 9; the zone list comes once from loadSystemSettings instead.
    expect(payload.system_settings).toEqual({
      max_file_size: 40,
      upload_limit: 20,
      post_max_size: 40,
      sms_price: { per_message_cost: 0.1, currency: 'AUD', per_characters: 160 },
    });
    expect(payload.maintenance).toEqual({ status: 'OFF', message: null, pending_message: null });
    expect(payload.tips).toEqual([]);
    expect(payload.newbie).toEqual([]);
    expect(payload.providers).toEqual([]);
    expect(payload.articles).toEqual([]);
  });

  it('refuses a request without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/user/load' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.unauthenticated,
    });
  });

  it.each([
    ['a garbage token', async () => 'not-a-token'],
    [
      'a token signed with another key',
      async () => {
        const owner = await registerBusiness(t.app);
        const [header, payload] = owner.token.split('.');
        return `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
      },
    ],
  ])('refuses %s as an expired session', async (_case, token) => {
    const response = await as(t.app, { token: await token() }, { method: 'GET', url: '/v1/user/load' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.sessionExpired,
    });
  });

  it('refuses an expired token of a live session, and accepts the same claims while they are fresh', async () => {
    const owner = await registerBusiness(t.app);
    const claims = claimsOf(owner.token);
    const fresh = await load({ token: await forgeAccessToken(t.app, claims, 60) });
    expect(fresh.statusCode).toBe(200);
    const expired = await load({ token: await forgeAccessToken(t.app, claims, -10) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('refuses the token of a user who has been deactivated since signing in', async () => {
    const owner = await registerBusiness(t.app);
    expect((await load(owner)).statusCode).toBe(200);
    await db.query('update users set active = false where email = $1', [owner.email]);
    const response = await load(owner);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.sessionExpired);
  });
});

describe('every account endpoint needs a signed-in user', () => {
  it.each([
    ['GET', '/v1/user/load'],
    ['PUT', '/v1/user/profile'],
    ['PUT', '/v1/user/password'],
    ['POST', '/v1/user/password/validate'],
    ['GET', '/v1/user/logs'],
    ['POST', '/v1/devices/token'],
    ['POST', '/v1/tips/dismiss'],
    ['POST', '/v1/newbie/award'],
    ['GET', '/v1/notifications/all'],
    ['GET', '/v1/business/company'],
    ['PUT', '/v1/business/company'],
  ] as const)('%s %s answers 401, whatever the body', async (method, url) => {
    // An incomplete body must not get field errors back before the caller is known.
    const response = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.unauthenticated,
    });
  });
});

describe('PUT /v1/user/profile', () => {
  const profile = (session: Session, body: Record<string, unknown>) =>
    as(t.app, session, { method: 'PUT', url: '/v1/user/profile', payload: body });

  it('saves the names; load and the stored row show them, and the change is logged', async () => {
    const owner = await registerBusiness(t.app);
    const response = await profile(owner, { first_name: 'Grace', last_name: 'Hopper', email: owner.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your profile has been updated');
    expect(response.json().payload).toMatchObject({ name: 'Grace Hopper', initials: 'GH', email: owner.email });

    const details = (await load(owner)).json().payload.details;
    expect(details).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', name: 'Grace Hopper' });
    const row = await userRow(owner.email);
    expect([row.first_name, row.last_name]).toEqual(['Grace', 'Hopper']);
    expect(
      await count(`activity_logs where company_id = $1 and user_id = $2 and action = 'profile_updated'`, [
        row.company_id,
        row.id,
      ]),
    ).toBe(1);
  });

  it('changes the email when the current password is given; the new email signs in, the old one does not', async () => {
    const owner = await registerBusiness(t.app);
    const newEmail = `moved.${owner.email}`;
    const response = await profile(owner, {
      first_name: 'Olivia',
      last_name: 'Owner',
      email: newEmail.toUpperCase(),
      password: owner.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.email).toBe(newEmail);
    expect((await signInResponse(newEmail, owner.password)).statusCode).toBe(200);
    const old = await signInResponse(owner.email, owner.password);
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.email).toEqual([AUTH_MESSAGES.invalidCredentials]);
  });

  describe('refuses bad input and changes nothing', () => {
    let owner: Session;
    let other: Session;
    beforeAll(async () => {
      owner = await registerBusiness(t.app, { first_name: 'Olivia', last_name: 'Original' });
      other = await registerBusiness(t.app);
    });

    const cases: [string, () => Record<string, unknown>, string, string][] = [
      ['a missing first name', () => ({ first_name: '' }), 'first_name', 'The first name field is required.'],
      ['a blank last name', () => ({ last_name: '   ' }), 'last_name', 'The last name field is required.'],
      [
        'a first name over 100 characters',
        () => ({ first_name: 'x'.repeat(101) }),
        'first_name',
        'The first name may not be greater than 100 characters.',
      ],
      ['an email that is not an address', () => ({ email: 'not-an-email' }), 'email', EMAIL_MESSAGES.invalid],
      ['an email with a space', () => ({ email: 'a b@example.com' }), 'email', EMAIL_MESSAGES.invalid],
      [
        'an email change without the password',
        () => ({ email: 'fresh-address@example.com' }),
        'password',
        'Enter your current password to change your email.',
      ],
      [
        'an email change with a wrong password',
        () => ({ email: 'fresh-address@example.com', password: 'Wrong-Pass1!' }),
        'password',
        AUTH_MESSAGES.passwordIncorrect,
      ],
      [
        "another user's email",
        () => ({ email: other.email.toUpperCase(), password: owner.password }),
        'email',
        AUTH_MESSAGES.emailTaken,
      ],
    ];

    it.each(cases)('%s', async (_case, change, field, message) => {
      const before = await userRow(owner.email);
      const response = await profile(owner, {
        first_name: 'Changed',
        last_name: 'Name',
        email: owner.email,
        ...change(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 'error', payload: null, message });
      expect(response.json().errors).toEqual({ [field]: [message] });
      expect(await userRow(owner.email)).toEqual(before);
    });
  });
});

describe('PUT /v1/user/password', () => {
  const NEW_PASSWORD = 'Brand-New-Pass2@';
  const change = (session: Session, body: Record<string, unknown>) =>
    as(t.app, session, { method: 'PUT', url: '/v1/user/password', payload: body });

  describe('refuses bad input and keeps the password', () => {
    let owner: Session;
    beforeAll(async () => {
      owner = await registerBusiness(t.app);
    });

    const cases: [string, () => Record<string, unknown>, Record<string, string[]>][] = [
      [
        'a wrong current password',
        () => ({ current_password: 'Wrong-Pass1!', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
        { current_password: [AUTH_MESSAGES.passwordIncorrect] },
      ],
      [
        'a missing current password',
        () => ({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
        { current_password: ['The current password field is required.'] },
      ],
      [
        'the current password again',
        () => ({ current_password: owner.password, password: owner.password, password_confirmation: owner.password }),
        { password: [PASSWORD_MESSAGES.previous] },
      ],
      [
        'a weak password',
        () => ({ current_password: owner.password, password: 'weakling', password_confirmation: 'weakling' }),
        { password: [PASSWORD_MESSAGES.uppercase, PASSWORD_MESSAGES.special] },
      ],
      [
        'a short one missing every class',
        () => ({ current_password: owner.password, password: '1234', password_confirmation: '1234' }),
        {
          password: [
            PASSWORD_MESSAGES.minLength,
            PASSWORD_MESSAGES.lowercase,
            PASSWORD_MESSAGES.uppercase,
            PASSWORD_MESSAGES.special,
          ],
        },
      ],
      [
        'a confirmation that does not match',
        () => ({ current_password: owner.password, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` }),
        { password_confirmation: [PASSWORD_MESSAGES.confirmation] },
      ],
    ];

    it.each(cases)('%s', async (_case, body, errors) => {
      const before = await userRow(owner.email);
      const history = await count('password_history where user_id = $1', [before.id]);
      const response = await change(owner, body());
      expect(response.statusCode).toBe(422);
      expect(response.json().status).toBe('error');
      expect(response.json().errors).toEqual(errors);
      expect(await userRow(owner.email)).toEqual(before);
      expect(await count('password_history where user_id = $1', [before.id])).toBe(history);
      expect((await signInResponse(owner.email, owner.password)).statusCode).toBe(200);
    });
  });

  it('refuses an earlier password, not only the current one', async () => {
    const owner = await registerBusiness(t.app);
    const first = await change(owner, {
      current_password: owner.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    const before = await userRow(owner.email);
    const back = await change(owner, {
      current_password: NEW_PASSWORD,
      password: owner.password,
      password_confirmation: owner.password,
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors).toEqual({ password: [PASSWORD_MESSAGES.previous] });
    expect(await userRow(owner.email)).toEqual(before);
  });

  it('changes the password, keeps this session and signs out every other device', async () => {
    const owner = await registerBusiness(t.app);
    const phone = await signIn(t.app, owner, 'phone');
    const response = await change(owner, {
      current_password: owner.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', message: 'Your password has been changed' });

    expect((await load(owner)).statusCode).toBe(200);
    expect((await refresh(owner)).statusCode).toBe(200);
    expect((await load(phone)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);

    const old = await signInResponse(owner.email, owner.password);
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.email).toEqual([AUTH_MESSAGES.invalidCredentials]);
    expect((await signInResponse(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /v1/user/password/validate', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await registerBusiness(t.app);
  });
  const validate = (payload: Record<string, unknown>) =>
    as(t.app, owner, { method: 'POST', url: '/v1/user/password/validate', payload });

  it.each([
    ['a wrong password', { password: 'Wrong-Pass1!' }, AUTH_MESSAGES.passwordIncorrect],
    ['an empty password', { password: '' }, PASSWORD_MESSAGES.required],
    ['no password', {}, PASSWORD_MESSAGES.required],
  ])('refuses %s and issues no token', async (_case, body, message) => {
    const before = await count('password_confirmations');
    const response = await validate(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [message] });
    expect(await count('password_confirmations')).toBe(before);
  });

  it('answers a fresh token for the right password and keeps only its hash', async () => {
    const first = await validate({ password: owner.password });
    expect(first.statusCode).toBe(200);
    const token = first.json().payload.token;
    expect(token).toEqual(expect.any(String));
    expect(token.length).toBeGreaterThan(20);
    const { userId } = await whoIs(t.app, owner);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(
      await count('password_confirmations where user_id = $1 and token_hash = $2 and expires_at > now()', [
        userId,
        hash,
      ]),
    ).toBe(1);
    expect(await count('password_confirmations where token_hash = $1', [token])).toBe(0);
    const second = await validate({ password: owner.password });
    expect(second.json().payload.token).not.toBe(token);
  });
});

describe('GET /v1/user/logs', () => {
  it("pages the user's own activity, newest first", async () => {
    const owner = await registerBusiness(t.app);
    await signIn(t.app, owner);
    await signIn(t.app, owner);
    await as(t.app, owner, {
      method: 'PUT',
      url: '/v1/user/profile',
      payload: { first_name: 'Log', last_name: 'Owner', email: owner.email },
    });
    // Someone else in the same company and someone in another company are busy too.
    await addStaff(t.app, owner, 'Office');
    await registerBusiness(t.app);

    const { companyId, userId } = await whoIs(t.app, owner);
    const own = (
      await db.query<{ id: number }>(
        'select id from activity_logs where company_id = $1 and user_id = $2 order by id desc',
        [companyId, userId],
      )
    ).rows.map((r) => r.id);
    expect(own).toHaveLength(4);

    const page1 = await as(t.app, owner, { method: 'GET', url: '/v1/user/logs?page=1&rows=3' });
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

    const page2 = (await as(t.app, owner, { method: 'GET', url: '/v1/user/logs?page=2&rows=3' })).json().payload;
    expect(page2).toMatchObject({ page: 2, rows: 3, total: 4 });
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual(own.slice(3));
    expect(page2.data[0].action).toBe('registered');

    const defaults = (await as(t.app, owner, { method: 'GET', url: '/v1/user/logs' })).json().payload;
    expect(defaults).toMatchObject({ page: 1, rows: 25, total: 4 });
    expect(defaults.data.map((r: { id: number }) => r.id)).toEqual(own);
  });

  it.each([
    ['page=0', 'page'],
    ['rows=0', 'rows'],
    ['rows=101', 'rows'],
    ['page=abc', 'page'],
  ])('refuses %s naming the field', async (query, field) => {
    const owner = await registerBusiness(t.app);
    const response = await as(t.app, owner, { method: 'GET', url: `/v1/user/logs?${query}` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});

describe('POST /v1/devices/token', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await registerBusiness(t.app);
  });
  const register = (payload: Record<string, unknown>) =>
    as(t.app, owner, { method: 'POST', url: '/v1/devices/token', payload });
  const devicesOf = async () => {
    const { companyId, userId } = await whoIs(t.app, owner);
    return (
      await db.query(
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
});

describe('POST /v1/tips/dismiss and POST /v1/newbie/award', () => {
  it('lists a dismissed tip once in load, even when it is sent twice', async () => {
    const owner = await registerBusiness(t.app);
    for (const key of ['calendar-intro', 'calendar-intro', 'clients-intro']) {
      const response = await as(t.app, owner, { method: 'POST', url: '/v1/tips/dismiss', payload: { key } });
      expect(response.statusCode).toBe(200);
    }
    expect((await load(owner)).json().payload.tips).toEqual(['calendar-intro', 'clients-intro']);
  });

  it('lists an awarded newbie key once, merged with the keys the company holds', async () => {
    const owner = await registerBusiness(t.app);
    const { companyId } = await whoIs(t.app, owner);
    await db.query(`update companies set newbie = array['setup-wizard'] where id = $1`, [companyId]);
    for (const newbie of ['first-appointment', 'first-appointment', 'setup-wizard']) {
      const response = await as(t.app, owner, { method: 'POST', url: '/v1/newbie/award', payload: { newbie } });
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
    const owner = await registerBusiness(t.app);
    for (const payload of [{}, { [field]: '  ' }]) {
      const before = await userRow(owner.email);
      const response = await as(t.app, owner, { method: 'POST', url, payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [`The ${field} field is required.`] });
      expect(await userRow(owner.email)).toEqual(before);
    }
  });
});

describe('GET /v1/notifications/all', () => {
  it('answers an empty list for a new user', async () => {
    const owner = await registerBusiness(t.app);
    const response = await as(t.app, owner, { method: 'GET', url: '/v1/notifications/all' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', payload: { notifications: [] }, errors: null, message: null });
  });

  it("shows the user's own notifications, newest first, and no one else's", async () => {
    const owner = await registerBusiness(t.app);
    const colleague = await addStaff(t.app, owner, 'Office');
    const stranger = await registerBusiness(t.app);
    const insert = async (session: Session, title: string) => {
      const { companyId, userId } = await whoIs(t.app, session);
      await db.query(
        `insert into notifications (company_id, user_id, title, body, data) values ($1, $2, $3, 'Body', '{"id": 7}')`,
        [companyId, userId, title],
      );
    };
    await insert(owner, 'First');
    await insert(colleague, 'For the colleague');
    await insert(stranger, 'For another company');
    await insert(owner, 'Second');

    const response = await as(t.app, owner, { method: 'GET', url: '/v1/notifications/all' });
    const list = response.json().payload.notifications;
    expect(list.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: 'Second',
      body: 'Body',
      data: { id: 7 },
      is_read: false,
      created_at: expect.stringMatching(SQL_DATE),
    });
  });
});
