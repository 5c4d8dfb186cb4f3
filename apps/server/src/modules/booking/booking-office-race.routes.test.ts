import { BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import { addDays } from '@fieldbook/domain/dates/date-codec';
import { describe, expect, it } from 'vitest';
import { as, useTestApp } from '../../test/build-test-app';
import {
  appointmentBody,
  createAppointment,
  editBody,
  postAppointment,
  putAppointment,
} from '../appointments/appointments-test-kit';
import { type BookingBusiness, book, bookingBody, nextTuesday, openBookingBusiness } from './booking-test-kit';

// An office save and a visitor's booking for the same staff and time at once, on a real PostgreSQL
// through app.inject: the office save holds the staff member's day as a booking does, so the booking
// either came first (the office then books the staff twice, which it may) or is told the time is taken.
const ctx = useTestApp();
const tuesday = nextTuesday();
const ZONE = 'Australia/Melbourne';
const hour = (h: number, minutes = '00') => `${String(h).padStart(2, '0')}:${minutes}`;

/** The appointments at that start, and whom they are with. */
async function appointmentsAt(companyId: number, start: string) {
  const { rows } = await ctx.db.query(
    `select a.id::int, a.reference_id as reference, aa.user_id::int as staff
       from appointments a join appointment_attendees aa on aa.company_id = a.company_id and aa.appointment_id = a.id
      where a.company_id = $1 and a.start_at = ($2::timestamp at time zone '${ZONE}') and a.archived_at is null
      order by a.id`,
    [companyId, start],
  );
  return rows as { id: number; reference: string; staff: number }[];
}

/** These appointments in the order their latest change was recorded (the activity log's ids come from one sequence). */
async function inOrderRecorded(companyId: number, ids: number[]) {
  const { rows } = await ctx.db.query(
    `select subject_id::int as id from activity_logs
      where company_id = $1 and subject_type = 'appointment' and subject_id = any($2::bigint[])
      group by subject_id order by max(id)`,
    [companyId, ids],
  );
  return rows.map((row: { id: number }) => row.id);
}

type Answer = { statusCode: number; body: string; json: () => { payload: { booking: { reference: string } } } };

/**
 * The booking's answer to racing the office's write of appointment `officeId` at `start`: refused with
 * the next free times (the hour after onwards), or booked, and then recorded before the office's change
 * (which books the staff member twice, as the office may), never after it.
 */
async function expectNoBookingOnOfficeTime(
  business: BookingBusiness,
  start: string,
  booking: Answer,
  officeId: number,
) {
  const at = await appointmentsAt(business.companyId, start);
  const [staff] = business.staffIds;
  if (booking.statusCode === 409) {
    const h = Number(start.slice(11, 13));
    expect(booking.json()).toEqual({
      status: 'error',
      payload: {
        next_times: [`${tuesday} ${hour(h + 1)}`, `${tuesday} ${hour(h + 1, '30')}`, `${tuesday} ${hour(h + 2)}`],
      },
      errors: null,
      message: M.slotTaken,
    });
    expect(at).toEqual([{ id: officeId, reference: expect.any(String), staff }]);
    return;
  }
  expect(booking.statusCode, booking.body).toBe(201);
  const booked = at.find((a) => a.reference === booking.json().payload.booking.reference);
  expect(at.map((a) => a.staff)).toEqual([staff, staff]);
  expect(await inOrderRecorded(business.companyId, [officeId, booked?.id ?? 0])).toEqual([booked?.id, officeId]);
}

describe('an office save racing an online booking for the same staff and time', () => {
  it('never lets the booking land on time the office just took, round after round', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const [staff] = business.staffIds;
    for (const h of [8, 9, 10, 11, 12, 13]) {
      const start = `${tuesday} ${hour(h)}`;
      const [office, booking] = await Promise.all([
        postAppointment(
          ctx.t.app,
          business.owner,
          appointmentBody({ start_date: `${start}:00`, end_date: `${tuesday} ${hour(h + 1)}:00`, attendees: [staff] }),
        ),
        book(ctx.t.app, business.handle, bookingBody(business.typeId, { start, email: `race${h}@home.example` })),
      ]);
      // The office may book someone twice on purpose: its save always stands.
      expect(office.statusCode, office.body).toBe(200);
      await expectNoBookingOnOfficeTime(business, start, booking, office.json().payload.appointment.id);
    }
  });

  it('holds an edit that moves an appointment onto the time the same way', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const [staff] = business.staffIds;
    for (const h of [8, 10, 12]) {
      const start = `${tuesday} ${hour(h)}`;
      const moving = await createAppointment(
        ctx.t.app,
        business.owner,
        appointmentBody({ start_date: `${tuesday} 16:00:00`, end_date: `${tuesday} 17:00:00`, attendees: [staff] }),
      );
      const [office, booking] = await Promise.all([
        putAppointment(
          ctx.t.app,
          business.owner,
          editBody(moving, { start_date: `${start}:00`, end_date: `${tuesday} ${hour(h + 1)}:00` }),
        ),
        book(ctx.t.app, business.handle, bookingBody(business.typeId, { start, email: `move${h}@home.example` })),
      ]);
      expect(office.statusCode, office.body).toBe(200);
      await expectNoBookingOnOfficeTime(business, start, booking, moving.id);
    }
  });

  it('holds a cancelled appointment put back on the calendar the same way', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const [staff] = business.staffIds;
    const status = (id: number, value: string) =>
      as(ctx.t.app, business.owner, { method: 'PUT', url: '/v1/appointments/status', payload: { id, status: value } });
    for (const h of [9, 11, 13]) {
      const start = `${tuesday} ${hour(h)}`;
      const cancelled = await createAppointment(
        ctx.t.app,
        business.owner,
        appointmentBody({ start_date: `${start}:00`, end_date: `${tuesday} ${hour(h + 1)}:00`, attendees: [staff] }),
      );
      expect((await status(cancelled.id, 'CANCELLED')).statusCode).toBe(200);
      const [office, booking] = await Promise.all([
        status(cancelled.id, 'SCHEDULED'),
        book(ctx.t.app, business.handle, bookingBody(business.typeId, { start, email: `back${h}@home.example` })),
      ]);
      expect(office.statusCode, office.body).toBe(200);
      await expectNoBookingOnOfficeTime(business, start, booking, cancelled.id);
    }
  });

  it('holds all the staff days at once for a save too long to hold them one by one', async () => {
    // Three staff for over a year of bookable days is more than MOST_STAFF_DAYS: the company-wide hold.
    const business = await openBookingBusiness(ctx.t.app, { extraStaff: 2 });
    const crew = business.staffIds;
    for (const h of [8, 10, 12]) {
      const start = `${tuesday} ${hour(h)}`;
      const [office, booking] = await Promise.all([
        postAppointment(
          ctx.t.app,
          business.owner,
          appointmentBody({
            start_date: `${start}:00`,
            end_date: `${addDays(tuesday, 400)} 12:00:00`,
            attendees: crew,
          }),
        ),
        book(ctx.t.app, business.handle, bookingBody(business.typeId, { start, email: `year${h}@home.example` })),
      ]);
      expect(office.statusCode, office.body).toBe(200);
      const officeId = office.json().payload.appointment.id;
      const at = await appointmentsAt(business.companyId, start);
      if (booking.statusCode === 409) {
        expect(booking.json().message).toBe(M.slotTaken);
        expect(at.map((a) => a.id)).toEqual([officeId, officeId, officeId]);
      } else {
        expect(booking.statusCode, booking.body).toBe(201);
        const booked = at.find((a) => a.reference === booking.json().payload.booking.reference);
        expect(await inOrderRecorded(business.companyId, [officeId, booked?.id ?? 0])).toEqual([booked?.id, officeId]);
      }
    }
  });

  it("holds a new series' later appointments too: a booking a week on races the series' second one", async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const [staff] = business.staffIds;
    await ctx.db.query('update companies set subscribed = true where id = $1', [business.companyId]);
    const week = addDays(tuesday, 7);
    for (const h of [8, 10, 12]) {
      const [office, booking] = await Promise.all([
        postAppointment(
          ctx.t.app,
          business.owner,
          appointmentBody({
            start_date: `${tuesday} ${hour(h)}:00`,
            end_date: `${tuesday} ${hour(h + 1)}:00`,
            attendees: [staff],
            recursion_rule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=2',
            recurring_status: 'SCHEDULED',
          }),
        ),
        book(
          ctx.t.app,
          business.handle,
          bookingBody(business.typeId, { start: `${week} ${hour(h)}`, email: `week${h}@home.example` }),
        ),
      ]);
      expect(office.statusCode, office.body).toBe(200);
      const at = await appointmentsAt(business.companyId, `${week} ${hour(h)}`);
      const first = office.json().payload.appointment.id;
      if (booking.statusCode === 409) {
        expect(booking.json().message).toBe(M.slotTaken);
        expect(at).toHaveLength(1);
      } else {
        // Booked first: the series (recorded on its first appointment) was saved after it.
        expect(booking.statusCode, booking.body).toBe(201);
        const booked = at.find((a) => a.reference === booking.json().payload.booking.reference);
        expect(at).toHaveLength(2);
        expect(await inOrderRecorded(business.companyId, [first, booked?.id ?? 0])).toEqual([booked?.id, first]);
      }
    }
  });
});
