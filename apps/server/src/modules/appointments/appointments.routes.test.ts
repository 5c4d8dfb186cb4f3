import { APPOINTMENT_MESSAGES as M } from '@fieldbook/domain/appointments/appointments.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { expectFieldError } from '../staff/staff-test-kit';
import {
  appointmentBody,
  appointmentFootprint,
  createAppointment,
  editBody,
  findAppointment,
  postAppointment,
  putAppointment,
} from './appointments-test-kit';

const ctx = useTestApp();
let owner: Session;
let field: Session;
let ids: { companyId: number; userId: number };
let fieldId: number;
let clientId: number;
let typeId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ids = await whoIs(ctx.t.app, owner);
  field = await addStaff(ctx.t.app, owner, 'Field Staff');
  fieldId = (await whoIs(ctx.t.app, field)).userId;
  clientId = (
    await createClient(
      ctx.t.app,
      owner,
      individual({
        emails: [
          { type: 'PRIMARY', email_address: 'jane@example.com' },
          { type: 'BILLING', email_address: 'a@example.com' },
        ],
        phones: [{ type: 'MOBILE', phone_number: '0412 345 678' }],
      }),
    )
  ).id;
  const type = await as(ctx.t.app, owner, {
    method: 'POST',
    url: '/v1/appointments/types/save',
    payload: { name: 'Drain', time_allocation: 120, must_be_staffed: true },
  });
  typeId = type.json().payload.default.id;
});

const reminder = (overrides: Record<string, unknown>) => ({ type: 'EMAIL', reminder_offset: -1440, ...overrides });

