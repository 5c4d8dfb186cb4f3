export const APP_VERSION = '2025.7.0';
export const SITE_NAME = 'Fieldbook';
export const SANDBOX_BANNER = 'You are running on a sandbox environment. SMS notifications will not be sent out.';
export const TOAST_TIMEOUT_MS = 3500;

export const DEFAULT_SYSTEM_SETTINGS = {
  max_file_size: 40,
  post_max_size: 40,
  upload_limit: 20,
  sms_price: { per_message_cost: 0.1, currency: 'AUD', per_characters: 160 },
} as const;

export const MAINTENANCE_STATUSES = ['OFF', 'PENDING', 'ON'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** Spec section 9: after an offline start, the app reloads this long after the connection returns. */
export const OFFLINE_RELOAD_DELAY_MS = 5_000;

/** Spec section 9: a script chunk still loading after this long has failed. */
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;

export const MESSAGES = {
  connectionFailed: 'Could not connect to our server. Please try again.',
  somethingWrong: 'Something went wrong',
  notFound: 'The requested resource could not be found.',
  maintenance: 'We are currently down for maintenance. Please check back again soon.',
  stillGoing: "Still Going... Our maintenance break hasn't finished yet. Please check back again soon!",
  tooLarge: (mb: number) => `The file you are trying to upload is too large. The maximum size is ${mb}MB.`,
  validation: 'The given data was invalid.',
  popupsBlocked: 'Popups have been blocked...',
  staleEdit: 'Someone else changed this record while you were editing it. Reload to see their changes.',
  offline: 'You are offline. Please check your internet connection and try again.',
} as const;
