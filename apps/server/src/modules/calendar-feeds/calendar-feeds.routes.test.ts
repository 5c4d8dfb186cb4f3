import { CALENDAR_FEED_MESSAGES } from '@fieldbook/domain/calendar-feeds/calendar-feeds.schemas';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import {
  appointmentBody,
  createAppointment,
  editBody,
  findAppointment,
  putAppointment,
} from '../appointments/appointments-test-kit';
import { expectFieldError, toggleStaff } from '../staff/staff-test-kit';

const ctx = useTestApp();
let owner: Session;
let ownerId: number;
let fieldStaff: Session;
let fieldStaffId: number;

const feedsOf = (session: Session) => as(ctx.t.app, session, { method: 'GET', url: '/v1/calendarFeeds' });
const create = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/calendarFeeds', payload });
const revoke = (session: Session, id: number) =>
  as(ctx.t.app, session, { method: 'DELETE', url: '/v1/calendarFeeds', payload: { id } });
const regenerate = (session: Session, id: number) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/calendarFeeds/regenerate', payload: { id } });

/** The public document of a feed's link, as a calendar app fetches it. */
const fetchFeed = (url: string) => ctx.t.app.inject({ method: 'GET', url: new URL(url).pathname });

async function createFeed(session: Session, payload: Record<string, unknown>) {
  const response = await create(session, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.feed as { id: number; url: string; kind: string; user_id: number | null };
}

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  const who = await whoIs(ctx.t.app, owner);
  ownerId = who.userId;
  // Recurring rules are a subscription feature.
  await ctx.db.query('update companies set subscribed = true where id = $1', [who.companyId]);
  fieldStaff = await addStaff(ctx.t.app, owner, 'Field Staff');
  fieldStaffId = (await whoIs(ctx.t.app, fieldStaff)).userId;
});

