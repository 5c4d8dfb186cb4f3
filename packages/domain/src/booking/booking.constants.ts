/** Online booking (issue 37, part 1): limits, routes and every message a visitor or the business sees. */

import type { PortalHost } from '../system/system.rules';

export const BOOKING_LIMITS = {
  handleMin: 3,
  handleMax: 50,
  pendingCapMin: 1,
  pendingCapMax: 500,
  pendingCapDefault: 20,
  durationMin: 5,
  /** A booking lasts at most one working day. */
  durationMax: 24 * 60,
  descriptionMax: 1000,
  /** A "from" price of at most $100,000. */
  priceMaxCents: 10_000_000,
  noticeHoursMax: 24 * 90,
  noticeHoursDefault: 24,
  daysAheadMin: 1,
  daysAheadMax: 365,
  daysAheadDefault: 30,
  bufferMinutesMax: 480,
  /** The slot search shows at most this many days per request. */
  slotDaysMax: 31,
  slotDaysDefault: 7,
  /** Free start times are offered on this grid (minutes past the hour). */
  slotStepMinutes: 30,
  /** A 409 for a taken time shows this many next free times. */
  nextTimesCount: 3,
  nameMax: 150,
  noteMax: 2000,
  photosMax: 5,
  /** A photo added on the page must be booked with within this long, or it is thrown away. */
  photoTokenMinutes: 60,
  /** Photos added but not yet booked with, per business: past this the page takes no more for a while. */
  stagedPhotosMax: 100,
} as const;

/** The web paths a business's public page and its manage links live at (the `connect.` host, or `/connect` in the sandbox). */
export const BOOKING_PATHS = {
  page: (handle: string) => `/book/${handle}`,
  reschedule: (handle: string, token: string) => `/book/${handle}/reschedule/${token}`,
  cancel: (handle: string, token: string) => `/book/${handle}/cancel/${token}`,
} as const;

/**
 * Whether a web path on a portal host is a public booking page: `/book/…` on the connect host, `/connect/book/…`
 * in the sandbox. Any website may frame these (the business's iframe snippet); no other page.
 */
export function isBookingPagePath(portal: PortalHost, path: string): boolean {
  const prefix = { connect: '/book/', sandbox: '/connect/book/', business: null }[portal];
  return prefix !== null && path.startsWith(prefix) && path.length > prefix.length;
}

/** The API routes (under /v1). `:business` is the booking handle; `:token` a single-purpose manage token. */
export const BOOKING_ROUTES = {
  settings: '/business/company/booking',
  approve: '/business/company/booking/approve',
  page: '/connect/book/:business',
  slots: '/connect/book/:business/slots',
  addresses: '/connect/book/:business/addresses',
  addressDetails: '/connect/book/:business/addresses/details',
  photos: '/connect/book/:business/photos',
  book: '/connect/book/:business',
  reschedule: '/connect/book/:business/reschedule/:token',
  cancel: '/connect/book/:business/cancel/:token',
} as const;

