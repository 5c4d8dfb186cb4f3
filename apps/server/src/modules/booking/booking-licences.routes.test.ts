import { BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import { addDays } from '@fieldbook/domain/dates/date-codec';
import { describe, expect, it } from 'vitest';
import { as, useTestApp } from '../../test/build-test-app';
import { createLicence, LICENCES, licenceBody } from '../licences/licences-test-kit';
import { type BookingBusiness, book, bookingBody, nextTuesday, openBookingBusiness } from './booking-test-kit';

// Online booking offers only staff holding the service's required licences on the job's date
// (licences' qualification rule): a homeowner booking a gas service gets a licensed gasfitter.
const ctx = useTestApp();
const tuesday = nextTuesday();

/** The business's service requires Gasfitter Type A; its second staff member holds one expiring on `expiry`. */
async function gasBusiness(expiry: string | null): Promise<BookingBusiness & { gasfitter: number }> {
  const business = await openBookingBusiness(ctx.t.app, { extraStaff: 1 });
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await as(ctx.t.app, business.owner, { method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().payload;
  };
  const gas = (await post(`${LICENCES}/types`, { name: 'Gasfitter Type A' })).licence_type.id;
  await post('/v1/appointments/types/save', {
    id: business.typeId,
    name: 'Gas service',
    time_allocation: 60,
    required_licence_type_ids: [gas],
  });
  const gasfitter = business.staffIds[1] as number;
  await createLicence(ctx.t.app, business.owner, licenceBody(gasfitter, { licence_type_id: gas, expiry_date: expiry }));
  return { ...business, gasfitter };
}

const times = async (business: BookingBusiness) =>
  (
    await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/connect/book/${business.handle}/slots?service=${business.typeId}&from=${tuesday}&days=1`,
    })
  ).json().payload.days[0].times as string[];

describe('online booking and licences', () => {
  it('gives the job only to the licensed staff member; once they are taken, the time is gone', async () => {
    const business = await gasBusiness(null);
    const first = await book(ctx.t.app, business.handle, bookingBody(business.typeId, { start: `${tuesday} 10:00` }));
    expect(first.statusCode, first.body).toBe(201);
    const { rows } = await ctx.db.query('select user_id::int from appointment_attendees where company_id = $1', [
      business.companyId,
    ]);
    expect(rows).toEqual([{ user_id: business.gasfitter }]);
    // The owner is free at 10:00 but holds no gas licence.
    expect(await times(business)).not.toContain('10:00');
    const second = await book(ctx.t.app, business.handle, bookingBody(business.typeId, { start: `${tuesday} 10:00` }));
    expect(second.statusCode).toBe(409);
  });

  it('offers no time on a day after the only licence expires', async () => {
    const business = await gasBusiness(addDays(tuesday, -1));
    expect(await times(business)).toEqual([]);
    const refused = await book(ctx.t.app, business.handle, bookingBody(business.typeId, { start: `${tuesday} 10:00` }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.start).toEqual([M.startUnavailable]);
    const { rows } = await ctx.db.query('select count(*)::int as n from appointments where company_id = $1', [
      business.companyId,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