describe('POST v1/appointments and find', () => {
  it('creates with staff, a client, a type, reminders and a note, and finds it with its timeline', async () => {
    const created = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        attendees: [fieldId],
        clients: [clientId],
        types: [typeId],
        note: '<p>Gate code 4321</p>',
        reminders: [
          reminder({ key: 'clients', client_id: clientId, value: 'jane@example.com' }),
          reminder({ key: 'staff', type: 'SMS', value: '0412 345 678', reminder_offset: -60 }),
        ],
      }),
    );
    expect(created).toMatchObject({
      title: 'Blocked kitchen drain',
      status: 'SCHEDULED',
      start_date: '2026-12-01 10:00:00',
      end_date: '2026-12-01 12:00:00',
      timezone: 'Australia/Melbourne',
      timezone_details: { zone: 'Australia/Melbourne', abbr: 'AEDT', diff_from_gmt: '+11:00' },
      attendees: [{ id: fieldId, created_company: false }],
      clients: [{ id: clientId }],
      types: [{ id: typeId, name: 'Drain', must_be_staffed: true }],
      client_reminders: [{ key: 'clients', client_id: clientId, value: 'jane@example.com', has_sent: false }],
      staff_reminders: [{ key: 'staff', type: 'SMS', reminder_offset: -60 }],
      is_locked: false,
      archived: false,
      can_edit: true,
      recurring_status: 'UNSCHEDULED',
    });
    const found = await findAppointment(ctx.t.app, owner, created.id);
    expect(found.statusCode).toBe(200);
    const types = found.json().payload.timeline.map((e: { timeline_type: string }) => e.timeline_type);
    expect(types).toEqual(expect.arrayContaining(['note', 'log']));
  });

  it('offers the next reference number once one is used', async () => {
    const before = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/appointments/defaults/values' });
    const next = before.json().payload.reference_id;
    await createAppointment(ctx.t.app, owner, appointmentBody({ reference_id: next }));
    const after = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/appointments/defaults/values' });
    expect(Number(after.json().payload.reference_id)).toBe(Number(next) + 1);
  });

  const rules: [string, () => Record<string, unknown>, string, string][] = [
    ['no title', () => ({ title: '' }), 'title', M.titleRequired],
    ['no start date', () => ({ start_date: '' }), 'start_date', M.startRequired],
    ['an end before the start', () => ({ end_date: '2026-12-01 09:00:00' }), 'end_date', M.endBeforeStart],
    ['a date that is not one', () => ({ start_date: '2026-13-45 10:00' }), 'start_date', M.dateInvalid],
    ['a finished status on create', () => ({ status: 'COMPLETE' }), 'status', M.createStatus],
    ['an unknown staff member', () => ({ attendees: [999_999] }), 'attendees', M.attendeeInvalid],
    ['an unknown client', () => ({ clients: [999_999] }), 'clients', M.clientInvalid],
    ['an unknown type', () => ({ types: [999_999] }), 'types', M.typeInvalid],
    [
      'four staff reminders',
      () => ({
        reminders: [1, 2, 3, 4].map((n) => reminder({ key: 'staff', type: 'NONE', reminder_offset: -60 * n })),
      }),
      'reminders.3.key',
      M.staffRemindersLimit,
    ],
    [
      'two unscheduled reminders',
      () => ({ status: 'UNSCHEDULED', reminders: [1, 2].map(() => reminder({ key: 'unscheduled', type: 'NONE' })) }),
      'reminders.1.key',
      M.unscheduledRemindersLimit,
    ],
    [
      'a staff reminder while unscheduled',
      () => ({ status: 'UNSCHEDULED', reminders: [reminder({ key: 'staff', type: 'NONE' })] }),
      'reminders.0.key',
      M.unscheduledNoStaffReminders,
    ],
    [
      'four reminders for one client',
      () => ({
        clients: [clientId],
        reminders: [1, 2, 3, 4].map(() => reminder({ key: 'clients', client_id: clientId, value: 'a@example.com' })),
      }),
      'reminders.3.key',
      M.clientRemindersLimit,
    ],
    [
      'a client reminder with a bad email',
      () => ({ clients: [clientId], reminders: [reminder({ key: 'clients', client_id: clientId, value: 'nope' })] }),
      'reminders.0.value',
      M.reminderEmailInvalid,
    ],
    [
      'a client reminder with no email',
      () => ({ clients: [clientId], reminders: [reminder({ key: 'clients', client_id: clientId, value: '' })] }),
      'reminders.0.value',
      M.reminderEmailEmpty,
    ],
    [
      'a client SMS reminder with a bad number',
      () => ({
        clients: [clientId],
        reminders: [reminder({ key: 'clients', type: 'SMS', client_id: clientId, value: '123' })],
      }),
      'reminders.0.value',
      M.reminderMobileInvalid,
    ],
    [
      'a client reminder to an address the client has not stored (no relay)',
      () => ({
        clients: [clientId],
        reminders: [reminder({ key: 'clients', client_id: clientId, value: 'relay@evil.example' })],
      }),
      'reminders.0.value',
      M.reminderEmailNotStored,
    ],
    [
      'a client SMS reminder to a number the client has not stored (no relay)',
      () => ({
        clients: [clientId],
        reminders: [reminder({ key: 'clients', type: 'SMS', client_id: clientId, value: '0498 765 432' })],
      }),
      'reminders.0.value',
      M.reminderMobileNotStored,
    ],
    [
      'a reminder for a client not on the appointment',
      () => ({ reminders: [reminder({ key: 'clients', client_id: clientId, value: 'a@example.com' })] }),
      'reminders.0.client_id',
      M.reminderClientInvalid,
    ],
    [
      'a recurrence rule without a subscription',
      () => ({ recursion_rule: 'FREQ=WEEKLY;COUNT=4' }),
      'recursion_rule',
      M.subscriptionOnly,
    ],
  ];
  for (const [what, override, fieldName, message] of rules) {
    it(`refuses ${what} with "${message}" and stores nothing`, async () => {
      const before = await appointmentFootprint(ctx.db, ids.companyId);
      expectFieldError(await postAppointment(ctx.t.app, owner, appointmentBody(override())), fieldName, message);
      expect(await appointmentFootprint(ctx.db, ids.companyId)).toEqual(before);
    });
  }

  it('refuses a reference number already used, whatever its case', async () => {
    await createAppointment(ctx.t.app, owner, appointmentBody({ reference_id: 'JOB-77' }));
    expectFieldError(
      await postAppointment(ctx.t.app, owner, appointmentBody({ reference_id: 'job-77' })),
      'reference_id',
      M.referenceTaken,
    );
  });

  it('lets staff without canEditAppointments add only themselves', async () => {
    const before = await appointmentFootprint(ctx.db, ids.companyId);
    expectFieldError(
      await postAppointment(ctx.t.app, field, appointmentBody({ attendees: [ids.userId] })),
      'attendees',
      M.attendeeSelfOnly,
    );
    expect(await appointmentFootprint(ctx.db, ids.companyId)).toEqual(before);
    const mine = await createAppointment(ctx.t.app, field, appointmentBody({ attendees: [fieldId] }));
    expect(mine.can_edit).toBe(true);
  });

  it('saves a staffed appointment spanning two centuries: only the days a booking could take are held', async () => {
    // One staff-day lock per day of the span was 73,000 advisory locks: out of shared memory, a 500.
    const long = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ attendees: [fieldId], start_date: '1900-01-01 10:00:00', end_date: '2099-12-03 12:00:00' }),
    );
    expect([long.start_date, long.end_date]).toEqual(['1900-01-01 10:00:00', '2099-12-03 12:00:00']);
  });

  it('saves a year-long appointment for 60 staff: one company-wide hold, not a lock per staff day', async () => {
    // 60 staff by a year of bookable days was 22,000 advisory locks: out of shared memory, a 500.
    const crew: number[] = [];
    for (let i = 0; i < 60; i++)
      crew.push((await whoIs(ctx.t.app, await addStaff(ctx.t.app, owner, 'Field Staff'))).userId);
    const today = new Date().toISOString().slice(0, 10);
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace('-02-29', '-02-28');
    const saved = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ attendees: crew, start_date: `${today} 10:00:00`, end_date: `${nextYear} 12:00:00` }),
    );
    expect(saved.attendees).toHaveLength(60);
  }, 60_000);
});

