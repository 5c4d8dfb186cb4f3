import { straightLineMinutes } from '@fieldbook/domain/addresses/travel.rules';
import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { LICENCE_TYPE_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createLicence, LICENCES, licenceBody } from '../licences/licences-test-kit';
import { createStaff, expectFieldError, staffBody } from '../staff/staff-test-kit';
import {
  appointmentBody,
  appointmentFootprint,
  createAppointment,
  editBody,
  postAppointment,
  putAppointment,
} from './appointments-test-kit';

/** Licence-aware assignment (issue 37): the appointment API's check, the setting, and the suggestions. */

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let gasType: number;
let gasService: number;
const staff = { gus: 0, una: 0, ella: 0 };

/** Tuesday 2 March 2027, 10:00-11:00 in Melbourne: Ella's licence lapses the day before. */
const job = (overrides: Record<string, unknown> = {}) =>
  appointmentBody({ start_date: '2027-03-02 10:00:00', end_date: '2027-03-02 11:00:00', ...overrides });
const FLINDERS_ST = { address_line_1: '1 Flinders St', locality: 'Melbourne', latitude: -37.8183, longitude: 144.9671 };
/** About 24 km east of Flinders St. */
const FAR_EAST = { latitude: -37.8183, longitude: 145.24 };

const setLicenceCheck = (session: Session, licence_check: unknown) =>
  as(ctx.t.app, session, {
    method: 'PUT',
    url: '/v1/business/company/settings/defaults',
    payload: {
      gst_registered: true,
      default_gst: 'EXCLUSIVE',
      inventory_tax_type: 'EXCLUSIVE',
      rounding_method: 'HALF_EVEN',
      inventory_prefill_column: 'NAME',
      setup_prefill_inventory: false,
      licence_check,
    },
  });
const storedSetting = async () =>
  (await ctx.db.query(`select settings->>'licence_check' as value from companies where id = $1`, [companyId])).rows[0]
    .value;
const availability = (payload: Record<string, unknown>) =>
  as(ctx.t.app, owner, { method: 'POST', url: '/v1/appointments/staff/availability', payload });

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
  const post = async (url: string, payload: Record<string, unknown>) =>
    (await as(ctx.t.app, owner, { method: 'POST', url, payload })).json().payload;
  gasType = (await post(`${LICENCES}/types`, { name: 'Gasfitter Type A' })).licence_type.id;
  const person = async (first_name: string, last_name: string) =>
    (await createStaff(ctx.t.app, owner, staffBody({ first_name, last_name }))).id as number;
  staff.gus = await person('Gus', 'Gasfitter');
  staff.una = await person('Una', 'Unlicensed');
  staff.ella = await person('Ella', 'Expiring');
  await createLicence(
    ctx.t.app,
    owner,
    licenceBody(staff.gus, { licence_type_id: gasType, expiry_date: '2027-06-30' }),
  );
  await createLicence(
    ctx.t.app,
    owner,
    licenceBody(staff.ella, { licence_type_id: gasType, expiry_date: '2027-03-01' }),
  );
  const saved = await post('/v1/appointments/types/save', {
    name: 'Gas service',
    time_allocation: 60,
    required_licence_type_ids: [gasType],
  });
  gasService = saved.default.id;
});

describe('an appointment type’s required licences', () => {
  it('are saved and shown by name', async () => {
    const response = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/appointments/types/available' });
    const type = response.json().payload.types.find((t: { id: number }) => t.id === gasService);
    expect(type.required_licences).toEqual([{ id: gasType, name: 'Gasfitter Type A' }]);
  });

  it('refuses another company’s licence type on the field and saves nothing', async () => {
    const other = await registerBusiness(ctx.t.app, { company_name: 'Other Gas' });
    const theirs = (
      await as(ctx.t.app, other, { method: 'POST', url: `${LICENCES}/types`, payload: { name: 'Theirs' } })
    ).json().payload.licence_type.id;
    const before = (
      await ctx.db.query('select count(*)::int as n from appointment_types where company_id = $1', [companyId])
    ).rows;
    const response = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/appointments/types/save',
      payload: { name: 'Sneaky gas', time_allocation: 60, required_licence_type_ids: [theirs] },
    });
    expectFieldError(response, 'required_licence_type_ids', LICENCE_TYPE_MESSAGES.typesInvalid);
    expect(
      (await ctx.db.query('select count(*)::int as n from appointment_types where company_id = $1', [companyId])).rows,
    ).toEqual(before);
  });
});

describe('the licence check setting', () => {
  it('defaults to WARN, takes REFUSE, and refuses a value it does not know', async () => {
    expect(
      (await as(ctx.t.app, owner, { method: 'GET', url: '/v1/business/company' })).json().payload.settings,
    ).toMatchObject({ licence_check: 'WARN' });
    const bad = await setLicenceCheck(owner, 'SOMETIMES');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.licence_check).toHaveLength(1);
    expect(await storedSetting()).toBe('WARN');
  });

  it('is refused to staff without canModifyCompanyDetails (403), unchanged', async () => {
    const office = await addStaff(ctx.t.app, owner, 'Office');
    const response = await setLicenceCheck(office, 'REFUSE');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
    expect(await storedSetting()).toBe('WARN');
  });
});

