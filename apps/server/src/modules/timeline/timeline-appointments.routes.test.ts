import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { appointmentBody, createAppointment, editBody, putAppointment } from '../appointments/appointments-test-kit';
import { createClient } from '../clients/clients-test-kit';
import { createStaff } from '../staff/staff-test-kit';
import { clearLogs, getTimeline, type Owner, seedNote, shape } from './timeline-test-kit';

let owner: Owner;

const ctx = useTestApp();
beforeAll(async () => {
  const session = await registerBusiness(ctx.t.app);
  owner = { token: session.token, ...(await whoIs(ctx.t.app, session)) };
  await ctx.db.query(`update companies set subscribed = true, timezone = 'Australia/Melbourne' where id = $1`, [
    owner.companyId,
  ]);
});

const zone = 'Australia/Melbourne';
/** A Melbourne wall-clock time `days` from today, as the API takes it. */
const fromToday = (days: number, time = '09:00:00') =>
  `${DateTime.now().setZone(zone).plus({ days }).toFormat('yyyy-LL-dd')} ${time}`;
const twoHoursAfter = (start: string) => DateTime.fromSQL(start).plus({ hours: 2 }).toFormat('yyyy-LL-dd HH:mm:ss');

/** An appointment through the API at a Melbourne start, answering its presented self. */
const book = (start: string, changes: Record<string, unknown> = {}, session: { token: string } = owner) =>
  createAppointment(
    ctx.t.app,
    session,
    appointmentBody({ start_date: start, end_date: twoHoursAfter(start), ...changes }),
  );