/** What a booking is on the business's side: booked outright, or waiting for the business to approve. */
export const BOOKING_STATES = ['confirmed', 'pending', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const BOOKING_MESSAGES = {
  // Settings (business side).
  saved: 'Online booking settings saved',
  handleRequired: 'The booking address field is required.',
  handleInvalid: `The booking address may only contain lower-case letters, digits and hyphens, from ${BOOKING_LIMITS.handleMin} to ${BOOKING_LIMITS.handleMax} characters, starting and ending with a letter or digit.`,
  handleTaken: 'This booking address is already taken.',
  pendingCapInvalid: `The pending request limit must be a whole number from ${BOOKING_LIMITS.pendingCapMin} to ${BOOKING_LIMITS.pendingCapMax}.`,
  serviceTypeInvalid: 'The selected appointment type is invalid.',
  serviceRepeated: 'Each appointment type may be listed once.',
  durationInvalid: `The duration must be a whole number of minutes from ${BOOKING_LIMITS.durationMin} to ${BOOKING_LIMITS.durationMax}.`,
  priceInvalid: 'The from price must be a whole number of cents from 0 to 10000000.',
  descriptionTooLong: `The description may not be greater than ${BOOKING_LIMITS.descriptionMax} characters.`,
  noticeInvalid: `The minimum notice must be a whole number of hours from 0 to ${BOOKING_LIMITS.noticeHoursMax}.`,
  daysAheadInvalid: `How far ahead must be a whole number of days from ${BOOKING_LIMITS.daysAheadMin} to ${BOOKING_LIMITS.daysAheadMax}.`,
  bufferInvalid: `The buffer must be a whole number of minutes from 0 to ${BOOKING_LIMITS.bufferMinutesMax}.`,
  staffInvalid: 'The selected staff member is invalid.',
  staffRequired: 'Choose at least one staff member for a bookable service.',
  enableNeedsService: 'Make at least one service bookable before turning online booking on.',
  approved: 'Booking approved',
  notPending: 'This booking is not waiting for approval.',
  bookingNotFound: 'Booking not found',

  // The public page.
  businessNotFound: 'This business does not take online bookings.',
  serviceRequired: 'Choose a service.',
  serviceNotFound: 'This service cannot be booked online.',
  fromInvalid: 'The from date must be a date in the format yyyy-mm-dd.',
  daysInvalid: `The number of days must be a whole number from 1 to ${BOOKING_LIMITS.slotDaysMax}.`,
  startRequired: 'Choose a time.',
  startInvalid: 'The time must be in the format yyyy-mm-dd hh:mm.',
  startUnavailable: 'This time cannot be booked. Choose one of the times shown.',
  slotTaken: 'Sorry, someone has just booked this time. Choose another time.',
  nameRequired: 'The name field is required.',
  nameTooLong: `The name may not be greater than ${BOOKING_LIMITS.nameMax} characters.`,
  nameHasLink: 'The name may not contain a web or email address.',
  mobileRequired: 'The mobile field is required.',
  mobileInvalid: 'Enter a valid mobile number.',
  addressRequired: 'Enter the address of the job.',
  addressHasLink: 'The address may not contain a web or email address.',
  noteTooLong: `The note may not be greater than ${BOOKING_LIMITS.noteMax} characters.`,
  tooManyPhotos: `Add at most ${BOOKING_LIMITS.photosMax} photos.`,
  photoNotFound: 'This photo could not be found. Add it again.',
  photoRequired: 'Choose a photo to add.',
  photoOneAtATime: 'Add one photo at a time.',
  photoNotImage: 'Only photos can be added: JPG, PNG, WebP or GIF images.',
  photosBusy: 'This business cannot take more photos right now. Please try again later.',
  pendingCapReached: 'This business cannot take more online requests right now. Please call them instead.',
  booked: 'Your booking is confirmed.',
  requested: 'Your booking request has been sent. The business will confirm it shortly.',

  // Manage links.
  linkInvalid: 'This link is invalid, has expired or has already been used.',
  tooLateToChange: (hours: number) =>
    `This booking starts in less than ${hours} ${hours === 1 ? 'hour' : 'hours'} and can no longer be changed online. Please call the business.`,
  rescheduled: 'Your booking has been moved.',
  cancelled: 'Your booking has been cancelled.',

  // What the business is told (notification titles).
  noticeBooked: (client: string, service: string) => `${client} booked ${service} online`,
  noticeRequested: (client: string, service: string) => `${client} requested ${service} online — approve it`,
  noticeRescheduled: (client: string, service: string) => `${client} moved their ${service} booking`,
  noticeCancelled: (client: string, service: string) => `${client} cancelled their ${service} booking`,
} as const;

/** A handle from a business name: "Rae's Plumbing & Gas" → "raes-plumbing-gas" (the settings' suggestion). */
export function handleFromName(name: string): string {
  const handle = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BOOKING_LIMITS.handleMax)
    .replace(/-+$/g, '');
  return handle.length >= BOOKING_LIMITS.handleMin ? handle : `${handle || 'business'}-book`.slice(0, 50);
}

export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
