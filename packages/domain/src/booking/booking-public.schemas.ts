import { addressSearchQuerySchema } from '../addresses/addresses.schemas';
import { emailSchema } from '../auth/auth.schemas';
import { addressSchema } from '../company/company.schemas';
import { isDateOnly } from '../dates/date-codec';
import { hasLink } from '../inputs/link.rules';
import { isValidMobile, phoneTextSchema } from '../inputs/phone.rules';
import { z } from '../zod';
import { BOOKING_LIMITS, BOOKING_MESSAGES, BOOKING_STATES } from './booking.constants';

/**
 * The public booking page's calls (no session; rate-limited per address and per business):
 * GET/POST /v1/connect/book/{business}, GET …/slots, GET …/addresses (and …/details), POST …/photos,
 * and GET/POST …/reschedule/{token} and …/cancel/{token}. Times are wall-clock times in the business's timezone.
 */

/** `{business}`: the booking handle. An unknown or disabled one answers 404 businessNotFound. */
export const bookingBusinessParamsSchema = z.object({ business: z.string().trim().toLowerCase().max(100) });
export const bookingTokenParamsSchema = bookingBusinessParamsSchema.extend({ token: z.string().trim().max(200) });

/** 'yyyy-MM-dd HH:mm' in the business's timezone: a slot's date and time joined by a space. */
const START_PATTERN = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/;
export const bookingStartSchema = z
  .string({ error: BOOKING_MESSAGES.startRequired })
  .trim()
  .min(1, { error: BOOKING_MESSAGES.startRequired, abort: true })
  .refine((text) => START_PATTERN.test(text) && isDateOnly(text.slice(0, 10)), BOOKING_MESSAGES.startInvalid);

