import { BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { type BookingBusiness, openBookingBusiness, saveSettings, serviceBody } from './booking-test-kit';

const ctx = useTestApp();
let business: BookingBusiness;
let other: BookingBusiness;

const getSettings = (session: Session) =>
  as(ctx.t.app, session, { method: 'GET', url: '/v1/business/company/booking' });
const stored = async (companyId: number) =>
  (
    await ctx.db.query(
      `select s.handle, s.enabled, s.pending_cap, s.updated_at::text,
              (select json_agg(b order by b.appointment_type_id) from booking_services b where b.company_id = $1) as services
         from booking_settings s where s.company_id = $1`,
      [companyId],
    )
  ).rows[0];

beforeAll(async () => {
  business = await openBookingBusiness(ctx.t.app, { extraStaff: 1 });
  other = await openBookingBusiness(ctx.t.app);
});

const body = (overrides: Record<string, unknown> = {}, service: Record<string, unknown> = {}) => ({
  enabled: true,
  handle: business.handle,
  requires_approval: true,
  pending_cap: 5,
  services: [serviceBody(business.typeId, business.staffIds, service)],
  ...overrides,
});

describe('online booking settings', () => {
  it('shows a business that never set it up: off, a handle from its name, every type not bookable', async () => {
    const owner = await registerBusiness(ctx.t.app, { company_name: "Kel's Plumbing & Gas" });
    await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/appointments/types/save',
      payload: { name: 'Blocked drain', time_allocation: 120 },
    });
    const response = await getSettings(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      enabled: false,
      handle: 'kels-plumbing-gas',
      public_path: '/book/kels-plumbing-gas',
      requires_approval: false,
      pending_cap: 20,
      pending_count: 0,
      updated_at: null,
      services: [
        expect.objectContaining({ name: 'Blocked drain', bookable: false, duration_minutes: 120, staff_ids: [] }),
      ],
    });
  });

  it('saves the settings and shows them back', async () => {
    const response = await saveSettings(ctx.t.app, business.owner, body());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(M.saved);
    const payload = response.json().payload;
    expect(payload).toMatchObject({ enabled: true, handle: business.handle, requires_approval: true, pending_cap: 5 });
    expect(payload.services[0]).toMatchObject({
      appointment_type_id: business.typeId,
      bookable: true,
      from_price_cents: 12_000,
      staff_ids: business.staffIds,
    });
    expect((await getSettings(business.owner)).json().payload).toEqual(payload);
  });

  it('refuses a user without canModifyCompanyDetails, and changes nothing', async () => {
    const fieldStaff = await addStaff(ctx.t.app, business.owner, 'Field Staff');
    const before = await stored(business.companyId);
    expect((await getSettings(fieldStaff)).statusCode).toBe(403);
    const response = await saveSettings(ctx.t.app, fieldStaff, body({ enabled: false }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to perform this action.');
    expect(await stored(business.companyId)).toEqual(before);
  });

  it.each([
    ['handle', { handle: '' }, {}, M.handleRequired],
    ['handle', { handle: 'ab' }, {}, M.handleInvalid],
    ['handle', { handle: '-rae-gas' }, {}, M.handleInvalid],
    ['handle', { handle: 'rae gas' }, {}, M.handleInvalid],
    ['pending_cap', { pending_cap: 0 }, {}, M.pendingCapInvalid],
    ['pending_cap', { pending_cap: 1.5 }, {}, M.pendingCapInvalid],
    ['services.0.duration_minutes', {}, { duration_minutes: 1 }, M.durationInvalid],
    ['services.0.from_price_cents', {}, { from_price_cents: -1 }, M.priceInvalid],
    ['services.0.description', {}, { description: 'x'.repeat(1001) }, M.descriptionTooLong],
    ['services.0.min_notice_hours', {}, { min_notice_hours: -1 }, M.noticeInvalid],
    ['services.0.days_ahead', {}, { days_ahead: 0 }, M.daysAheadInvalid],
    ['services.0.buffer_minutes', {}, { buffer_minutes: 481 }, M.bufferInvalid],
    ['services.0.staff_ids', {}, { staff_ids: [] }, M.staffRequired],
    ['enabled', {}, { bookable: false }, M.enableNeedsService],
  ])('refuses a bad %s (%j %j) with its message and changes nothing', async (field, overrides, service, message) => {
    const before = await stored(business.companyId);
    const response = await saveSettings(ctx.t.app, business.owner, body(overrides, service));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await stored(business.companyId)).toEqual(before);
  });

  it('refuses the same type listed twice', async () => {
    const service = serviceBody(business.typeId, business.staffIds);
    const response = await saveSettings(ctx.t.app, business.owner, body({ services: [service, service] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['services.1.appointment_type_id']).toEqual([M.serviceRepeated]);
  });

  it("refuses another business's handle, type and staff (nothing of theirs is reachable), and changes nothing", async () => {
    const before = await stored(business.companyId);
    const theirs = await saveSettings(ctx.t.app, business.owner, body({ handle: other.handle }));
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.handle).toEqual([M.handleTaken]);
    const type = await saveSettings(
      ctx.t.app,
      business.owner,
      body({ services: [serviceBody(other.typeId, business.staffIds)] }),
    );
    expect(type.json().errors['services.0.appointment_type_id']).toEqual([M.serviceTypeInvalid]);
    const staff = await saveSettings(ctx.t.app, business.owner, body({}, { staff_ids: other.staffIds }));
    expect(staff.json().errors['services.0.staff_ids']).toEqual([M.staffInvalid]);
    expect(await stored(business.companyId)).toEqual(before);
    expect((await whoIs(ctx.t.app, other.owner)).companyId).toBe(other.companyId);
    expect((await stored(other.companyId)).services[0].staff_ids).toEqual(other.staffIds);
  });
});
