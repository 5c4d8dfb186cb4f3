import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { WEEK_START_MESSAGE } from '@fieldbook/domain/company/company.schemas';
import { TIMEZONE_MESSAGE } from '@fieldbook/domain/company/timezone.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';

const ctx = useTestApp();

const companyRow = async (id: number) =>
  (
    await ctx.db.query(
      `select company_name, timezone, hide_timezone_options, calendar_start_of_week, address, business_hours,
              settings, subscribed, updated_at
       from companies where id = $1`,
      [id],
    )
  ).rows[0];

const getCompany = (session: Session) => as(ctx.t.app, session, { method: 'GET', url: '/v1/business/company' });
const putCompany = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'PUT', url: '/v1/business/company', payload });

const week = (change: (day: number) => Partial<{ open: boolean; start: string; end: string }> = () => ({})) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: day !== 0, start: '07:30', end: '16:00', ...change(day) }));

const validBody = () => ({
  company_name: 'Bright Sparks Electrical',
  address: {
    address_line_1: '1 Example Road',
    locality: 'Fremantle',
    state: 'WA',
    postal_code: '6160',
    country: 'Australia',
    latitude: -32.05,
    longitude: 115.74,
  },
  timezone: 'Australia/Perth',
  hide_timezone_options: true,
  business_hours: week(),
  calendar_start_of_week: 1,
});

describe('GET /v1/business/company', () => {
  it("answers the signed-in user's company, the same as load shows", async () => {
    const owner = await registerBusiness(ctx.t.app, { company_name: 'Get Company Co' });
    const response = await getCompany(owner);
    expect(response.statusCode).toBe(200);
    const company = response.json().payload;
    expect(company.company_name).toBe('Get Company Co');
    const load = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/load' });
    expect(company).toEqual(load.json().payload.company);
  });

  it('is open to staff without canModifyCompanyDetails', async () => {
    const owner = await registerBusiness(ctx.t.app, { company_name: 'Readable Co' });
    const fieldStaff = await addStaff(ctx.t.app, owner, 'Field Staff');
    const response = await getCompany(fieldStaff);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.company_name).toBe('Readable Co');
  });
});