const timelineOf = async (path: string, query: string, session: { token: string } = owner) => {
  const response = await as(ctx.t.app, session, { method: 'GET', url: `/v1/${path}/timeline?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
};
const tile = (payload: { tiles: { type: string; count: number }[] }, type: string) =>
  payload.tiles.find((t) => t.type === type)?.count;

describe('appointments on a client timeline', () => {
  let clientId: number;
  const ids = {} as Record<'past' | 'soon' | 'later' | 'before' | 'after' | 'otherClient', number>;

  beforeAll(async () => {
    const client = await createClient(ctx.t.app, owner);
    clientId = client.id;
    const other = await createClient(ctx.t.app, owner);
    ids.past = (
      await book('2026-03-10 10:00:00', {
        clients: [clientId],
        title: 'Hot water service',
        description: 'Replace the anode',
        address: { address_line_1: '1 Gate St', locality: 'Carlton', state: 'VIC', postal_code: '3053' },
      })
    ).id;
    ids.soon = (await book(fromToday(3), { clients: [clientId], title: 'Roof inspection' })).id;
    ids.later = (await book(fromToday(10), { clients: [clientId], title: 'Gutter clean' })).id;
    ids.otherClient = (await book('2026-03-10 11:00:00', { clients: [other.id], title: 'Not theirs' })).id;
    await clearLogs(ctx.db, owner, clientId);
    ids.before = await seedNote(ctx.db, owner, clientId, '2026-03-09T01:00:00Z', '<p>Before the visit</p>');
    ids.after = await seedNote(ctx.db, owner, clientId, '2026-03-11T01:00:00Z', '<p>After the visit</p>');
  });

  it('places past visits at their start and the upcoming ones first, with the tile fields', async () => {
    const payload = await timelineOf('clients', `id=${clientId}`);
    expect(shape(payload.timeline).keys).toEqual([
      `appointment_future:${ids.later}`,
      `appointment_future:${ids.soon}`,
      `note:${ids.after}`,
      `appointment:${ids.past}`,
      `note:${ids.before}`,
    ]);
    const past = payload.timeline[3];
    expect(past).toEqual({
      id: ids.past,
      key: `appointment-${ids.past}`,
      timeline_type: 'appointment',
      timeline_date: '2026-03-10 10:00:00',
      timeline_pinned: false,
      reference_id: expect.any(String),
      title: 'Hot water service',
      description: 'Replace the anode',
      status: 'SCHEDULED',
      all_day: false,
      start_date: '2026-03-10 10:00:00',
      end_date: '2026-03-10 12:00:00',
      timezone: zone,
      color: null,
      address: expect.objectContaining({ address_line_1: '1 Gate St', full_address: expect.any(String) }),
      types: [],
      clients: [{ id: clientId, display_name: expect.any(String) }],
    });
    expect(payload.timeline[1]).toMatchObject({
      timeline_type: 'appointment_future',
      title: 'Roof inspection',
      start_date: fromToday(3),
      timeline_date: fromToday(3),
    });
    expect(tile(payload, 'appointment')).toBe(1);
    expect(tile(payload, 'appointment_future')).toBe(2);
    expect(payload.has_collated).toBe(false);
    // GET /clients shows the same first page.
    const record = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/clients?id=${clientId}` });
    expect(record.json().payload.timeline).toEqual(payload.timeline);
  });

  it('filters them by type, search and date range like any entry', async () => {
    const only = await timelineOf('clients', `id=${clientId}&types[]=appointment`);
    expect(shape(only.timeline).keys).toEqual([`appointment:${ids.past}`]);
    const upcoming = await timelineOf('clients', `id=${clientId}&types[]=appointment_future`);
    expect(shape(upcoming.timeline).keys).toEqual([
      `appointment_future:${ids.later}`,
      `appointment_future:${ids.soon}`,
    ]);
    const notes = await timelineOf('clients', `id=${clientId}&types[]=note`);
    expect(shape(notes.timeline).keys).toEqual([`note:${ids.after}`, `note:${ids.before}`]);
    expect(tile(notes, 'appointment')).toBe(1);

    const anode = await timelineOf('clients', `id=${clientId}&search=ANODE`);
    expect(shape(anode.timeline).keys).toEqual([`appointment:${ids.past}`]);
    expect([tile(anode, 'appointment'), tile(anode, 'appointment_future'), tile(anode, 'note')]).toEqual([1, 0, 0]);
    const roof = await timelineOf('clients', `id=${clientId}&search=roof`);
    expect(shape(roof.timeline).keys).toEqual([`appointment_future:${ids.soon}`]);

    const day = await timelineOf('clients', `id=${clientId}&start=2026-03-10&end=2026-03-10`);
    expect(shape(day.timeline).keys).toEqual([`appointment:${ids.past}`]);
    expect(tile(day, 'appointment_future')).toBe(0);
  });

  it('follows a moved appointment and drops a deleted one', async () => {
    const found = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/appointments/find?id=${ids.soon}` });
    const moved = await putAppointment(
      ctx.t.app,
      owner,
      editBody(found.json().payload.appointment, {
        start_date: '2026-03-12 08:00:00',
        end_date: '2026-03-12 09:00:00',
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(shape((await timelineOf('clients', `id=${clientId}`)).timeline).keys).toEqual([
      `appointment_future:${ids.later}`,
      `appointment:${ids.soon}`,
      `note:${ids.after}`,
      `appointment:${ids.past}`,
      `note:${ids.before}`,
    ]);

    const deleted = await as(ctx.t.app, owner, {
      method: 'DELETE',
      url: '/v1/appointments',
      payload: { id: ids.soon, delete_action: 'none' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await timelineOf('clients', `id=${clientId}`);
    expect(shape(after.timeline).keys).not.toContain(`appointment:${ids.soon}`);
    expect(tile(after, 'appointment')).toBe(1);
  });

  it('shows them only to users with canAccessCalendar, entries and tiles alike', async () => {
    const subject = { companyId: owner.companyId, type: 'client', id: clientId };
    const seen = async (permissions: PermissionKey[]) => {
      const auth = { userId: owner.userId, companyId: owner.companyId, sessionId: 0, email: '', permissions };
      return ctx.t.app.recordTimeline.timeline.page(auth, subject, { page: 1, collated: false });
    };
    const without = await seen(['canAccessClients']);
    expect(shape(without.timeline).keys).toEqual([`note:${ids.after}`, `note:${ids.before}`]);
    expect(without.tiles.map((t) => t.type)).not.toContain('appointment');
    const withCalendar = await seen(['canAccessClients', 'canAccessCalendar']);
    expect(withCalendar.tiles.map((t) => t.type)).toEqual(
      expect.arrayContaining(['appointment', 'appointment_future']),
    );
  });
});

describe('upcoming appointments', () => {
  it('shows only the next 5 (after the end of today), counted so, the matching ones when searching', async () => {
    const client = await createClient(ctx.t.app, owner);
    const today = (await book(fromToday(0, '23:30:00'), { clients: [client.id], title: 'Late call' })).id;
    const upcoming: number[] = [];
    for (const days of [7, 1, 6, 2, 5, 3, 4]) {
      upcoming[days] = (await book(fromToday(days), { clients: [client.id], title: `Visit ${days}` })).id;
    }
    const payload = await timelineOf('clients', `id=${client.id}&types[]=appointment_future&types[]=appointment`);
    expect(shape(payload.timeline).keys).toEqual([
      ...[5, 4, 3, 2, 1].map((days) => `appointment_future:${upcoming[days]}`),
      `appointment:${today}`,
    ]);
    expect(tile(payload, 'appointment_future')).toBe(5);
    const seventh = await timelineOf('clients', `id=${client.id}&search=visit 7`);
    expect(shape(seventh.timeline).keys).toEqual([`appointment_future:${upcoming[7]}`]);
  });
});

describe('appointments on a staff timeline', () => {
  it("shows a staff member's appointments as attendee, not the company's others", async () => {
    const staff = await createStaff(ctx.t.app, owner);
    const attended = (await book('2026-02-02 14:00:00', { attendees: [staff.id], title: 'Drain camera' })).id;
    const upcoming = (await book(fromToday(2), { attendees: [owner.userId, staff.id], title: 'Quote visit' })).id;
    await book('2026-02-03 14:00:00', { attendees: [owner.userId], title: 'Someone else' });
    const payload = await timelineOf(
      'business/company/users',
      `id=${staff.id}&types[]=appointment&types[]=appointment_future`,
    );
    expect(shape(payload.timeline).keys).toEqual([`appointment_future:${upcoming}`, `appointment:${attended}`]);
    expect(payload.timeline[1]).toMatchObject({ title: 'Drain camera', timeline_date: '2026-02-02 14:00:00' });
    const record = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/business/company/users?user_id=${staff.id}` });
    expect(shape(record.json().payload.timeline).keys).toEqual(
      expect.arrayContaining([`appointment_future:${upcoming}`, `appointment:${attended}`]),
    );
  });
});

