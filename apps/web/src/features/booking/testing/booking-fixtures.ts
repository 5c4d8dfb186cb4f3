import type { BookingPagePayload, PublicBooking } from '@fieldbook/domain/booking/booking-public.schemas';
import type { BookingSettingsPayload } from '@fieldbook/domain/booking/booking-settings.schemas';

type SettingsService = BookingSettingsPayload['services'][number];

export const buildSettingsService = (overrides: Partial<SettingsService> = {}): SettingsService => ({
  appointment_type_id: 11,
  name: 'Gas service',
  color: '#c10015',
  bookable: false,
  duration_minutes: 90,
  from_price_cents: null,
  description: null,
  min_notice_hours: 24,
  days_ahead: 30,
  buffer_minutes: 0,
  staff_ids: [],
  ...overrides,
});

export const buildBookingSettings = (overrides: Partial<BookingSettingsPayload> = {}): BookingSettingsPayload => ({
  enabled: false,
  handle: 'bayside-plumbing',
  public_path: '/book/bayside-plumbing',
  requires_approval: false,
  pending_cap: 20,
  pending_count: 0,
  services: [
    buildSettingsService(),
    buildSettingsService({ appointment_type_id: 12, name: 'Blocked drain', color: null }),
  ],
  updated_at: '2026-11-27 09:00:00',
  ...overrides,
});

export const buildBookingPage = (overrides: Partial<BookingPagePayload> = {}): BookingPagePayload => ({
  business: {
    handle: 'bayside-plumbing',
    name: 'Bayside Plumbing & Gas',
    timezone: 'Australia/Melbourne',
    phone: '03 9555 0100',
    email: 'hello@bayside.example',
    logo_url: null,
    primary_color: '#027be3',
    accent_color: '#21ba45',
    requires_approval: false,
  },
  services: [
    {
      id: 11,
      name: 'Gas service',
      description: 'Annual check of a gas heater or hot water system.',
      duration_minutes: 90,
      from_price_cents: 18000,
      min_notice_hours: 24,
      days_ahead: 30,
    },
    {
      id: 12,
      name: 'Blocked drain',
      description: null,
      duration_minutes: 60,
      from_price_cents: null,
      min_notice_hours: 2,
      days_ahead: 14,
    },
  ],
  ...overrides,
});

export const buildPublicBooking = (overrides: Partial<PublicBooking> = {}): PublicBooking => ({
  reference: 'BK-7Q2M',
  state: 'confirmed',
  service: { id: 11, name: 'Gas service', duration_minutes: 90 },
  start: '2026-11-30 09:30',
  end: '2026-11-30 11:00',
  timezone: 'Australia/Melbourne',
  business_name: 'Bayside Plumbing & Gas',
  reschedule_path: '/book/bayside-plumbing/reschedule/tok-resched',
  cancel_path: '/book/bayside-plumbing/cancel/tok-cancel',
  ...overrides,
});