describe('v1/calendarFeeds', () => {
  it('creates, lists, regenerates and revokes feeds; one live feed per calendar', async () => {
    const staffFeed = await createFeed(owner, { kind: 'STAFF', user_id: fieldStaffId });
    expect(staffFeed).toMatchObject({ kind: 'STAFF', user_id: fieldStaffId });
    expect(staffFeed.url).toMatch(/^http:\/\/.+\/feeds\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const companyFeed = await createFeed(owner, { kind: 'COMPANY' });
    expect((await create(owner, { kind: 'COMPANY' })).statusCode).toBe(409);

    const listed = (await feedsOf(owner)).json().payload.feeds as { id: number; url: string }[];
    // The same link every time: a calendar app keeps the URL it subscribed to.
    expect(listed.map((f) => [f.id, f.url])).toEqual(
      expect.arrayContaining([
        [staffFeed.id, staffFeed.url],
        [companyFeed.id, companyFeed.url],
      ]),
    );
    expect((await fetchFeed(staffFeed.url)).statusCode).toBe(200);

    const renewed = (await regenerate(owner, staffFeed.id)).json().payload.feed;
    expect(renewed.url).not.toBe(staffFeed.url);
    expect((await fetchFeed(staffFeed.url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(200);

    const revoked = await revoke(owner, renewed.id);
    expect(revoked.json().message).toBe(CALENDAR_FEED_MESSAGES.revoked);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(404);
    expect((await revoke(owner, renewed.id)).statusCode).toBe(404);
    expect((await regenerate(owner, renewed.id)).statusCode).toBe(404);
    await revoke(owner, companyFeed.id);
  });

  it('stops a deactivated staff member’s feed', async () => {
    const leaver = await addStaff(ctx.t.app, owner, 'Field Staff');
    const leaverId = (await whoIs(ctx.t.app, leaver)).userId;
    const feed = await createFeed(owner, { kind: 'STAFF', user_id: leaverId });
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    expect((await toggleStaff(ctx.t.app, owner, leaverId)).statusCode).toBe(200);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
  });

  it('refuses staff without canCreateExternalCalendarFeeds, and another company’s feeds', async () => {
    const feed = await createFeed(owner, { kind: 'STAFF', user_id: ownerId });
    expect((await feedsOf(fieldStaff)).statusCode).toBe(403);
    expect((await create(fieldStaff, { kind: 'STAFF', user_id: fieldStaffId })).statusCode).toBe(403);
    expect((await revoke(fieldStaff, feed.id)).statusCode).toBe(403);
    expect((await regenerate(fieldStaff, feed.id)).statusCode).toBe(403);

    const stranger = await registerBusiness(ctx.t.app);
    expect((await revoke(stranger, feed.id)).statusCode).toBe(404);
    expect((await regenerate(stranger, feed.id)).statusCode).toBe(404);
    const theirs = (await feedsOf(stranger)).json().payload;
    expect(theirs.feeds).toEqual([]);
    expect(theirs.staff.map((s: { id: number }) => s.id)).not.toContain(ownerId);
    expectFieldError(
      await create(stranger, { kind: 'STAFF', user_id: ownerId }),
      'user_id',
      CALENDAR_FEED_MESSAGES.userNotFound,
    );
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    await revoke(owner, feed.id);
  });

  it('lets any staff member keep a feed of their own appointments, and only their own', async () => {
    const mine = (session: Session, method: 'GET' | 'POST' | 'DELETE', path = '') =>
      as(ctx.t.app, session, { method, url: `/v1/calendarFeeds/mine${path}` });
    const worker = await addStaff(ctx.t.app, owner, 'Field Staff');
    const workerId = (await whoIs(ctx.t.app, worker)).userId;
    expect((await feedsOf(worker)).statusCode).toBe(403);
    expect((await mine(worker, 'GET')).json().payload.feed).toBeNull();
    expect((await mine(worker, 'POST', '/regenerate')).statusCode).toBe(404);

    const created = await mine(worker, 'POST');
    expect(created.statusCode, created.body).toBe(200);
    const feed = created.json().payload.feed as { id: number; url: string };
    expect(created.json().payload.feed).toMatchObject({ kind: 'STAFF', user_id: workerId });
    expect((await mine(worker, 'GET')).json().payload.feed.url).toBe(feed.url);
    expect((await mine(worker, 'POST')).statusCode).toBe(409);
    // The manager sees it in the company's list, as any other staff feed.
    const listed = (await feedsOf(owner)).json().payload.feeds as { id: number }[];
    expect(listed.map((f) => f.id)).toContain(feed.id);

    const renewed = (await mine(worker, 'POST', '/regenerate')).json().payload.feed as { id: number; url: string };
    expect(renewed.url).not.toBe(feed.url);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(200);
    // Someone else's own feed is not theirs to touch: the owner has none of their own here.
    expect((await mine(owner, 'GET')).json().payload.feed?.id).not.toBe(renewed.id);

    expect((await mine(worker, 'DELETE')).statusCode).toBe(200);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(404);
    expect((await mine(worker, 'GET')).json().payload.feed).toBeNull();
    expect((await mine(worker, 'DELETE')).statusCode).toBe(404);
  });

  it('says which field is wrong', async () => {
    expectFieldError(await create(owner, { kind: 'TEAM' }), 'kind', CALENDAR_FEED_MESSAGES.kindInvalid);
    expectFieldError(await create(owner, { kind: 'STAFF' }), 'user_id', CALENDAR_FEED_MESSAGES.userRequired);
    expectFieldError(
      await create(owner, { kind: 'COMPANY', user_id: ownerId }),
      'user_id',
      CALENDAR_FEED_MESSAGES.userNotForCompany,
    );
    expect((await revoke(owner, 0)).statusCode).toBe(422);
  });
});

describe('GET /feeds/calendar/{token}.ics', () => {
  it('answers 404 for a token no feed has, without telling why', async () => {
    for (const path of ['/feeds/calendar/nothing.ics', `/feeds/calendar/${'a'.repeat(43)}.ics`, '/feeds/calendar/x']) {
      expect((await ctx.t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
  });

  it('writes a series once with its rule, the deleted occurrence as EXDATE and the moved one as RECURRENCE-ID, across Melbourne’s change of time', async () => {
    // Tuesdays 9:00 from 23 March 2027; Melbourne's daylight saving ends on Sunday 4 April 2027.
    const first = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        title: 'Hot water service',
        start_date: '2027-03-23 09:00:00',
        end_date: '2027-03-23 10:30:00',
        attendees: [fieldStaffId],
        address: {
          address_line_1: '1 Smith St',
          locality: 'Fitzroy',
          state: 'VIC',
          postal_code: '3065',
          country: 'AU',
        },
        recursion_rule: 'FREQ=WEEKLY;COUNT=4',
        recurring_status: 'SCHEDULED',
      }),
    );
    const ids = (first.recurring_appointments as { id: number }[]).map((a) => a.id);
    expect(ids).toHaveLength(4);
    const second = (await findAppointment(ctx.t.app, owner, ids[1] ?? 0)).json().payload.appointment;
    const moved = await putAppointment(
      ctx.t.app,
      owner,
      editBody(second, { start_date: '2027-03-31 11:00:00', end_date: '2027-03-31 12:30:00' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const deleted = await as(ctx.t.app, owner, { method: 'DELETE', url: '/v1/appointments', payload: { id: ids[2] } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Another company's appointment never shows.
    const stranger = await registerBusiness(ctx.t.app);
    await createAppointment(
      ctx.t.app,
      stranger,
      appointmentBody({ title: 'Not ours', start_date: '2027-03-24 09:00:00', end_date: '2027-03-24 10:00:00' }),
    );

    const feed = await createFeed(owner, { kind: 'STAFF', user_id: fieldStaffId });
    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const text = response.body;
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Australia/Melbourne');
    expect(text).not.toContain('Not ours');
    const vevents = text.split('BEGIN:VEVENT').slice(1);
    expect(vevents.filter((e) => /^RRULE:/m.test(e))).toHaveLength(1);

    const events = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
    const parent = events.find((e) => e.rrule);
    if (!parent) throw new Error('no recurring event');
    expect(parent.uid).toBe(`appointment-series-${ids[0]}@localhost`);
    expect(parent.location).toContain('Fitzroy');
    const instances = ical.expandRecurringEvent(parent, {
      from: new Date('2027-03-01T00:00:00Z'),
      to: new Date('2027-05-01T00:00:00Z'),
    });
    // What the API's own series list says: the live appointments, at their instants.
    const api = (await findAppointment(ctx.t.app, owner, ids[0] ?? 0)).json().payload.appointment;
    const { DateTime } = await import('luxon');
    const apiStarts = (api.recurring_appointments as { start_date: string }[]).map((a) =>
      DateTime.fromSQL(a.start_date, { zone: 'Australia/Melbourne' }).toUTC().toISO(),
    );
    expect(apiStarts).toHaveLength(3);
    expect(instances.map((i) => DateTime.fromJSDate(i.start).toUTC().toISO())).toEqual(apiStarts);
    // 9:00 is 22:00 UTC the day before in daylight saving (+11) and 23:00 UTC after it ends (+10).
    expect(apiStarts).toEqual(['2027-03-22T22:00:00.000Z', '2027-03-31T00:00:00.000Z', '2027-04-12T23:00:00.000Z']);
    expect(instances.map((i) => i.isOverride)).toEqual([false, true, false]);
    expect(instances[1]?.end.getTime()).toBe(Date.parse('2027-03-31T01:30:00Z'));

    // An all-day appointment is a date, its DTEND the day after its last.
    await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        title: 'Site shutdown',
        all_day: true,
        start_date: '2027-05-03 00:00:00',
        end_date: '2027-05-04 23:59:59',
        attendees: [fieldStaffId],
      }),
    );
    const allDay = Object.values(ical.sync.parseICS((await fetchFeed(feed.url)).body)).find(
      (c): c is VEvent => c?.type === 'VEVENT' && c.summary === 'Site shutdown',
    );
    expect([allDay?.datetype, allDay?.start.toDateString(), allDay?.end?.toDateString()]).toEqual([
      'date',
      new Date(2027, 4, 3).toDateString(),
      new Date(2027, 4, 5).toDateString(),
    ]);

    // The company feed shows the same series; the owner's own feed (not an attendee) shows none of it.
    const companyFeed = await createFeed(owner, { kind: 'COMPANY' });
    expect((await fetchFeed(companyFeed.url)).body).toContain(`UID:appointment-series-${ids[0]}@localhost`);
    const ownFeed = await createFeed(owner, { kind: 'STAFF', user_id: ownerId });
    expect((await fetchFeed(ownFeed.url)).body).not.toContain('Hot water service');
  });
});