describe("another company's appointments", () => {
  it('never appear, and its records answer 404', async () => {
    const other = await registerBusiness(ctx.t.app, { company_name: 'Other Plumbing' });
    const otherIds = await whoIs(ctx.t.app, other);
    await ctx.db.query('update companies set subscribed = true where id = $1', [otherIds.companyId]);
    const theirClient = await createClient(ctx.t.app, other);
    const theirs = await book(
      '2026-04-01 10:00:00',
      { clients: [theirClient.id], attendees: [otherIds.userId] },
      other,
    );
    const mine = await createClient(ctx.t.app, owner);
    const payload = await timelineOf('clients', `id=${mine.id}`);
    expect(shape(payload.timeline).keys).not.toContain(`appointment:${theirs.id}`);
    expect(tile(payload, 'appointment')).toBe(0);
    const ownerTimeline = await timelineOf('business/company/users', `id=${owner.userId}&types[]=appointment`);
    expect(shape(ownerTimeline.timeline).keys).not.toContain(`appointment:${theirs.id}`);
    expect((await getTimeline(ctx.t.app, owner, `id=${theirClient.id}`)).statusCode).toBe(404);
  });
});

describe('paging across appointments', () => {
  it('pages a client with many appointments by local date groups, newest first', async () => {
    const client = await createClient(ctx.t.app, owner);
    await clearLogs(ctx.db, owner, client.id);
    // 600 visits: 24 a day over 25 days (straight into the tables; the link rows take start_at by trigger).
    const { rows } = await ctx.db.query<{ id: string; day: string }>(
      `with made as (
         insert into appointments (company_id, reference_id, title, status, start_at, end_at, timezone)
         select $1, 'BULK-' || $2 || '-' || n, 'Bulk visit', 'COMPLETE', t, t + interval '30 minutes', 'Australia/Melbourne'
         from generate_series(0, 599) n, lateral (select timestamptz '2025-05-01 00:10+10' + (n / 24) * interval '1 day'
                                                        + (n % 24) * interval '30 minutes' as t) s
         returning id, start_at)
       insert into appointment_clients (company_id, appointment_id, client_id)
       select $1, id, $3 from made returning appointment_id as id, start_at::text as day`,
      [owner.companyId, client.id, client.id],
    );
    expect(rows).toHaveLength(600);
    expect(rows.every((row) => row.day !== null)).toBe(true);
    const days = Array.from({ length: 25 }, (_, i) => `2025-05-${String(i + 1).padStart(2, '0')}`);

    const first = await timelineOf('clients', `id=${client.id}`);
    expect(first.has_more).toBe(true);
    expect(shape(first.timeline).days).toEqual(days.slice(5).reverse());
    expect(first.timeline).toHaveLength(20 * 24);
    expect(first.timeline[0]).toMatchObject({ timeline_type: 'appointment', timeline_date: '2025-05-25 11:40:00' });
    expect(tile(first, 'appointment')).toBe(600);
    const second = await timelineOf('clients', `id=${client.id}&page=2`);
    expect(second.has_more).toBe(false);
    expect(shape(second.timeline).days).toEqual(days.slice(0, 5).reverse());
    expect(second.timeline.at(-1)).toMatchObject({ timeline_date: '2025-05-01 00:10:00' });
    const seen = new Set([...shape(first.timeline).keys, ...shape(second.timeline).keys]);
    expect(seen.size).toBe(600);
  });
});

