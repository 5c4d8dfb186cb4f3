import { z } from '../zod';
import { BOOKING_LIMITS, BOOKING_MESSAGES, BOOKING_STATES, HANDLE_PATTERN } from './booking.constants';

/** GET/PUT /v1/business/company/booking (canModifyCompanyDetails): the business's online booking settings. */

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The business's part of its public URL, `connect/book/{handle}`: unique across businesses. */
export const bookingHandleSchema = z
  .string({ error: BOOKING_MESSAGES.handleRequired })
  .trim()
  .toLowerCase()
  .min(1, BOOKING_MESSAGES.handleRequired)
  .refine(
    (handle) =>
      handle.length === 0 ||
      (handle.length >= BOOKING_LIMITS.handleMin &&
        handle.length <= BOOKING_LIMITS.handleMax &&
        HANDLE_PATTERN.test(handle)),
    BOOKING_MESSAGES.handleInvalid,
  );

/** One appointment type as an online service. Staff ids must be this company's active staff. */
export const bookableServiceBodySchema = z.object({
  appointment_type_id: z.number({ error: BOOKING_MESSAGES.serviceTypeInvalid }).int().positive(),
  bookable: z.boolean(),
  duration_minutes: wholeIn(BOOKING_LIMITS.durationMin, BOOKING_LIMITS.durationMax, BOOKING_MESSAGES.durationInvalid),
  from_price_cents: wholeIn(0, BOOKING_LIMITS.priceMaxCents, BOOKING_MESSAGES.priceInvalid).nullable(),
  description: z
    .string({ error: BOOKING_MESSAGES.descriptionTooLong })
    .trim()
    .max(BOOKING_LIMITS.descriptionMax, BOOKING_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((text) => text || null),
  min_notice_hours: wholeIn(0, BOOKING_LIMITS.noticeHoursMax, BOOKING_MESSAGES.noticeInvalid),
  days_ahead: wholeIn(BOOKING_LIMITS.daysAheadMin, BOOKING_LIMITS.daysAheadMax, BOOKING_MESSAGES.daysAheadInvalid),
  buffer_minutes: wholeIn(0, BOOKING_LIMITS.bufferMinutesMax, BOOKING_MESSAGES.bufferInvalid),
  staff_ids: z.array(z.number({ error: BOOKING_MESSAGES.staffInvalid }).int().positive()).max(500),
});
export type BookableServiceBody = z.infer<typeof bookableServiceBodySchema>;

export const bookingSettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    handle: bookingHandleSchema,
    requires_approval: z.boolean(),
    pending_cap: wholeIn(
      BOOKING_LIMITS.pendingCapMin,
      BOOKING_LIMITS.pendingCapMax,
      BOOKING_MESSAGES.pendingCapInvalid,
    ),
    services: z.array(bookableServiceBodySchema).max(500),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.services.forEach((service, index) => {
      if (seen.has(service.appointment_type_id))
        ctx.addIssue({
          code: 'custom',
          path: ['services', index, 'appointment_type_id'],
          message: BOOKING_MESSAGES.serviceRepeated,
        });
      seen.add(service.appointment_type_id);
      if (service.bookable && service.staff_ids.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['services', index, 'staff_ids'],
          message: BOOKING_MESSAGES.staffRequired,
        });
    });
    if (body.enabled && !body.services.some((service) => service.bookable))
      ctx.addIssue({ code: 'custom', path: ['enabled'], message: BOOKING_MESSAGES.enableNeedsService });
  });
export type BookingSettingsBody = z.input<typeof bookingSettingsBodySchema>;
export type BookingSettingsValues = z.output<typeof bookingSettingsBodySchema>;

/**
 * What the settings page shows: every live appointment type as a service (one never configured is
 * not bookable, with the type's time allocation and the defaults), and the page's path.
 */
export const bookingSettingsPayloadSchema = z.object({
  enabled: z.boolean(),
  handle: z.string(),
  /** `/book/{handle}` on the connect host (BOOKING_PATHS.page). */
  public_path: z.string(),
  requires_approval: z.boolean(),
  pending_cap: z.number(),
  /** Requests waiting for approval now. */
  pending_count: z.number(),
  services: z.array(
    z.object({
      appointment_type_id: z.number(),
      name: z.string(),
      color: z.string().nullable(),
      bookable: z.boolean(),
      duration_minutes: z.number(),
      from_price_cents: z.number().nullable(),
      description: z.string().nullable(),
      min_notice_hours: z.number(),
      days_ahead: z.number(),
      buffer_minutes: z.number(),
      staff_ids: z.array(z.number()),
    }),
  ),
  updated_at: z.string().nullable(),
});
export type BookingSettingsPayload = z.infer<typeof bookingSettingsPayloadSchema>;

/** POST /v1/business/company/booking/approve: an appointment booked online that waits for approval. */
export const approveBookingBodySchema = z.object({
  appointment_id: z.number({ error: BOOKING_MESSAGES.bookingNotFound }).int().positive(),
});
export type ApproveBookingBody = z.infer<typeof approveBookingBodySchema>;

export const approveBookingPayloadSchema = z.object({
  appointment_id: z.number(),
  state: z.enum(BOOKING_STATES),
  status: z.string(),
});
export type ApproveBookingPayload = z.infer<typeof approveBookingPayloadSchema>;
