import { APP_VERSION, DEFAULT_SYSTEM_SETTINGS } from '@fieldbook/domain/system/system.constants';
import type { UserLoad } from '../lib/session/load-user';
import { session } from '../lib/session/session-store';
import { type MockResponse, ok } from './mock-api';

export const SYSTEM_SETTINGS = {
  ...DEFAULT_SYSTEM_SETTINGS,
  timezones: [
    { zone: 'Australia/Melbourne', diff_from_gmt: '+10:00' },
    { zone: 'Australia/Perth', diff_from_gmt: '+08:00' },
    { zone: 'Europe/London', diff_from_gmt: '+00:00' },
  ],
};

export function buildUserLoad(overrides: { permissions?: string[]; first_name?: string } = {}): UserLoad {
  const firstName = overrides.first_name ?? 'Ada';
  return {
    details: {
      id: 1,
      name: `${firstName} Lovelace`,
      first_name: firstName,
      last_name: 'Lovelace',
      initials: 'AL',
      color: '#027be3',
      email: 'ada@example.com',
      unverified_email: null,
      profile_image: null,
      signature: null,
      role: 'Owner',
      created_company: true,
      calendar: { slot_duration: 30 },
      updated_at: '2026-01-05 09:00:00',
    },
    permissions: overrides.permissions ?? ['canAccessPortalBusiness'],
    company: {
      id: 1,
      company_name: 'Acme Pest Control',
      legal_name: null,
      abn: null,
      email: null,
      phone: null,
      timezone: 'Australia/Melbourne',
      hide_timezone_options: false,
      calendar_start_of_week: 1,
      address: null,
      business_hours: [],
      settings: {},
      subscribed: false,
      subscription_status: 'TRIAL',
      updated_at: '2026-01-05 09:00:00',
    },
    settings: {},
    system_settings: SYSTEM_SETTINGS,
    maintenance: { status: 'OFF', message: null, pending_message: null },
    tips: [],
    newbie: [],
    providers: [],
    articles: [],
  };
}

/** The start-up calls every app render makes. */
export function startUpRoutes(user: UserLoad = buildUserLoad()): Record<string, MockResponse> {
  return {
    'GET /v1/system/checkAppVersion': ok({ version: APP_VERSION }),
    'GET /v1/system/loadSystemSettings': ok(SYSTEM_SETTINGS),
    'GET /v1/user/load': ok(user),
    // The top bar's bell.
    'GET /v1/notifications/all': ok({ notifications: [], unread: 0 }),
  };
}

/** Signs in with these permissions; returns the start-up routes of that user. */
export function signedInWith(permissions: string[]) {
  session.start({ token: 'token', email: 'ada@example.com' });
  return startUpRoutes(buildUserLoad({ permissions: ['canAccessPortalBusiness', ...permissions] }));
}

/** The first address of the server's sandbox search ("1 Swan Street"), as a place the API answers. */
export const SWAN_STREET = {
  address_line_1: '1 Swan Street',
  locality: 'Richmond',
  state: 'VIC',
  postal_code: '3121',
  country: 'Australia',
  latitude: -37.8255,
  longitude: 144.9925,
} as const;