describe('collated entries', () => {
  it("shows the notes and files of a record's appointments only with collated=1, read-only and named", async () => {
    const client = await createClient(ctx.t.app, owner);
    const staff = await createStaff(ctx.t.app, owner);
    const visit = await book('2026-05-05 10:00:00', { clients: [client.id], attendees: [staff.id], title: 'Leak' });
    await clearLogs(ctx.db, owner, client.id);
    const own = await seedNote(ctx.db, owner, client.id, '2026-05-01T01:00:00Z', '<p>Client note</p>');
    const added = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/appointments/notes',
      payload: { id: visit.id, value: '<p>Found the leak under the sink</p>' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { rows } = await ctx.db.query<{ id: string }>(
      `update notes set is_pinned = true, created_at = '2026-05-06T01:00:00Z'
       where company_id = $1 and subject_type = 'appointment' and subject_id = $2 returning id`,
      [owner.companyId, visit.id],
    );
    const visitNote = Number(rows[0]?.id);
    const file = await ctx.db.query<{ id: string }>(
      `insert into files (company_id, title, file_name, file_extension, type, mime_type, size, storage_key, created_by)
       values ($1, 'Leak photo', 'leak.pdf', 'pdf', 'DOCUMENT', 'application/pdf', 10, 'none.pdf', $2) returning id`,
      [owner.companyId, owner.userId],
    );
    const fileId = Number(file.rows[0]?.id);
    await ctx.db.query(
      `insert into attachments (company_id, subject_type, subject_id, file_id, created_by, created_at)
       values ($1, 'appointment', $2, $3, $4, '2026-05-07T01:00:00Z')`,
      [owner.companyId, visit.id, fileId, owner.userId],
    );
    const morph = { name: 'Leak', type: 'appointment', url: null, reference: visit.reference_id };

    const plain = await timelineOf('clients', `id=${client.id}`);
    expect(plain.has_collated).toBe(true);
    expect(shape(plain.timeline).keys).toEqual([`appointment:${visit.id}`, `note:${own}`]);
    expect([tile(plain, 'note'), tile(plain, 'attachment')]).toEqual([1, 0]);

    const collated = await timelineOf('clients', `id=${client.id}&collated=1`);
    expect(shape(collated.timeline).keys).toEqual([
      `attachment:${fileId}`,
      `note:${visitNote}`,
      `appointment:${visit.id}`,
      `note:${own}`,
    ]);
    expect(collated.timeline[0]).toMatchObject({ title: 'Leak photo', timeline_pinned: false, timeline_morph: morph });
    expect(collated.timeline[1]).toMatchObject({ is_pinned: true, timeline_pinned: false, timeline_morph: morph });
    expect(collated.timeline[3].timeline_morph).toBeUndefined();
    expect([tile(collated, 'note'), tile(collated, 'attachment')]).toEqual([2, 1]);
    const searched = await timelineOf('clients', `id=${client.id}&collated=1&search=sink`);
    expect(shape(searched.timeline).keys).toEqual([`note:${visitNote}`]);

    // The attendee's timeline collates the same appointment's entries.
    const staffTimeline = await timelineOf('business/company/users', `id=${staff.id}&collated=1&types[]=note`);
    expect(staffTimeline.has_collated).toBe(true);
    expect(shape(staffTimeline.timeline).keys).toEqual([`note:${visitNote}`]);

    // Without canAccessCalendar nothing of the appointments shows, collated or not.
    const auth = { userId: owner.userId, companyId: owner.companyId, sessionId: 0, email: '', permissions: [] };
    const subject = { companyId: owner.companyId, type: 'client', id: client.id };
    const blind = await ctx.t.app.recordTimeline.timeline.page(
      { ...auth, permissions: ['canAccessClients'] as PermissionKey[] },
      subject,
      { page: 1, collated: true },
    );
    expect(blind.has_collated).toBe(false);
    expect(shape(blind.timeline).keys).toEqual([`note:${own}`]);

    // A deleted appointment takes its collated entries with it.
    await as(ctx.t.app, owner, { method: 'DELETE', url: '/v1/appointments', payload: { id: visit.id } });
    const gone = await timelineOf('clients', `id=${client.id}&collated=1`);
    expect(gone.has_collated).toBe(false);
    expect(shape(gone.timeline).keys).toEqual([`note:${own}`]);
  });
});
