import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient } from '../clients/clients-test-kit';
import { appointmentBody, createAppointment, searchAppointments } from './appointments-test-kit';

const ctx = useTestApp();
let owner: Session;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
});

const titles = (response: { json(): { payload: { appointments: { title: string }[] } } }) =>
  response.json().payload.appointments.map((a) => a.title);

describe('dates', () => {
  it('keeps wall-clock times across the end of daylight saving in Melbourne (5 April 2026)', async () => {
    const before = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ start_date: '2026-04-04 09:00:00', end_date: '2026-04-04 10:00:00' }),
    );
    const after = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ start_date: '2026-04-06 09:00', end_date: '2026-04-06 10:00' }),
    );
    expect([before.start_date, after.start_date]).toEqual(['2026-04-04 09:00:00', '2026-04-06 09:00:00']);
    expect([before.timezone_details.abbr, after.timezone_details.abbr]).toEqual(['AEDT', 'AEST']);
    const { rows } = await ctx.db.query(
      'select extract(epoch from (select start_at from appointments where id = $2) - start_at) / 3600 as hours from appointments where id = $1',
      [before.id, after.id],
    );
    // Two calendar days apart, one of them 25 hours long.
    expect(Number(rows[0].hours)).toBe(49);
  });

  it('shows an appointment in its own timezone, whatever the company uses', async () => {
    const perth = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        start_date: '2026-12-02 08:00:00',
        end_date: '2026-12-02 09:00:00',
        timezone: 'Australia/Perth',
      }),
    );
    expect(perth).toMatchObject({ start_date: '2026-12-02 08:00:00', timezone_details: { diff_from_gmt: '+08:00' } });
  });
});