export const publicServiceSchema = z.object({
  /** The appointment type's id: what `service` names in the other calls. */
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  duration_minutes: z.number(),
  from_price_cents: z.number().nullable(),
  min_notice_hours: z.number(),
  days_ahead: z.number(),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

/** GET /v1/connect/book/{business}. */
export const bookingPagePayloadSchema = z.object({
  business: z.object({
    handle: z.string(),
    name: z.string(),
    timezone: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    logo_url: z.string().nullable(),
    primary_color: z.string(),
    accent_color: z.string(),
    requires_approval: z.boolean(),
  }),
  services: z.array(publicServiceSchema),
});
export type BookingPagePayload = z.infer<typeof bookingPagePayloadSchema>;

/** GET /v1/connect/book/{business}/slots?service=&from=&days= ; from defaults to today in the business's timezone. */
export const bookingSlotsQuerySchema = z.object({
  service: z.coerce
    .number({ error: BOOKING_MESSAGES.serviceRequired })
    .int(BOOKING_MESSAGES.serviceNotFound)
    .positive(BOOKING_MESSAGES.serviceRequired),
  from: z.string({ error: BOOKING_MESSAGES.fromInvalid }).refine(isDateOnly, BOOKING_MESSAGES.fromInvalid).optional(),
  days: z.coerce
    .number({ error: BOOKING_MESSAGES.daysInvalid })
    .int(BOOKING_MESSAGES.daysInvalid)
    .min(1, BOOKING_MESSAGES.daysInvalid)
    .max(BOOKING_LIMITS.slotDaysMax, BOOKING_MESSAGES.daysInvalid)
    .default(BOOKING_LIMITS.slotDaysDefault),
});
export type BookingSlotsQuery = z.input<typeof bookingSlotsQuerySchema>;

/** One day's free start times ('HH:mm'), in order; a day with none is listed with an empty list. */
export const slotDaySchema = z.object({ date: z.string(), times: z.array(z.string()) });
export type SlotDay = z.infer<typeof slotDaySchema>;

export const bookingSlotsPayloadSchema = z.object({
  timezone: z.string(),
  service_id: z.number(),
  duration_minutes: z.number(),
  days: z.array(slotDaySchema),
});
export type BookingSlotsPayload = z.infer<typeof bookingSlotsPayloadSchema>;

/** The 409 when the time was just taken: the envelope's payload holds the next free times ('yyyy-MM-dd HH:mm'). */
export const slotTakenPayloadSchema = z.object({ next_times: z.array(z.string()) });
export type SlotTakenPayload = z.infer<typeof slotTakenPayloadSchema>;

/**
 * GET …/addresses?q=&session=: the job address's search, as the signed-in one's but always in the
 * business's own country (its address's, else Australia). GET …/addresses/details takes
 * addressDetailsQuerySchema and answers addressDetailsResultSchema.
 */
export const bookingAddressSearchQuerySchema = addressSearchQuerySchema.omit({ country: true });

/**
 * POST …/photos (multipart, one image in `photo`): the photo is checked and kept for the booking, which
 * names it by `token` in `photos` within BOOKING_LIMITS.photoTokenMinutes. The token is single-use and
 * good for this business only.
 */
export const bookingPhotoPayloadSchema = z.object({
  photo: z.object({
    token: z.string(),
    /** The file name as it will be stored. */
    name: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    /** ISO 8601. */
    expires_at: z.string(),
  }),
});
export type BookingPhotoPayload = z.infer<typeof bookingPhotoPayloadSchema>;

const ADDRESS_TEXT_PARTS = ['address_line_1', 'locality', 'state', 'postal_code', 'country'] as const;

/**
 * The job address, as the address search (AddressField) fills it; the first line is required. It goes
 * into the business's confirmation to the contacts just typed, so no part of it may hold a link.
 */
const jobAddressSchema = addressSchema
  .refine((address) => (address.address_line_1 ?? '').trim().length > 0, {
    path: ['address_line_1'],
    message: BOOKING_MESSAGES.addressRequired,
  })
  .superRefine((address, ctx) => {
    for (const part of ADDRESS_TEXT_PARTS) {
      if (hasLink(address[part] ?? ''))
        ctx.addIssue({ code: 'custom', path: [part], message: BOOKING_MESSAGES.addressHasLink });
    }
  });

/** POST /v1/connect/book/{business}. `website` is the honeypot: a person never fills it. */
export const bookingBodySchema = z.object({
  service: z
    .number({ error: BOOKING_MESSAGES.serviceRequired })
    .int(BOOKING_MESSAGES.serviceNotFound)
    .positive(BOOKING_MESSAGES.serviceNotFound),
  start: bookingStartSchema,
  name: z
    .string({ error: BOOKING_MESSAGES.nameRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.nameRequired)
    .max(BOOKING_LIMITS.nameMax, BOOKING_MESSAGES.nameTooLong)
    // The name greets the visitor in the business's confirmation, sent to whatever contacts were typed.
    .refine((name) => !hasLink(name), BOOKING_MESSAGES.nameHasLink),
  email: emailSchema,
  mobile: z
    .string({ error: BOOKING_MESSAGES.mobileRequired })
    .trim()
    .min(1, { error: BOOKING_MESSAGES.mobileRequired, abort: true })
    .refine(isValidMobile, BOOKING_MESSAGES.mobileInvalid)
    .pipe(phoneTextSchema),
  address: jobAddressSchema,
  note: z
    .string({ error: BOOKING_MESSAGES.noteTooLong })
    .trim()
    .max(BOOKING_LIMITS.noteMax, BOOKING_MESSAGES.noteTooLong)
    .nullish()
    .transform((text) => text || null),
  /** Tokens of photos added with POST …/photos; each is attached to the appointment (unknown, spent or expired: photoNotFound). */
  photos: z.array(z.string().max(200)).max(BOOKING_LIMITS.photosMax, BOOKING_MESSAGES.tooManyPhotos).default([]),
  website: z.string().max(500).optional(),
});
export type BookingBody = z.input<typeof bookingBodySchema>;
export type BookingValues = z.output<typeof bookingBodySchema>;

/** A booking as its visitor sees it: in the business's timezone, with its single-purpose manage links. */
export const publicBookingSchema = z.object({
  reference: z.string(),
  state: z.enum(BOOKING_STATES),
  service: z.object({ id: z.number(), name: z.string(), duration_minutes: z.number() }),
  /** 'yyyy-MM-dd HH:mm' in the timezone. */
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  business_name: z.string(),
  /** Web paths on the connect host (BOOKING_PATHS); null once the booking is cancelled. */
  reschedule_path: z.string().nullable(),
  cancel_path: z.string().nullable(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

/** POST /v1/connect/book/{business}: 201 with the booking (a filled honeypot gets the same shape, nothing stored). */
export const bookingResultSchema = z.object({ booking: publicBookingSchema });
export type BookingResult = z.infer<typeof bookingResultSchema>;

/**
 * GET …/reschedule/{token} and …/cancel/{token}: the booking, and whether it may still be changed
 * online (its service's minimum notice). A spent, unknown or other business's token answers 404 linkInvalid.
 */
export const manageBookingPayloadSchema = z.object({
  booking: publicBookingSchema,
  changeable: z.boolean(),
  /** tooLateToChange's text when not changeable, else null. */
  reason: z.string().nullable(),
});
export type ManageBookingPayload = z.infer<typeof manageBookingPayloadSchema>;

/** POST …/reschedule/{token}: the new time; answers bookingResultSchema with fresh manage links (the old token is spent). */
export const rescheduleBookingBodySchema = z.object({ start: bookingStartSchema });
export type RescheduleBookingBody = z.infer<typeof rescheduleBookingBodySchema>;
