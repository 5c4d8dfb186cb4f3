import { BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { book, bookingBody, nextTuesday, openBookingBusiness } from './booking-test-kit';

// Concurrent bookings on a real PostgreSQL through app.inject: the slot is taken under a lock per
// staff member and day, so no race double-books anyone.
const ctx = useTestApp();
const tuesday = nextTuesday();

/** Each staff member's appointments at that start (none may hold two). */
async function bookedAt(companyId: number, start: string) {
  const { rows } = await ctx.db.query(
    `select aa.user_id::int as staff, count(*)::int as n
       from appointments a join appointment_attendees aa on aa.company_id = a.company_id and aa.appointment_id = a.id
      where a.company_id = $1 and a.start_at = ($2::timestamp at time zone 'Australia/Melbourne')
      group by aa.user_id order by aa.user_id`,
    [companyId, start],
  );
  return rows as { staff: number; n: number }[];
}

describe('two visitors racing for the same time', () => {
  it('gives it to exactly one; the other gets 409 with the next free times', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const start = `${tuesday} 09:00`;
    const visitor = (n: number) =>
      book(ctx.t.app, business.handle, bookingBody(business.typeId, { start, email: `racer${n}@home.example` }));
    const answers = await Promise.all([visitor(1), visitor(2)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.statusCode === 409);
    expect(lost?.json()).toEqual({
      status: 'error',
      payload: { next_times: [`${tuesday} 10:00`, `${tuesday} 10:30`, `${tuesday} 11:00`] },
      errors: null,
      message: M.slotTaken,
    });
    expect(await bookedAt(business.companyId, `${tuesday} 09:00`)).toEqual([{ staff: business.staffIds[0], n: 1 }]);
    const { rows } = await ctx.db.query('select count(*)::int as n from clients where company_id = $1', [
      business.companyId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('with two staff, five racers: two get the time (one each), three are refused, whatever the order', async () => {
    const business = await openBookingBusiness(ctx.t.app, { extraStaff: 1 });
    for (const time of ['11:00', '13:00', '15:00']) {
      const start = `${tuesday} ${time}`;
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          book(ctx.t.app, business.handle, bookingBody(business.typeId, { start, email: `r${n}@home.example` })),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
      expect(await bookedAt(business.companyId, start)).toEqual(business.staffIds.map((staff) => ({ staff, n: 1 })));
    }
  });

  it('keeps overlapping (not equal) times apart too: 10:00 and 10:30 of an hour-long service race', async () => {
    const business = await openBookingBusiness(ctx.t.app);
    const answers = await Promise.all(
      ['10:00', '10:30'].map((time) =>
        book(ctx.t.app, business.handle, bookingBody(business.typeId, { start: `${tuesday} ${time}` })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const { rows } = await ctx.db.query('select count(*)::int as n from appointments where company_id = $1', [
      business.companyId,
    ]);
    expect(rows[0].n).toBe(1);
  });
});
