import { addDays, todayIn } from '@fieldbook/domain/dates/date-codec';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { addStaff, as, registerBusiness, type Session, whoIs } from '../../test/build-test-app';
import { multipart, type Part } from '../files/files-test-kit';

/** Shared helpers of the online booking tests (not a test file itself). */

let seq = 0;
const ZONE = 'Australia/Melbourne';

/** A Tuesday (open 08:00–17:00 by default) at least two days ahead, in the business's timezone. */
export function nextTuesday(): string {
  let day = addDays(todayIn(ZONE), 2);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 2) day = addDays(day, 1);
  return day;
}

export const saveSettings = (app: FastifyInstance, session: Session, payload: Record<string, unknown>) =>
  as(app, session, { method: 'PUT', url: '/v1/business/company/booking', payload });

export const serviceBody = (typeId: number, staffIds: number[], overrides: Record<string, unknown> = {}) => ({
  appointment_type_id: typeId,
  bookable: true,
  duration_minutes: 60,
  from_price_cents: 12_000,
  description: 'Annual gas appliance service',
  min_notice_hours: 0,
  days_ahead: 30,
  buffer_minutes: 0,
  staff_ids: staffIds,
  ...overrides,
});

export interface BookingBusiness {
  owner: Session;
  companyId: number;
  handle: string;
  typeId: number;
  staffIds: number[];
}

/**
 * A business taking online bookings: one service ("Gas service", 60 minutes) that the owner and
 * `extraStaff` more staff may take; settings overrides apply to the whole body.
 */
export async function openBookingBusiness(
  app: FastifyInstance,
  options: { extraStaff?: number; settings?: Record<string, unknown>; service?: Record<string, unknown> } = {},
): Promise<BookingBusiness> {
  const n = ++seq;
  const owner = await registerBusiness(app, { company_name: `Rae Gas ${n} ${process.pid}` });
  const { companyId, userId } = await whoIs(app, owner);
  const staffIds = [userId];
  for (let i = 0; i < (options.extraStaff ?? 0); i++) {
    staffIds.push((await whoIs(app, await addStaff(app, owner, 'Field Staff'))).userId);
  }
  const type = await as(app, owner, {
    method: 'POST',
    url: '/v1/appointments/types/save',
    payload: { name: 'Gas service', time_allocation: 60 },
  });
  expect(type.statusCode, type.body).toBe(200);
  const typeId = type.json().payload.default.id as number;
  const handle = `rae-gas-${n}-${process.pid}`;
  const saved = await saveSettings(app, owner, {
    enabled: true,
    handle,
    requires_approval: false,
    pending_cap: 20,
    services: [serviceBody(typeId, staffIds, options.service)],
    ...options.settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { owner, companyId, handle, typeId, staffIds };
}

/** Turns the business's online booking off (its handle and service kept). */
export async function turnOffBooking(app: FastifyInstance, business: BookingBusiness) {
  const saved = await saveSettings(app, business.owner, {
    enabled: false,
    handle: business.handle,
    requires_approval: false,
    pending_cap: 20,
    services: [serviceBody(business.typeId, business.staffIds)],
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** POST …/photos with these multipart parts (a photo is `{ field: 'photo', name, data }`). */
export function addPhoto(app: FastifyInstance, handle: string, parts: Part[], extra: Partial<InjectOptions> = {}) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/v1/connect/book/${handle}/photos`,
    payload: body.payload,
    headers: body.headers,
    ...extra,
  } as InjectOptions);
}

export const photoPart = (name: string, data: Buffer | string): Part => ({ field: 'photo', name, data });

let visitors = 0;
/**
 * A booking's body. Each visitor has an email and mobile of their own, as a few bookings an hour per
 * contact is all a booking page takes (ACCOUNT_LIMITS.bookingContact).
 */
export const bookingBody = (typeId: number, overrides: Record<string, unknown> = {}) => ({
  service: typeId,
  start: `${nextTuesday()} 10:00`,
  name: 'Harriet Homeowner',
  email: `harriet${++visitors}@home.example`,
  mobile: `0412 ${String(100_000 + visitors)}`,
  address: {
    address_line_1: '12 Gum Street',
    locality: 'Brunswick',
    state: 'VIC',
    postal_code: '3056',
    country: 'Australia',
  },
  note: 'The heater clicks but will not light.',
  ...overrides,
});

export const book = (
  app: FastifyInstance,
  handle: string,
  payload: Record<string, unknown>,
  extra: Partial<InjectOptions> = {},
) => app.inject({ method: 'POST', url: `/v1/connect/book/${handle}`, payload, ...extra } as InjectOptions);

/** What a company's online booking wrote and sent, to prove a refused or fake request changed nothing. */
export async function bookingFootprint(db: pg.Pool, companyId: number) {
  const { rows } = await db.query(
    `select (select count(*)::int from appointments where company_id = $1) as appointments,
            (select count(*)::int from clients where company_id = $1) as clients,
            (select count(*)::int from bookings where company_id = $1) as bookings,
            (select count(*)::int from email_outbox where company_id = $1) as emails,
            (select count(*)::int from sms_outbox where company_id = $1) as texts,
            (select count(*)::int from notifications where company_id = $1) as notifications,
            (select count(*)::int from files where company_id = $1) as files,
            (select count(*)::int from attachments where company_id = $1) as attachments,
            (select count(*)::int from booking_photos where company_id = $1) as photos_waiting`,
    [companyId],
  );
  return rows[0];
}

/** The token of a manage link the confirmation email carried (the latest one to that address). */
export async function linkToken(db: pg.Pool, to: string, purpose: 'reschedule' | 'cancel') {
  const { rows } = await db.query(`select text from email_outbox where "to" = $1 order by id desc limit 1`, [to]);
  const match = new RegExp(`/book/[a-z0-9-]+/${purpose}/([A-Za-z0-9_-]+)`).exec(rows[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${purpose} link sent to ${to}`);
  return match[1];
}