describe('PUT /v1/business/company', () => {
  it('saves the business details; GET, load and the stored row show them; the change is logged', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const { companyId, userId } = await whoIs(ctx.t.app, owner);
    const body = validBody();
    // Days arrive in any order and are stored Sunday first.
    const response = await putCompany(owner, { ...body, business_hours: [...body.business_hours].reverse() });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Business details saved');
    const saved = response.json().payload;
    expect(saved).toMatchObject({
      id: companyId,
      company_name: body.company_name,
      address: body.address,
      timezone: 'Australia/Perth',
      hide_timezone_options: true,
      business_hours: body.business_hours,
      calendar_start_of_week: 1,
      subscribed: false,
    });

    expect((await getCompany(owner)).json().payload).toEqual(saved);
    const load = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/load' });
    expect(load.json().payload.company).toEqual(saved);

    const row = await companyRow(companyId);
    expect(row).toMatchObject({
      company_name: body.company_name,
      timezone: 'Australia/Perth',
      hide_timezone_options: true,
      calendar_start_of_week: 1,
      address: body.address,
      business_hours: body.business_hours,
    });
    const logs = await ctx.db.query(
      `select user_id, subject_id from activity_logs where company_id = $1 and action = 'company_updated'`,
      [companyId],
    );
    expect(logs.rows).toEqual([{ user_id: userId, subject_id: companyId }]);
  });

  it('accepts an address at the longest allowed lengths and a closed day whose times are out of order', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const address = {
      locality: 's'.repeat(50),
      postal_code: 'p'.repeat(10),
      state: 't'.repeat(30),
      country: 'c'.repeat(50),
    };
    const hours = week((day) => (day === 0 ? { open: false, start: '17:00', end: '08:00' } : {}));
    const response = await putCompany(owner, { ...validBody(), address, business_hours: hours });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.address).toEqual(address);
  });

  it('answers the stored updated_at in the new timezone, so the next edit from it is not stale', async () => {
    const owner = await registerBusiness(ctx.t.app);
    const first = await putCompany(owner, { ...validBody(), timezone: 'Australia/Perth' });
    expect(first.statusCode).toBe(200);
    const second = await putCompany(owner, {
      ...validBody(),
      timezone: 'Pacific/Auckland',
      updated_at: first.json().payload.updated_at,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().payload.timezone).toBe('Pacific/Auckland');
  });

  describe('refuses bad input and changes nothing', () => {
    let owner: Session;
    let companyId: number;
    beforeAll(async () => {
      owner = await registerBusiness(ctx.t.app);
      companyId = (await whoIs(ctx.t.app, owner)).companyId;
    });

    const CLOSING = 'The closing time must be after the opening time.';
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['a blank company name', { company_name: '   ' }, { company_name: ['The company name field is required.'] }],
      ['no company name', { company_name: undefined }, { company_name: ['The company name field is required.'] }],
      [
        'a company name over 255 characters',
        { company_name: 'x'.repeat(256) },
        { company_name: ['The company name may not be greater than 255 characters.'] },
      ],
      ['an unknown timezone', { timezone: 'Mars/Olympus_Mons' }, { timezone: [TIMEZONE_MESSAGE] }],
      ['no timezone', { timezone: undefined }, { timezone: [TIMEZONE_MESSAGE] }],
      [
        'six days of business hours',
        { business_hours: week().slice(1) },
        { business_hours: ['Business hours need all seven weekdays.'] },
      ],
      [
        'a weekday given twice',
        { business_hours: week().map((d) => (d.day === 6 ? { ...d, day: 5 } : d)) },
        { business_hours: ['Each weekday may appear only once.'] },
      ],
      [
        'an open day closing before it opens',
        { business_hours: week((day) => (day === 2 ? { start: '15:00', end: '09:00' } : {})) },
        { 'business_hours.2.end': [CLOSING] },
      ],
      [
        'an open day closing when it opens',
        { business_hours: week((day) => (day === 4 ? { start: '09:00', end: '09:00' } : {})) },
        { 'business_hours.4.end': [CLOSING] },
      ],
      [
        'a time that is not HH:mm',
        { business_hours: week((day) => (day === 1 ? { start: '8am' } : {})) },
        { 'business_hours.1.start': ['The time must be in the format HH:mm.'] },
      ],
      [
        'a suburb over 50 characters',
        { address: { locality: 's'.repeat(51) } },
        { 'address.locality': ['The suburb may not be greater than 50 characters.'] },
      ],
      [
        'a postcode over 10 characters',
        { address: { postal_code: '1'.repeat(11) } },
        { 'address.postal_code': ['The postcode may not be greater than 10 characters.'] },
      ],
      [
        'a state over 30 characters',
        { address: { state: 't'.repeat(31) } },
        { 'address.state': ['The state may not be greater than 30 characters.'] },
      ],
      [
        'a country over 50 characters',
        { address: { country: 'c'.repeat(51) } },
        { 'address.country': ['The country may not be greater than 50 characters.'] },
      ],
    ];

    it.each(cases)('%s', async (_case, change, errors) => {
      const before = await companyRow(companyId);
      const response = await putCompany(owner, { ...validBody(), ...change });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body).toMatchObject({ status: 'error', payload: null, message: Object.values(errors)[0]?.[0] });
      expect(body.errors).toEqual(errors);
      expect(await companyRow(companyId)).toEqual(before);
    });

    it.each([7, -1, 1.5, '1'])('a calendar_start_of_week of %j', async (value) => {
      const before = await companyRow(companyId);
      const response = await putCompany(owner, { ...validBody(), calendar_start_of_week: value });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['calendar_start_of_week']);
      expect(response.json().errors.calendar_start_of_week).toEqual([WEEK_START_MESSAGE]);
      expect(await companyRow(companyId)).toEqual(before);
    });
  });

  describe('needs canModifyCompanyDetails', () => {
    it.each(['Field Staff', 'Office'] as const)('refuses %s with 403 and changes nothing', async (role) => {
      const owner = await registerBusiness(ctx.t.app);
      const { companyId } = await whoIs(ctx.t.app, owner);
      const staff = await addStaff(ctx.t.app, owner, role);
      expect(
        (await as(ctx.t.app, staff, { method: 'GET', url: '/v1/user/load' })).json().payload.permissions,
      ).not.toContain('canModifyCompanyDetails');
      const before = await companyRow(companyId);
      for (const payload of [validBody(), {}]) {
        const response = await putCompany(staff, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          status: 'error',
          payload: null,
          errors: null,
          message: AUTH_MESSAGES.forbidden,
        });
      }
      expect(await companyRow(companyId)).toEqual(before);
    });

    it('lets an Administrator save', async () => {
      const owner = await registerBusiness(ctx.t.app);
      const admin = await addStaff(ctx.t.app, owner, 'Administrator');
      const response = await putCompany(admin, validBody());
      expect(response.statusCode).toBe(200);
      expect((await getCompany(owner)).json().payload.company_name).toBe(validBody().company_name);
    });
  });

  describe('never loses an update', () => {
    // The timezone stays as registered, so only the save itself can tell the versions apart.
    const sameZone = () => ({ ...validBody(), timezone: 'Australia/Melbourne' });
    it('answers 409 to an edit started before the last save, and keeps the saved details', async () => {
      const owner = await registerBusiness(ctx.t.app);
      const { companyId } = await whoIs(ctx.t.app, owner);
      const loaded = (await getCompany(owner)).json().payload.updated_at;

      const first = await putCompany(owner, { ...sameZone(), company_name: 'First Save', updated_at: loaded });
      expect(first.statusCode).toBe(200);
      const before = await companyRow(companyId);

      const stale = await putCompany(owner, { ...sameZone(), company_name: 'Stale Save', updated_at: loaded });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.staleEdit });
      expect(await companyRow(companyId)).toEqual(before);
      expect((await getCompany(owner)).json().payload.company_name).toBe('First Save');

      // Starting again from what was saved works.
      const retry = await putCompany(owner, {
        ...sameZone(),
        company_name: 'Second Save',
        updated_at: first.json().payload.updated_at,
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().payload.company_name).toBe('Second Save');
    });

    it('lets exactly one of two edits started from the same version win', async () => {
      const owner = await registerBusiness(ctx.t.app);
      const loaded = (await getCompany(owner)).json().payload.updated_at;
      const results = await Promise.all(
        ['Racer A', 'Racer B'].map((company_name) =>
          putCompany(owner, { ...sameZone(), company_name, updated_at: loaded }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)?.json().payload.company_name;
      expect((await getCompany(owner)).json().payload.company_name).toBe(winner);
    });
  });
});