describe('editing, status, lock, unscheduled and delete', () => {
  it('edits with the version it started from; a second edit from the same version gets 409 and loses nothing', async () => {
    const appointment = await createAppointment(ctx.t.app, owner);
    const first = await putAppointment(
      ctx.t.app,
      owner,
      editBody(appointment, { title: 'First edit', status: 'COMPLETE' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(M.updated);
    const second = await putAppointment(ctx.t.app, owner, editBody(appointment, { title: 'Second edit' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MESSAGES.staleEdit);
    const stored = (await findAppointment(ctx.t.app, owner, appointment.id)).json().payload.appointment;
    expect(stored).toMatchObject({ title: 'First edit', status: 'COMPLETE' });
  });

  it('lets an attendee change the status but not edit; others are refused both (403)', async () => {
    const attended = await createAppointment(ctx.t.app, owner, appointmentBody({ attendees: [fieldId] }));
    const status = await as(ctx.t.app, field, {
      method: 'PUT',
      url: '/v1/appointments/status',
      payload: { id: attended.id, status: 'IN_PROGRESS' },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      message: M.statusChanged,
      payload: { appointment: { status: 'IN_PROGRESS', can_edit: false } },
    });
    expect(
      (await putAppointment(ctx.t.app, field, editBody(status.json().payload.appointment, { title: 'Mine' })))
        .statusCode,
    ).toBe(403);

    const other = await createAppointment(ctx.t.app, owner);
    const refused = await as(ctx.t.app, field, {
      method: 'PUT',
      url: '/v1/appointments/status',
      payload: { id: other.id, status: 'COMPLETE' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await findAppointment(ctx.t.app, owner, other.id)).json().payload.appointment.status).toBe('SCHEDULED');
  });

  it('locks and unlocks; an unscheduled appointment cannot be locked', async () => {
    const appointment = await createAppointment(ctx.t.app, owner);
    const lock = (id: number, state: boolean) =>
      as(ctx.t.app, owner, { method: 'PUT', url: '/v1/appointments/lock', payload: { id, state } });
    expect((await lock(appointment.id, true)).json().payload.appointment.is_locked).toBe(true);
    expect((await lock(appointment.id, false)).json().payload.appointment.is_locked).toBe(false);
    const unscheduled = await createAppointment(ctx.t.app, owner, appointmentBody({ status: 'UNSCHEDULED' }));
    expectFieldError(await lock(unscheduled.id, true), 'state', M.lockUnscheduled);
  });

  it('marks a scheduled appointment unscheduled: no staff reminders, recurring_status UNSCHEDULED, unlocked', async () => {
    const appointment = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ recurring_status: 'SCHEDULED', reminders: [reminder({ key: 'staff', type: 'NONE' })] }),
    );
    await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/appointments/lock',
      payload: { id: appointment.id, state: true },
    });
    const mark = (id: number) =>
      as(ctx.t.app, owner, { method: 'POST', url: '/v1/appointments/unscheduled/mark', payload: { id } });
    const marked = await mark(appointment.id);
    expect(marked.json()).toMatchObject({
      message: M.markedUnscheduled,
      payload: {
        appointment: { status: 'UNSCHEDULED', recurring_status: 'UNSCHEDULED', is_locked: false, staff_reminders: [] },
      },
    });
    expectFieldError(await mark(appointment.id), 'id', M.markUnscheduledStatus);
  });

  it('deletes by archiving: read-only afterwards, and gone from the search', async () => {
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody({ title: 'To be deleted' }));
    const deleted = await as(ctx.t.app, owner, {
      method: 'DELETE',
      url: '/v1/appointments',
      payload: { id: appointment.id },
    });
    expect(deleted.json()).toMatchObject({ message: M.deleted, payload: { deleted_ids: [appointment.id] } });
    const found = (await findAppointment(ctx.t.app, owner, appointment.id)).json().payload.appointment;
    expect(found).toMatchObject({ archived: true, can_edit: false });
    const edit = await putAppointment(ctx.t.app, owner, editBody(found, { title: 'Back' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(M.archivedReadOnly);
    const note = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/appointments/notes',
      payload: { id: appointment.id, value: 'x' },
    });
    expect(note.statusCode).toBe(409);
  });
});
