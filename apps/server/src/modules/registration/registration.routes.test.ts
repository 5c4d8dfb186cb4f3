import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import { TIMEZONE_MESSAGE } from '@fieldbook/domain/company/timezone.schemas';
import { describe, expect, it } from 'vitest';
import { as, registerBusiness, STRONG_PASSWORD, useTestApp } from '../../test/build-test-app';

const ctx = useTestApp();

const count = async (sql: string, params: unknown[] = []) =>
  Number((await ctx.db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0]?.n);

describe('POST /v1/register/business', () => {
  it('creates the company and its owner, and signs the owner in', async () => {
    const owner = await registerBusiness(ctx.t.app, {
      company_name: 'Harbour Pest Control',
      email: 'Reg.Owner@Example.com',
    });
    expect(owner.cookie).toMatch(/^fb_refresh=/);
    const load = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/load' });
    expect(load.statusCode).toBe(200);
    const payload = load.json().payload;
    expect(payload.company.company_name).toBe('Harbour Pest Control');
    expect(payload.company.timezone).toBe('Australia/Melbourne');
    expect(payload.details.email).toBe('reg.owner@example.com');
    expect(payload.details.created_company).toBe(true);
    expect(payload.permissions).toContain('canManageUsers');
    expect(payload.permissions).not.toContain('isSubscribed');
  });

  it('refuses a weak password with each checklist message and stores nothing', async () => {
    const before = await count('companies');
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/v1/register/business',
      payload: {
        company_name: 'Weak Co',
        first_name: 'A',
        last_name: 'B',
        email: 'weak@example.com',
        password: 'short',
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe('error');
    expect(body.errors.password).toEqual([
      PASSWORD_MESSAGES.minLength,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.special,
    ]);
    expect(await count('companies')).toBe(before);
    expect(await count('users where email = $1', ['weak@example.com'])).toBe(0);
  });

  it('names every missing field', async () => {
    const response = await ctx.t.app.inject({ method: 'POST', url: '/v1/register/business', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['company_name', 'email', 'first_name', 'last_name', 'password'].sort(),
    );
    expect(response.json().errors.email).toEqual(['The email field is required.']);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const first = await registerBusiness(ctx.t.app);
    const before = await count('companies');
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/v1/register/business',
      payload: {
        company_name: 'Copy Co',
        first_name: 'C',
        last_name: 'D',
        email: first.email.toUpperCase(),
        password: STRONG_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([AUTH_MESSAGES.emailTaken]);
    expect(await count('companies')).toBe(before);
  });

  it.each(['Mars/Olympus_Mons', 'not a zone', '', '+99:99'])(
    'refuses the timezone %j with "Invalid timezone" on timezone, creating nothing',
    async (timezone) => {
      const before = { companies: await count('companies'), users: await count('users') };
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: '/v1/register/business',
        payload: {
          company_name: 'Zone Co',
          first_name: 'Z',
          last_name: 'One',
          email: `zone.${before.companies}@example.com`,
          password: STRONG_PASSWORD,
          timezone,
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        payload: null,
        errors: { timezone: [TIMEZONE_MESSAGE] },
        message: 'Invalid timezone',
      });
      expect({ companies: await count('companies'), users: await count('users') }).toEqual(before);
    },
  );

  it('keeps the timezone given, a real zone', async () => {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/v1/register/business',
      payload: {
        company_name: 'Perth Co',
        first_name: 'P',
        last_name: 'Erth',
        email: 'perth.zone@example.com',
        password: STRONG_PASSWORD,
        timezone: 'Australia/Perth',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await ctx.db.query("select timezone from companies where company_name = 'Perth Co'");
    expect(rows).toEqual([{ timezone: 'Australia/Perth' }]);
  });
});