describe('assigning staff to a job that requires a licence', () => {
  it('under WARN saves an unqualified staff member', async () => {
    const saved = await createAppointment(ctx.t.app, owner, job({ attendees: [staff.una], types: [gasService] }));
    expect(saved.attendees.map((a: { id: number }) => a.id)).toEqual([staff.una]);
  });

  it('under REFUSE answers 422 on attendees naming each staff member and why, and saves nothing', async () => {
    expect((await setLicenceCheck(owner, 'REFUSE')).statusCode).toBe(200);
    const before = await appointmentFootprint(ctx.db, companyId);
    const response = await postAppointment(
      ctx.t.app,
      owner,
      job({ attendees: [staff.gus, staff.una, staff.ella], types: [gasService] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      attendees: [
        'Una Unlicensed cannot be assigned: Has no Gasfitter Type A licence.',
        'Ella Expiring cannot be assigned: Gasfitter Type A licence expires Mon 1 Mar 2027, before this appointment.',
      ],
    });
    expect(await appointmentFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('under REFUSE saves qualified staff, and refuses moving the job past their licence', async () => {
    const saved = await createAppointment(ctx.t.app, owner, job({ attendees: [staff.gus], types: [gasService] }));
    const before = await appointmentFootprint(ctx.db, companyId);
    const moved = await putAppointment(
      ctx.t.app,
      owner,
      editBody(saved, { start_date: '2027-07-06 10:00:00', end_date: '2027-07-06 11:00:00' }),
    );
    expectFieldError(
      moved,
      'attendees',
      'Gus Gasfitter cannot be assigned: Gasfitter Type A licence expires Wed 30 Jun 2027, before this appointment.',
    );
    expect(await appointmentFootprint(ctx.db, companyId)).toEqual(before);
    // Without the type the job requires nothing.
    const untyped = await putAppointment(ctx.t.app, owner, editBody(saved, { types: [], attendees: [staff.una] }));
    expect(untyped.statusCode, untyped.body).toBe(200);
    expect((await setLicenceCheck(owner, 'WARN')).statusCode).toBe(200);
  });
});

describe('the staff availability check', () => {
  it('ranks qualified staff first and says why the others are not', async () => {
    const response = await availability({
      user_ids: [staff.una, staff.ella, staff.gus],
      start_date: '2027-03-02 10:00:00',
      end_date: '2027-03-02 11:00:00',
      timezone: 'Australia/Melbourne',
      types: [gasService],
      suggestions: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().payload.results;
    expect(
      results.map((r: { user_id: number; qualified: boolean; reason: string | null }) => [
        r.user_id,
        r.qualified,
        r.reason,
      ]),
    ).toEqual([
      [staff.gus, true, null],
      [staff.una, false, 'Has no Gasfitter Type A licence'],
      [staff.ella, false, 'Gasfitter Type A licence expires Mon 1 Mar 2027, before this appointment'],
    ]);
  });

  it('weighs travel from and to the staff member’s other jobs that day, and says it', async () => {
    const user = await createStaff(ctx.t.app, owner, staffBody({ first_name: 'Tess', last_name: 'Traveller' }));
    await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        start_date: '2027-03-09 09:00:00',
        end_date: '2027-03-09 10:00:00',
        attendees: [user.id],
        address: FLINDERS_ST,
      }),
    );
    const minutes = straightLineMinutes(FLINDERS_ST, FAR_EAST);
    expect(minutes).toBeGreaterThan(30);
    expect(minutes).toBeLessThan(60);
    const ask = (destination: unknown) =>
      availability({
        user_ids: [user.id],
        start_date: '2027-03-09 10:00:00',
        end_date: '2027-03-09 11:00:00',
        timezone: 'Australia/Melbourne',
        destination,
      });
    const unweighed = (await ask(null)).json().payload.suggestions;
    expect(unweighed.map((s: { start_date: string }) => s.start_date)).toEqual([
      '2027-03-09 10:30:00',
      '2027-03-09 11:00:00',
      '2027-03-09 11:30:00',
    ]);
    // 10:30 leaves 30 minutes to cross town, and 08:00 none to get back for 09:00: both are dropped.
    const weighed = (await ask(FAR_EAST)).json().payload.suggestions;
    expect(weighed).toEqual([
      {
        start_date: '2027-03-09 11:00:00',
        end_date: '2027-03-09 12:00:00',
        travel: [`~${minutes} min travel from 1 Flinders St`],
      },
      {
        start_date: '2027-03-09 11:30:00',
        end_date: '2027-03-09 12:30:00',
        travel: [`~${minutes} min travel from 1 Flinders St`],
      },
      {
        start_date: '2027-03-09 12:00:00',
        end_date: '2027-03-09 13:00:00',
        travel: [`~${minutes} min travel from 1 Flinders St`],
      },
    ]);
  });
});
