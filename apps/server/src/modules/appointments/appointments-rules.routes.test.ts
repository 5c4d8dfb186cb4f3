import { APPOINTMENT_MESSAGES as M } from '@fieldbook/domain/appointments/appointments.schemas';
import { MAX_OFFSET_MINUTES } from '@fieldbook/domain/inputs/timer-offset.rules';
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

// Rules seen broken before (issue 33 item 5): who may take an appointment off the calendar, archived
// clients on new appointments, and reminder times anywhere the timer field reaches.

const ctx = useTestApp();
let owner: Session;
let field: Session;
let ids: { companyId: number; userId: number };
let fieldId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ids = await whoIs(ctx.t.app, owner);
  field = await addStaff(ctx.t.app, owner, 'Field Staff');
  fieldId = (await whoIs(ctx.t.app, field)).userId;
});

const setStatus = (session: Session, id: number, status: string) =>
  as(ctx.t.app, session, { method: 'PUT', url: '/v1/appointments/status', payload: { id, status } });
async function archiveClient(id: number) {
  const archived = await as(ctx.t.app, owner, { method: 'DELETE', url: `/v1/clients?id=${id}` });
  expect(archived.statusCode, archived.body).toBe(200);
}
const staffReminder = { key: 'staff', type: 'EMAIL', reminder_offset: -60 };

describe('PUT v1/appointments/status and the unscheduled list', () => {
  it('refuses an attendee without canEditAppointments taking it off the calendar (403), and changes nothing', async () => {
    const attended = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ attendees: [fieldId], reminders: [staffReminder] }),
    );
    const before = await appointmentFootprint(ctx.db, ids.companyId);
    const refused = await setStatus(field, attended.id, 'UNSCHEDULED');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notEditable);
    expect(await appointmentFootprint(ctx.db, ids.companyId)).toEqual(before);
    const stored = (await findAppointment(ctx.t.app, owner, attended.id)).json().payload.appointment;
    expect(stored).toMatchObject({ status: 'SCHEDULED', staff_reminders: [{ key: 'staff' }] });
    // Their simple status changes still go.
    expect((await setStatus(field, attended.id, 'IN_PROGRESS')).statusCode).toBe(200);
  });

  it('lets one who can edit unschedule a scheduled one as "mark unscheduled" does, and only that', async () => {
    const scheduled = await createAppointment(ctx.t.app, owner, appointmentBody({ reminders: [staffReminder] }));
    const marked = await setStatus(owner, scheduled.id, 'UNSCHEDULED');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().payload.appointment).toMatchObject({
      status: 'UNSCHEDULED',
      recurring_status: 'UNSCHEDULED',
      staff_reminders: [],
    });
    const done = await createAppointment(ctx.t.app, owner);
    await setStatus(owner, done.id, 'COMPLETE');
    expectFieldError(await setStatus(owner, done.id, 'UNSCHEDULED'), 'status', M.markUnscheduledStatus);
  });

  it('refuses changing an unscheduled one’s status there (scheduling it is an edit)', async () => {
    const unscheduled = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ status: 'UNSCHEDULED', attendees: [fieldId] }),
    );
    for (const session of [owner, field]) {
      expectFieldError(await setStatus(session, unscheduled.id, 'SCHEDULED'), 'status', M.scheduleToChangeStatus);
    }
    const stored = (await findAppointment(ctx.t.app, owner, unscheduled.id)).json().payload.appointment;
    expect(stored.status).toBe('UNSCHEDULED');
  });
});

describe('archived clients', () => {
  it('are refused on a new appointment, and nothing is stored', async () => {
    const client = await createClient(ctx.t.app, owner);
    await archiveClient(client.id);
    const before = await appointmentFootprint(ctx.db, ids.companyId);
    expectFieldError(
      await postAppointment(ctx.t.app, owner, appointmentBody({ clients: [client.id] })),
      'clients',
      M.clientArchived,
    );
    expect(await appointmentFootprint(ctx.db, ids.companyId)).toEqual(before);
  });

  it('stay on an appointment they were booked on before, but are not added to another', async () => {
    const client = await createClient(ctx.t.app, owner);
    const booked = await createAppointment(ctx.t.app, owner, appointmentBody({ clients: [client.id] }));
    const other = await createAppointment(ctx.t.app, owner);
    await archiveClient(client.id);
    const kept = await putAppointment(ctx.t.app, owner, editBody(booked, { title: 'Still theirs' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expectFieldError(
      await putAppointment(ctx.t.app, owner, editBody(other, { clients: [client.id] })),
      'clients',
      M.clientArchived,
    );
  });
});

describe('GET v1/appointments/defaults/values for a client', () => {
  it("answers the client's job address (service, else primary), and none for another company's client", async () => {
    const address = (type: string, line: string) => ({
      type,
      address_line_1: line,
      locality: 'Preston',
      state: 'VIC',
      postal_code: '3072',
      country: 'AU',
    });
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({ addresses: [address('PRIMARY', '1 Home St'), address('SERVICE', '9 Site Rd')] }),
    );
    const defaults = (session: Session, id: number) =>
      as(ctx.t.app, session, { method: 'GET', url: `/v1/appointments/defaults/values?client_id=${id}` });
    const own = (await defaults(owner, client.id)).json().payload;
    expect(own.address).toMatchObject({ address_line_1: '9 Site Rd', locality: 'Preston' });
    const stranger = await registerBusiness(ctx.t.app);
    expect((await defaults(stranger, client.id)).json().payload.address).toBeNull();
  });
});

describe('reminder times', () => {
  it('takes any whole minute the timer field reaches, before or after, up to 700 days 23 hours 59 minutes', async () => {
    const offsets = [-(3 * 1440 + 2 * 60 + 17), -90, 0, 45, -MAX_OFFSET_MINUTES, MAX_OFFSET_MINUTES];
    const appointment = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        attendees: [ids.userId],
        reminders: offsets.slice(0, 3).map((reminder_offset) => ({ ...staffReminder, reminder_offset })),
      }),
    );
    expect(appointment.staff_reminders.map((r: { reminder_offset: number }) => r.reminder_offset)).toEqual(
      offsets.slice(0, 3),
    );
    const later = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        attendees: [ids.userId],
        reminders: offsets.slice(3).map((reminder_offset) => ({ ...staffReminder, reminder_offset })),
      }),
    );
    expect(later.staff_reminders).toHaveLength(3);
  });

  it('refuses one beyond 700 days 23 hours 59 minutes, or not a whole minute', async () => {
    for (const reminder_offset of [-(MAX_OFFSET_MINUTES + 1), MAX_OFFSET_MINUTES + 1, -90.5]) {
      expectFieldError(
        await postAppointment(
          ctx.t.app,
          owner,
          appointmentBody({ attendees: [ids.userId], reminders: [{ ...staffReminder, reminder_offset }] }),
        ),
        'reminders.0.reminder_offset',
        M.reminderOffsetInvalid,
      );
    }
  });
});