describe('POST v1/appointments/search', () => {
  it('filters by text, staff, client, range and status (all but UNSCHEDULED by default), 20 a page', async () => {
    const fresh = await registerBusiness(ctx.t.app);
    const freshId = (await whoIs(ctx.t.app, fresh)).userId;
    const client = await createClient(ctx.t.app, fresh);
    await createAppointment(
      ctx.t.app,
      fresh,
      appointmentBody({ title: 'Hot water service', attendees: [freshId], clients: [client.id] }),
    );
    await createAppointment(ctx.t.app, fresh, appointmentBody({ title: 'Unscheduled leak', status: 'UNSCHEDULED' }));
    await createAppointment(
      ctx.t.app,
      fresh,
      appointmentBody({ title: 'Next week', start_date: '2026-12-08 10:00', end_date: '2026-12-08 11:00' }),
    );
    for (let n = 0; n < 22; n++) await createAppointment(ctx.t.app, fresh, appointmentBody({ title: `Filler ${n}` }));

    const page = (await searchAppointments(ctx.t.app, fresh)).json().payload;
    expect(page.total).toBe(24);
    expect(page.appointments).toHaveLength(20);
    expect(titles(await searchAppointments(ctx.t.app, fresh, { filter: 'hot water' }))).toEqual(['Hot water service']);
    expect(titles(await searchAppointments(ctx.t.app, fresh, { users: [freshId] }))).toEqual(['Hot water service']);
    expect(titles(await searchAppointments(ctx.t.app, fresh, { clients: [client.id] }))).toEqual(['Hot water service']);
    expect(titles(await searchAppointments(ctx.t.app, fresh, { status: ['UNSCHEDULED'] }))).toEqual([
      'Unscheduled leak',
    ]);
    const week = await searchAppointments(ctx.t.app, fresh, {
      start: '2026-12-07 00:00:00',
      end: '2026-12-14 00:00:00',
    });
    expect(titles(week)).toEqual(['Next week']);
    const latest = await searchAppointments(ctx.t.app, fresh, { sortBy: 'start_date', sortDirection: 'desc', rows: 1 });
    expect(titles(latest)).toEqual(['Next week']);
  });

  it('reads a range in the company timezone whatever the appointment uses, and filters by timezone on request', async () => {
    const fresh = await registerBusiness(ctx.t.app);
    // 08:00 in Perth is 11:00 in Melbourne (both without DST in December? Melbourne is +11, Perth +8).
    await createAppointment(
      ctx.t.app,
      fresh,
      appointmentBody({
        title: 'Perth job',
        timezone: 'Australia/Perth',
        start_date: '2026-12-03 08:00',
        end_date: '2026-12-03 09:00',
      }),
    );
    await createAppointment(
      ctx.t.app,
      fresh,
      appointmentBody({ title: 'Melbourne job', start_date: '2026-12-03 08:00', end_date: '2026-12-03 09:00' }),
    );
    const morning = { start: '2026-12-03 10:30:00', end: '2026-12-03 12:30:00' };
    expect(titles(await searchAppointments(ctx.t.app, fresh, morning))).toEqual(['Perth job']);
    const early = { start: '2026-12-03 07:30:00', end: '2026-12-03 09:30:00' };
    expect(titles(await searchAppointments(ctx.t.app, fresh, early))).toEqual(['Melbourne job']);
    expect(titles(await searchAppointments(ctx.t.app, fresh, { timezone: 'Australia/Perth' }))).toEqual(['Perth job']);
  });

  it('sorts closest to now first, before and after, page by page', async () => {
    const fresh = await registerBusiness(ctx.t.app);
    const at = (days: number) => {
      const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      return { start_date: `${date} 10:00`, end_date: `${date} 11:00` };
    };
    for (const [title, days] of [
      ['In 6 days', 6],
      ['3 days ago', -3],
      ['In 10 days', 10],
      ['20 days ago', -20],
      ['Tomorrow', 1],
    ] as const) {
      await createAppointment(ctx.t.app, fresh, appointmentBody({ title, ...at(days) }));
    }
    const page = (n: number) => searchAppointments(ctx.t.app, fresh, { page: n, rows: 2 });
    expect(titles(await page(1))).toEqual(['Tomorrow', '3 days ago']);
    expect(titles(await page(2))).toEqual(['In 6 days', 'In 10 days']);
    expect(titles(await page(3))).toEqual(['20 days ago']);
  });

  it('keeps each side in its order at equal starts (upcoming by id, past newest id first) and totals a page past the end', async () => {
    const fresh = await registerBusiness(ctx.t.app);
    const companyId = (await whoIs(ctx.t.app, fresh)).companyId;
    const made = [];
    for (const title of ['Later A', 'Later B', 'Earlier A', 'Earlier B']) {
      made.push(await createAppointment(ctx.t.app, fresh, appointmentBody({ title })));
    }
    await ctx.db.query(
      `update appointments set start_at = date_trunc('second', now()) + case when title like 'Later%' then interval '2 hours'
         else interval '-3 hours' end, end_at = date_trunc('second', now()) + interval '5 hours'
       where company_id = $1`,
      [companyId],
    );
    expect(made.map((a) => a?.id)).toEqual([...made.map((a) => a?.id)].sort((a, b) => Number(a) - Number(b)));
    const page = (n: number) => searchAppointments(ctx.t.app, fresh, { page: n, rows: 3 });
    expect(titles(await page(1))).toEqual(['Later A', 'Later B', 'Earlier B']);
    expect(titles(await page(2))).toEqual(['Earlier A']);
    const past = (await page(3)).json().payload;
    expect([past.appointments, past.total]).toEqual([[], 4]);
  });

  it('totals a search by status and archived alone from the kept counts, as a count of the rows would', async () => {
    const fresh = await registerBusiness(ctx.t.app);
    const companyId = (await whoIs(ctx.t.app, fresh)).companyId;
    const made = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      made.push(await createAppointment(ctx.t.app, fresh, appointmentBody({ title })));
    }
    const [cancelled, deleted, unscheduled] = made;
    const status = { id: cancelled?.id, status: 'CANCELLED' };
    expect(
      (await as(ctx.t.app, fresh, { method: 'PUT', url: '/v1/appointments/status', payload: status })).statusCode,
    ).toBe(200);
    const removed = await as(ctx.t.app, fresh, {
      method: 'DELETE',
      url: '/v1/appointments',
      payload: { id: deleted?.id },
    });
    expect(removed.statusCode).toBe(200);
    await ctx.db.query(`update appointments set status = 'UNSCHEDULED' where company_id = $1 and id = $2`, [
      companyId,
      unscheduled?.id,
    ]);
    for (const [body, where] of [
      [{}, `archived_at is null and status <> 'UNSCHEDULED'`],
      [{ status: ['CANCELLED', 'SCHEDULED'] }, `archived_at is null and status in ('CANCELLED', 'SCHEDULED')`],
      [{ status: ['UNSCHEDULED'], is_scheduled: false }, `archived_at is null and status = 'UNSCHEDULED'`],
      [{ archived: true }, `archived_at is not null and status <> 'UNSCHEDULED'`],
    ] as const) {
      const { rows } = await ctx.db.query(
        `select count(*)::int as n from appointments where company_id = $1 and ${where}`,
        [companyId],
      );
      const total = (await searchAppointments(ctx.t.app, fresh, body)).json().payload.total;
      expect([JSON.stringify(body), total]).toEqual([JSON.stringify(body), rows[0].n]);
    }
    expect((await searchAppointments(ctx.t.app, fresh, {})).json().payload.total).toBe(2);
  });

  it('pages and totals a text search in each order, the total counting every match, past the end too', async () => {
    const fresh = await registerBusiness(ctx.t.app);
    const at = (days: number) => {
      const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      return { start_date: `${date} 10:00`, end_date: `${date} 11:00` };
    };
    // Five backflow tests (one unscheduled, one archived: neither found by default) among other work.
    const made = [];
    for (const [title, days] of [
      ['Backflow test A', 5],
      ['Backflow test B', -2],
      ['Service call', 1],
      ['Backflow test C', 9],
      ['Backflow test D', -7],
      ['Backflow test E', 3],
    ] as const) {
      made.push(await createAppointment(ctx.t.app, fresh, appointmentBody({ title, ...at(days) })));
    }
    await createAppointment(
      ctx.t.app,
      fresh,
      appointmentBody({ title: 'Backflow unscheduled', status: 'UNSCHEDULED' }),
    );
    const archived = made[5];
    expect(
      (await as(ctx.t.app, fresh, { method: 'DELETE', url: '/v1/appointments', payload: { id: archived?.id } }))
        .statusCode,
    ).toBe(200);
    const search = async (body: Record<string, unknown>) => {
      const payload = (await searchAppointments(ctx.t.app, fresh, { filter: 'BACKFLOW', rows: 3, ...body })).json()
        .payload;
      return [titles({ json: () => ({ payload }) }), payload.total];
    };
    expect(await search({})).toEqual([['Backflow test B', 'Backflow test A', 'Backflow test D'], 4]);
    expect(await search({ page: 2 })).toEqual([['Backflow test C'], 4]);
    expect(await search({ page: 3 })).toEqual([[], 4]);
    expect(await search({ sortBy: 'start_date', sortDirection: 'desc' })).toEqual([
      ['Backflow test C', 'Backflow test A', 'Backflow test B'],
      4,
    ]);
    expect(await search({ sortBy: 'start_date', sortDirection: 'asc', page: 2 })).toEqual([['Backflow test C'], 4]);
    expect(await search({ status: ['UNSCHEDULED'] })).toEqual([['Backflow unscheduled'], 1]);
    expect(await search({ archived: true })).toEqual([['Backflow test E'], 1]);
    expect(await search({ filter: 'no such words' })).toEqual([[], 0]);
    expect(await search({ filter: 'no such words', page: 2 })).toEqual([[], 0]);
  });

  it("never finds another company's appointments", async () => {
    const other = await registerBusiness(ctx.t.app);
    await createAppointment(ctx.t.app, other, appointmentBody({ title: 'Their secret job' }));
    expect(titles(await searchAppointments(ctx.t.app, owner, { filter: 'secret' }))).toEqual([]);
  });
});

