import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { appointmentBody, createAppointment, findAppointment } from './appointments-test-kit';

const ctx = useTestApp();
let owner: Session;
let ownerId: number;
let staffId: number;
let otherStaffId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ownerId = (await whoIs(ctx.t.app, owner)).userId;
  staffId = (await whoIs(ctx.t.app, await addStaff(ctx.t.app, owner, 'Field Staff'))).userId;
  otherStaffId = (await whoIs(ctx.t.app, await addStaff(ctx.t.app, owner, 'Field Staff'))).userId;
});

describe('GET v1/appointments/staff', () => {
  it('finds any active staff member by name or email with canEditAppointments, only oneself without', async () => {
    const office = await addStaff(ctx.t.app, owner, 'Office');
    const field = await addStaff(ctx.t.app, owner, 'Field Staff');
    const fieldId = (await whoIs(ctx.t.app, field)).userId;
    const list = async (session: Session, search = '') =>
      (await as(ctx.t.app, session, { method: 'GET', url: `/v1/appointments/staff?search=${search}` }))
        .json()
        .payload.users.map((u: { id: number }) => u.id);
    expect(await list(office)).toEqual(expect.arrayContaining([ownerId, staffId, otherStaffId, fieldId]));
    expect(await list(office, 'OLIVIA')).toEqual([ownerId]);
    expect(await list(field)).toEqual([fieldId]);
    const other = await registerBusiness(ctx.t.app);
    expect(await list(other)).toEqual([(await whoIs(ctx.t.app, other)).userId]);
  });
});

