import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { DEFAULT_COMPANY_SETTINGS } from '@fieldbook/domain/company/company.constants';
import { HELP_ARTICLES, listedArticle } from '@fieldbook/domain/help/help.articles';
import { ROLE_DEFAULT_PERMISSIONS } from '@fieldbook/domain/permissions/roles.rules';
import { describe, expect, it } from 'vitest';
import { as, claimsOf, forgeAccessToken, registerBusiness } from '../../test/build-test-app';
import { accountTestContext, SQL_DATE } from './account-test-kit';

const { ctx, userRow, load } = accountTestContext();

describe('GET /v1/user/load', () => {
  it('answers everything the app needs to start, with the defaults of a new company', async () => {
    const owner = await registerBusiness(ctx.t.app, {
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
      // The tax invoice's seller identity, unset until the business fills it in.
      legal_name: null,
      abn: null,
      email: null,
      phone: null,
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
      subscription_status: 'TRIAL',
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
    // The payment provider is listed unlinked until the business connects its own Stripe account.
    expect(payload.providers).toContainEqual({ provider_type: 'payment', status: 'NOT_LINKED', requires_auth: true });
    expect(payload.articles).toEqual(HELP_ARTICLES.map(listedArticle));
  });

  it('shows a company without a subscription row as on trial, or active once it is subscribed', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const { companyId } = claimsOf(owner.token);
    await ctx.db.query('delete from subscriptions where company_id = $1', [companyId]);
    const trial = (await load(owner)).json().payload.company;
    expect(trial).toMatchObject({ subscribed: false, subscription_status: 'TRIAL' });
    await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
    const subscribed = (await load(owner)).json().payload.company;
    expect(subscribed).toMatchObject({ subscribed: true, subscription_status: 'ACTIVE' });
  });

  it('refuses a request without a token', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/v1/user/load' });
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
        const owner = await registerBusiness(ctx.t.app);
        const [header, payload] = owner.token.split('.');
        return `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
      },
    ],
  ])('refuses %s as an expired session', async (_case, token) => {
    const response = await as(ctx.t.app, { token: await token() }, { method: 'GET', url: '/v1/user/load' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.sessionExpired,
    });
  });

  it('refuses an expired token of a live session, and accepts the same claims while they are fresh', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const claims = claimsOf(owner.token);
    const fresh = await load({ token: await forgeAccessToken(ctx.t.app, claims, 60) });
    expect(fresh.statusCode).toBe(200);
    const expired = await load({ token: await forgeAccessToken(ctx.t.app, claims, -10) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('refuses the token of a user who has been deactivated since signing in', async () => {
    const owner = await registerBusiness(ctx.t.app);
    expect((await load(owner)).statusCode).toBe(200);
    await ctx.db.query('update users set active = false where email = $1', [owner.email]);
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
    const response = await ctx.t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: AUTH_MESSAGES.unauthenticated,
    });
  });
});