describe('POST v1/appointments/calendar', () => {
  it("answers the search's page with what the calendar draws and a move sends back, nothing of the view", async () => {
    const fresh = await registerBusiness(ctx.t.app);
    const freshId = (await whoIs(ctx.t.app, fresh)).userId;
    const client = await createClient(ctx.t.app, fresh);
    const saved = await as(ctx.t.app, fresh, {
      method: 'POST',
      url: '/v1/appointments/types/save',
      payload: { name: 'Drains', time_allocation: 120 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const type = saved.json().payload.default;
    const week = { start: '2026-12-07 00:00:00', end: '2026-12-14 00:00:00', rows: 500, sortBy: 'start_date' };
    await createAppointment(
      ctx.t.app,
      fresh,
      appointmentBody({
        title: 'Tuesday drain',
        start_date: '2026-12-08 09:00',
        end_date: '2026-12-08 10:30',
        // Stored as JSON, whose keys PostgreSQL keeps in its own order: answered in the schema's.
        address: {
          address_line_1: '4 Beach Road',
          locality: 'Hampton',
          state: 'VIC',
          postal_code: '3188',
          latitude: -37.94,
        },
        attendees: [freshId],
        clients: [client.id],
        types: [type.id],
        reminders: [
          { key: 'staff', user_id: freshId, type: 'EMAIL', value: 'me@example.com', reminder_offset: -60 },
          { key: 'staff', user_id: freshId, type: 'EMAIL', value: 'me@example.com', reminder_offset: -1440 },
        ],
      }),
    );
    await createAppointment(
      ctx.t.app,
      fresh,
      appointmentBody({ title: 'Next week', start_date: '2026-12-15 09:00', end_date: '2026-12-15 10:00' }),
    );
    const calendar = await as(ctx.t.app, fresh, { method: 'POST', url: '/v1/appointments/calendar', payload: week });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const [full] = (await searchAppointments(ctx.t.app, fresh, week)).json().payload.appointments;
    const { total, appointments } = calendar.json().payload;
    expect(total).toBe(1);
    expect(appointments).toEqual([
      {
        id: full.id,
        reference_id: full.reference_id,
        title: 'Tuesday drain',
        description: full.description,
        color: full.color,
        status: 'SCHEDULED',
        start_date: '2026-12-08 09:00:00',
        end_date: '2026-12-08 10:30:00',
        timezone: 'Australia/Melbourne',
        all_day: false,
        address: full.address,
        attendees: [{ id: freshId, name: full.attendees[0].name, color: full.attendees[0].color }],
        clients: [{ id: client.id, display_name: full.clients[0].display_name }],
        types: [{ id: type.id, name: 'Drains', color: full.types[0].color }],
        is_locked: false,
        recursion_rule: null,
        recurring_status: full.recurring_status,
        client_reminders: [],
        staff_reminders: full.staff_reminders,
        unscheduled_reminders: [],
        can_edit: true,
        updated_at: full.updated_at,
      },
    ]);
    expect(full.staff_reminders).toMatchObject([
      { user_id: freshId, value: 'me@example.com', reminder_offset: -60 },
      { user_id: freshId, value: 'me@example.com', reminder_offset: -1440 },
    ]);
    expect(Object.keys(appointments[0].address)).toEqual(Object.keys(full.address));
    expect(full.address).toMatchObject({ address_line_1: '4 Beach Road', postal_code: '3188', latitude: -37.94 });
  });

  it("pages a span as the search does: under way at its start first, then by start and id, with the search's total", async () => {
    const fresh = await registerBusiness(ctx.t.app);
    const freshId = (await whoIs(ctx.t.app, fresh)).userId;
    const at = (title: string, start_date: string, end_date: string, more: Record<string, unknown> = {}) =>
      createAppointment(ctx.t.app, fresh, appointmentBody({ title, start_date, end_date, ...more }));
    // Created out of order, so neither id nor creation decides what start and id do.
    await at('Tie b', '2026-12-09 09:00', '2026-12-09 10:00');
    const helperId = (await whoIs(ctx.t.app, await addStaff(ctx.t.app, fresh, 'Office'))).userId;
    // The helper first: attendees stay in the order given, not by id.
    await at('Long job', '2026-12-05 08:00', '2026-12-08 17:00', { attendees: [helperId, freshId] });
    await at('Ends as the week starts', '2026-12-06 22:00', '2026-12-07 00:00');
    await at('Starts as the week starts', '2026-12-07 00:00', '2026-12-07 01:00', { attendees: [freshId] });
    await at('Tie a', '2026-12-09 09:00', '2026-12-09 11:00');
    await at('Starts as the week ends', '2026-12-14 00:00', '2026-12-14 01:00');
    await at('Earlier long job', '2026-12-01 08:00', '2026-12-07 09:00');
    await at('Unscheduled', '2026-12-10 09:00', '2026-12-10 10:00', { status: 'UNSCHEDULED' });
    await at('Friday', '2026-12-11 15:00', '2026-12-11 16:00', { attendees: [freshId] });
    const week = { start: '2026-12-07 00:00:00', end: '2026-12-14 00:00:00', sortBy: 'start_date' };
    const both = async (body: Record<string, unknown>) => {
      const payload = { ...week, ...body };
      const calendar = await as(ctx.t.app, fresh, { method: 'POST', url: '/v1/appointments/calendar', payload });
      expect(calendar.statusCode, calendar.body).toBe(200);
      const search = (await searchAppointments(ctx.t.app, fresh, payload)).json().payload;
      type Listed = { id: number; title: string; attendees: { id: number }[] };
      const answer = calendar.json().payload as { total: number; appointments: Listed[] };
      const seen = (list: Listed[]) => list.map((a) => [a.id, a.attendees.map((user) => user.id)]);
      expect({ total: answer.total, appointments: seen(answer.appointments) }).toEqual({
        total: search.total,
        appointments: seen(search.appointments),
      });
      return { total: answer.total, titles: answer.appointments.map((a) => a.title) };
    };
    const ids = new Map(
      (await searchAppointments(ctx.t.app, fresh, { ...week, rows: 500 }))
        .json()
        .payload.appointments.map((a: { id: number; title: string }) => [a.title, a.id]),
    );
    const ties = ['Tie a', 'Tie b'].sort((a, b) => Number(ids.get(a)) - Number(ids.get(b)));
    const whole = ['Earlier long job', 'Long job', 'Starts as the week starts', ...ties, 'Friday'];
    expect(await both({ rows: 500 })).toEqual({ total: 6, titles: whole });
    const longJob = (await searchAppointments(ctx.t.app, fresh, { ...week, rows: 500 })).json().payload.appointments[1];
    expect(longJob.attendees.map((user: { id: number }) => user.id)).toEqual([helperId, freshId]);
    // Full pages are counted, the short last one (and an empty one past it) tell their total.
    expect(await both({ rows: 2, page: 1 })).toEqual({ total: 6, titles: whole.slice(0, 2) });
    expect(await both({ rows: 2, page: 3 })).toEqual({ total: 6, titles: whole.slice(4, 6) });
    expect(await both({ rows: 4, page: 2 })).toEqual({ total: 6, titles: whole.slice(4) });
    expect(await both({ rows: 4, page: 3 })).toEqual({ total: 6, titles: [] });
    expect(await both({ rows: 500, users: [freshId] })).toEqual({
      total: 3,
      titles: ['Long job', 'Starts as the week starts', 'Friday'],
    });
    expect(await both({ rows: 500, status: ['UNSCHEDULED'] })).toEqual({ total: 1, titles: ['Unscheduled'] });
    // Other orders and archived ones are the search's own statement (ties stay by id).
    expect((await both({ rows: 500, sortDirection: 'desc' })).titles).toEqual([
      'Friday',
      ...ties,
      'Starts as the week starts',
      'Long job',
      'Earlier long job',
    ]);
    expect(await both({ rows: 500, archived: true })).toEqual({ total: 0, titles: [] });
  });
});