describe('POST v1/appointments/staff/availability', () => {
  const check = (payload: Record<string, unknown>) =>
    as(ctx.t.app, owner, { method: 'POST', url: '/v1/appointments/staff/availability', payload });

  it('answers BUSY with the conflicts, AVAILABLE, OUTSIDE_HOURS, and the nearest free spans', async () => {
    // Tuesday 3 December 2030 (suggestions never start in the past), business hours 08:00-17:00 on weekdays.
    const busy = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        title: 'Busy job',
        attendees: [staffId],
        start_date: '2030-12-03 10:00',
        end_date: '2030-12-03 12:00',
      }),
    );
    const response = await check({
      user_ids: [staffId, otherStaffId],
      start_date: '2030-12-03 11:00:00',
      end_date: '2030-12-03 12:00:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { results, suggestions } = response.json().payload;
    expect(results).toEqual([
      {
        user_id: staffId,
        status: 'BUSY',
        qualified: true,
        reason: null,
        conflicts: [
          { id: busy.id, title: 'Busy job', start_date: '2030-12-03 10:00:00', end_date: '2030-12-03 12:00:00' },
        ],
      },
      { user_id: otherStaffId, status: 'AVAILABLE', conflicts: [], qualified: true, reason: null },
    ]);
    // The nearest free hours, alternately after and before, 30 minutes apart.
    expect(suggestions).toEqual(
      ['12:00', '12:30', '13:00'].map((start) => ({
        start_date: `2030-12-03 ${start}:00`,
        end_date: `2030-12-03 ${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}:00`,
        // No job address given: no travel is weighed.
        travel: [],
      })),
    );

    const except = (
      await check({
        user_ids: [staffId],
        start_date: '2030-12-03 11:00',
        end_date: '2030-12-03 12:00',
        except: busy.id,
      })
    ).json();
    expect(except.payload.results[0].status).toBe('AVAILABLE');

    const saturday = (
      await check({ user_ids: [otherStaffId], start_date: '2030-12-07 10:00', end_date: '2030-12-07 11:00' })
    ).json();
    expect(saturday.payload.results[0].status).toBe('OUTSIDE_HOURS');
  });

  it('answers by the business hours as just saved', async () => {
    const business = await registerBusiness(ctx.t.app);
    const worker = (await whoIs(ctx.t.app, await addStaff(ctx.t.app, business, 'Field Staff'))).userId;
    // Saturday 14 December 2030: closed until the business opens its Saturdays.
    const status = async () =>
      (
        await as(ctx.t.app, business, {
          method: 'POST',
          url: '/v1/appointments/staff/availability',
          payload: { user_ids: [worker], start_date: '2030-12-14 10:00', end_date: '2030-12-14 11:00' },
        })
      ).json().payload.results[0].status;
    expect(await status()).toBe('OUTSIDE_HOURS');
    const company = (await as(ctx.t.app, business, { method: 'GET', url: '/v1/business/company' })).json().payload;
    const saved = await as(ctx.t.app, business, {
      method: 'PUT',
      url: '/v1/business/company',
      payload: {
        company_name: company.company_name,
        timezone: company.timezone,
        hide_timezone_options: company.hide_timezone_options,
        calendar_start_of_week: company.calendar_start_of_week,
        business_hours: company.business_hours.map((day: { day: number }) =>
          day.day === 6 ? { ...day, open: true, start: '08:00', end: '17:00' } : day,
        ),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await status()).toBe('AVAILABLE');
  });

  it('looks a week either side for free time when the days around the span are taken', async () => {
    // Tuesday 4 March 2031; the staff member is busy all of Friday 28 February and Monday 3 to Friday 7 March.
    for (const day of ['2031-02-28', '2031-03-03', '2031-03-04', '2031-03-05', '2031-03-06', '2031-03-07']) {
      await createAppointment(
        ctx.t.app,
        owner,
        appointmentBody({ attendees: [staffId], start_date: `${day} 08:00`, end_date: `${day} 17:00` }),
      );
    }
    const response = await check({
      user_ids: [staffId],
      start_date: '2031-03-04 11:00:00',
      end_date: '2031-03-04 12:00:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    // Thursday 27 February's last hours come before Monday 10 March's first ones.
    expect(response.json().payload.suggestions).toEqual(
      ['16:00', '15:30', '15:00'].map((start) => ({
        start_date: `2031-02-27 ${start}:00`,
        end_date: `2031-02-27 ${String(Number(start.slice(0, 2)) + 1)}${start.slice(2)}:00`,
        travel: [],
      })),
    );
  });

  it('finds a conflict however long before the span it began, and none that only touches it', async () => {
    // A five-day job from Friday 6 June 2031 (read by its own index), and a morning job ending at 10:00.
    const long = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        title: 'Week on site',
        attendees: [otherStaffId],
        start_date: '2031-06-06 08:00',
        end_date: '2031-06-11 17:00',
      }),
    );
    await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        title: 'Early job',
        attendees: [staffId],
        start_date: '2031-06-10 08:00',
        end_date: '2031-06-10 10:00',
      }),
    );
    const response = await check({
      user_ids: [staffId, otherStaffId],
      start_date: '2031-06-10 10:00:00',
      end_date: '2031-06-10 11:00:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.results).toEqual([
      { user_id: staffId, status: 'AVAILABLE', conflicts: [], qualified: true, reason: null },
      {
        user_id: otherStaffId,
        status: 'BUSY',
        qualified: true,
        reason: null,
        conflicts: [
          { id: long.id, title: 'Week on site', start_date: '2031-06-06 08:00:00', end_date: '2031-06-11 17:00:00' },
        ],
      },
    ]);
  });

  it('suggests no free time that has already begun', async () => {
    const zone = 'Australia/Melbourne';
    const sql = (date: DateTime) => date.toFormat('yyyy-MM-dd HH:mm:ss');
    const start = DateTime.now().setZone(zone).minus({ days: 1 }).startOf('hour');
    const response = await check({
      user_ids: [otherStaffId],
      start_date: sql(start),
      end_date: sql(start.plus({ hours: 1 })),
      timezone: zone,
    });
    const { suggestions } = response.json().payload as { suggestions: { start_date: string }[] };
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(DateTime.fromSQL(suggestion.start_date, { zone }).toMillis()).toBeGreaterThanOrEqual(
        DateTime.now().minus({ minutes: 1 }).toMillis(),
      );
    }
  });

  it("leaves out another company's staff and ignores their appointments", async () => {
    const other = await registerBusiness(ctx.t.app);
    const theirId = (await whoIs(ctx.t.app, other)).userId;
    await createAppointment(ctx.t.app, other, appointmentBody({ attendees: [theirId] }));
    const response = await check({
      user_ids: [theirId, ownerId],
      start_date: '2026-12-01 10:00',
      end_date: '2026-12-01 11:00',
    });
    expect(response.json().payload.results.map((r: { user_id: number }) => r.user_id)).toEqual([ownerId]);
  });

  it('needs canAccessCalendar', async () => {
    const noCalendar = await registerBusiness(ctx.t.app);
    const { companyId } = await whoIs(ctx.t.app, noCalendar);
    const member = await addStaff(ctx.t.app, noCalendar, 'Field Staff');
    await ctx.db.query(
      `update users set permissions = array_remove(permissions, 'canAccessCalendar') where company_id = $1`,
      [companyId],
    );
    const refused = await as(ctx.t.app, member, {
      method: 'POST',
      url: '/v1/appointments/staff/availability',
      payload: { user_ids: [ownerId], start_date: '2026-12-01 10:00', end_date: '2026-12-01 11:00' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await findAppointment(ctx.t.app, member, 1)).statusCode).toBe(403);
  });
});
