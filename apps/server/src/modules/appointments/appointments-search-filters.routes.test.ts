import { APPOINTMENT_STATUSES } from '@fieldbook/domain/appointments/appointments.constants';
import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import { TIMEZONE_MESSAGE } from '@fieldbook/domain/company/timezone.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient } from '../clients/clients-test-kit';
import { expectFieldError } from '../staff/staff-test-kit';
import { appointmentBody, createAppointment, searchAppointments } from './appointments-test-kit';

// The search dialog's filter drawer: types, the advanced filters (all-day, colour, timezone, creator)
// and what the endpoint refuses.

const ctx = useTestApp();
let owner: Session;
let office: Session;
let officeId: number;
let typeId: number;

const saveType = async (session: Session, name: string) =>
  (
    await as(ctx.t.app, session, {
      method: 'POST',
      url: '/v1/appointments/types/save',
      payload: { name, time_allocation: 120 },
    })
  ).json().payload.default.id as number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  office = await addStaff(ctx.t.app, owner, 'Office');
  officeId = (await whoIs(ctx.t.app, office)).userId;
  typeId = await saveType(owner, 'Gutter clean');
  await createAppointment(ctx.t.app, owner, appointmentBody({ title: 'Typed', types: [typeId], color: '#AA0000' }));
  await createAppointment(ctx.t.app, owner, appointmentBody({ title: 'All day', all_day: true }));
  await createAppointment(ctx.t.app, office, appointmentBody({ title: 'Booked by the office' }));
  await createAppointment(ctx.t.app, owner, appointmentBody({ title: 'Not yet booked', status: 'UNSCHEDULED' }));
});

const titles = async (payload: Record<string, unknown>) => {
  const response = await searchAppointments(ctx.t.app, owner, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .payload.appointments.map((a: { title: string }) => a.title)
    .sort();
};

describe('POST v1/appointments/search filters', () => {
  it('by appointment type, all-day, colour (any case), creator and scheduled or not', async () => {
    expect(await titles({ appointment_types: [typeId] })).toEqual(['Typed']);
    expect(await titles({ all_day: true })).toEqual(['All day']);
    expect(await titles({ all_day: false })).toEqual(['Booked by the office', 'Typed']);
    expect(await titles({ color: '#aa0000' })).toEqual(['Typed']);
    expect(await titles({ creator: officeId })).toEqual(['Booked by the office']);
    expect(await titles({ is_scheduled: false, status: ['UNSCHEDULED', 'SCHEDULED'] })).toEqual(['Not yet booked']);
  });

  it("finds nothing by another company's client, staff member, type or creator", async () => {
    const other = await registerBusiness(ctx.t.app);
    const theirs = {
      clients: [(await createClient(ctx.t.app, other)).id],
      users: [(await whoIs(ctx.t.app, other)).userId],
      appointment_types: [await saveType(other, 'Their type')],
    };
    for (const [key, value] of Object.entries(theirs)) expect(await titles({ [key]: value })).toEqual([]);
    expect(await titles({ creator: theirs.users[0] })).toEqual([]);
  });

  it.each([
    [{ color: 'red' }, 'color', APPOINTMENT_MESSAGES.colorInvalid],
    [{ timezone: 'Mars/Olympus_Mons' }, 'timezone', TIMEZONE_MESSAGE],
    [{ start: '2026-12-08 00:00:00', end: '2026-12-01 23:59:59' }, 'end', APPOINTMENT_MESSAGES.endBeforeStart],
    [{ start: '8 December' }, 'start', APPOINTMENT_MESSAGES.dateInvalid],
    [{ clients: ['one'] }, 'clients.0', 'The clients must be a number.'],
  ])('refuses %j with 422 and a message on the field', async (payload, key, message) => {
    expectFieldError(await searchAppointments(ctx.t.app, owner, payload), key, message);
  });

  it('refuses a status list longer than there are statuses (a million repeats was 3 s of one request)', async () => {
    const status = Array.from({ length: 10_000 }, () => 'SCHEDULED');
    expectFieldError(
      await searchAppointments(ctx.t.app, owner, { status }),
      'status',
      `The status may not have more than ${APPOINTMENT_STATUSES.length} items.`,
    );
  });
});
