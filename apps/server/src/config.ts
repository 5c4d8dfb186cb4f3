import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from '@fieldbook/domain/zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** proxy-addr's names for the private ranges, accepted in a TRUST_PROXY list. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (`10.0.0.0/8`) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For to believe: off; a number of hops in front of the server (`1`, and
 * `true`/`on`/`yes`, mean one); or the proxies' addresses. Never "every hop": a client could then name
 * any address it likes, and escape the per-address rate limits.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    const trimmed = value.trim().toLowerCase();
    if (['', '0', 'false', 'off', 'no'].includes(trimmed)) return false;
    if (['true', 'on', 'yes'].includes(trimmed)) return 1;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = trimmed.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `expected off, a hop count or proxy addresses/CIDRs, not ${wrong.join(', ')}`,
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().default(''),
  /** Connections the request handlers share (the job workers open their own). */
  DATABASE_POOL_SIZE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(200).default(10),
  ),
  APP_SECRET: z.string().default(''),
  SITE_NAME: z.string().default('Fieldbook'),
  PUBLIC_URL: z.string().default(''),
  DEMO: flag.default(false),
  DEMO_EMAIL: z.string().default('demo@fieldbook.local'),
  DEMO_PASSWORD: z.string().default(''),
  /**
   * Email: smtp sends through SMTP_URL; sandbox keeps every email in the outbox for the mailbox page.
   * Unset: smtp when SMTP_URL is given, the sandbox in the demo, else the server refuses to start.
   */
  MAIL_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['smtp', 'sandbox']).optional()),
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('Fieldbook <no-reply@fieldbook.local>'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the log goes: a file, appended to; unset, standard output. */
  LOG_FILE: z.string().default(''),
  WEB_DIST: z.string().default(''),
  TRUST_PROXY: trustProxy,
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** "Email already taken" answers an hour, per address (sign-ups) or company (staff), before a wait. */
  EMAIL_TAKEN_LIMIT: z.coerce.number().int().positive().default(5),
  /** Client Connect's document links (view, accept, pay): lookups a minute from one address. */
  LINK_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** The public booking pages: calls a minute from one address (page, times, booking, its links). */
  BOOKING_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** The public booking pages: bookings, reschedules and cancels a minute for one business, from anywhere. */
  BOOKING_BUSINESS_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** The public booking pages: address searches, and photos added, a minute for one business from anywhere (each its own count). */
  BOOKING_BUSINESS_LOOKUP_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /** Emails and texts one company may queue in an hour (client messages, reminders); more wait or answer 429. 0: no cap. */
  MESSAGES_PER_HOUR: z.coerce.number().int().min(0).default(300),
  /** Days a document's emailed link keeps working; sending the document again mails a fresh one. */
  DOCUMENT_LINK_DAYS: z.coerce.number().int().positive().default(180),
  BODY_LIMIT_MB: z.coerce.number().int().positive().default(45),
  S3_BUCKET: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.union([z.literal(''), z.url()]).default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  // Unset or empty: decided by whether S3_ENDPOINT is given.
  S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === '' ? undefined : v), flag.optional()),
  S3_PREFIX: z.string().default(''),
  /** The appointment weather: Open-Meteo (no key needed) or none. */
  WEATHER_PROVIDER: z.enum(['open-meteo', 'none']).default('open-meteo'),
  WEATHER_URL: z.url().default('https://api.open-meteo.com'),
  /** Address search: Photon on OpenStreetMap data (no key), Google Places, a fixed sandbox list, or none. */
  ADDRESS_PROVIDER: z.enum(['photon', 'google', 'sandbox', 'none']).default('photon'),
  PHOTON_URL: z.url().default('https://photon.komoot.io'),
  GOOGLE_MAPS_API_KEY: z.string().default(''),
  GOOGLE_PLACES_URL: z.url().default('https://places.googleapis.com'),
  /** How long an address search waits for its provider before answering "enter it manually". */
  ADDRESS_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(3000),
  /** SMS: the sandbox records and never sends; twilio sends through Twilio's REST API. */
  SMS_PROVIDER: z.enum(['sandbox', 'twilio']).default('sandbox'),
  TWILIO_ACCOUNT_SID: z.string().default(''),
  TWILIO_AUTH_TOKEN: z.string().default(''),
  TWILIO_FROM: z.string().default(''),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** Off: this process queues background jobs (licence notices) but leaves running them to others. */
  /** Card payments: the sandbox charges nothing; stripe goes through Stripe's API (STRIPE_API_URL). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().default(''),
  STRIPE_PUBLISHABLE_KEY: z.string().default(''),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** Accounting: the sandbox records what it would push; xero syncs through Xero's API (XERO_* URLs). */
  ACCOUNTING_PROVIDER: z.enum(['sandbox', 'xero']).default('sandbox'),
  XERO_CLIENT_ID: z.string().default(''),
  XERO_CLIENT_SECRET: z.string().default(''),
  XERO_LOGIN_URL: z.url().default('https://login.xero.com'),
  XERO_IDENTITY_URL: z.url().default('https://identity.xero.com'),
  XERO_API_URL: z.url().default('https://api.xero.com'),
  /** The Xero account codes invoice lines post to and payments are paid into (Xero's demo company's). */
  XERO_SALES_ACCOUNT_CODE: z.string().default('200'),
  XERO_PAYMENT_ACCOUNT_CODE: z.string().default('090'),
  /** Stripe Connect (each business's own account): the platform's client id (ca_...) and where OAuth goes. */
  STRIPE_CONNECT_CLIENT_ID: z.string().default(''),
  STRIPE_CONNECT_URL: z.url().default('https://connect.stripe.com'),
  /**
   * Square (a business's own Square account through OAuth): the platform's application on Square's
   * Developer Console, both or neither. Needs PAYMENT_PROVIDER=stripe (the sandbox simulates Square).
   */
  SQUARE_APPLICATION_ID: z.string().default(''),
  SQUARE_APPLICATION_SECRET: z.string().default(''),
  /** Square's API and OAuth pages; empty: Square's sandbox for a sandbox-… application id, else production. */
  SQUARE_API_URL: z.union([z.literal(''), z.url()]).default(''),
  /** Web Push: who the push services may contact about this server's pushes (a mailto: or https: URL). */
  VAPID_SUBJECT: z.string().default(''),
  /** Development and tests only: lets a push subscription's endpoint be http: (a local stand-in push service). */
  WEB_PUSH_ALLOW_HTTP: flag.default(false),
  /**
   * Development and tests: every answer is also checked against its route's zod schema (a wrong shape
   * fails the request) and compared with what the compiled serializer wrote. Off in production.
   */
  CHECK_RESPONSES: flag.default(false),
  REDIS_URL: z.string().default(''),
  REDIS_PREFIX: z.string().default('fieldbook:'),
  JOB_WORKERS: z.preprocess((v) => (v === '' ? undefined : v), flag.default(true)),
});

/** Where file bytes go when S3_BUCKET is set (else local disk under DATA_DIR/files). */
export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, s3rver); empty for AWS itself. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Prepended to every key, without surrounding slashes; may be empty. */
  prefix: string;
}

/** Square for businesses' card payments, when the platform's Square application is configured. */
export interface SquareConfig {
  applicationId: string;
  applicationSecret: string;
  /** connect.squareup.com, connect.squareupsandbox.com or a stand-in: the API and the OAuth pages. */
  apiUrl: string;
}

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  appSecret: string;
  publicUrl: string;
  s3: S3Config | null;
  square: SquareConfig | null;
};

/** Reads a secret from DATA_DIR, creating it on first start so restarts keep sessions valid. */
function persistedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

type Env = z.infer<typeof envSchema>;

/** The S3 settings, or null for local disk; a half-done S3 setup fails start-up instead of storing locally. */
function s3ConfigOf(env: Env): S3Config | null {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).filter(
      (name) => env[name],
    );
    if (stray.length === 0 && env.S3_FORCE_PATH_STYLE === undefined) return null;
    throw new Error(
      `Invalid configuration:\n  S3_BUCKET: required when ${stray.join(', ') || 'S3_FORCE_PATH_STYLE'} is set`,
    );
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when S3_BUCKET is set`).join('\n')}`,
    );
  }
  return {
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey,
    // S3-compatible services rarely have per-bucket host names.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX.replace(/^\/+|\/+$/g, ''),
  };
}

/** Square's base URL for an application id: its sandbox's ids start with "sandbox-". */
export const squareApiUrlFor = (applicationId: string) =>
  applicationId.startsWith('sandbox-') ? 'https://connect.squareupsandbox.com' : 'https://connect.squareup.com';

/** The Square settings, or null without them; a half-done or contradictory setup fails start-up. */
function squareConfigOf(env: Env): SquareConfig | null {
  const { SQUARE_APPLICATION_ID: applicationId, SQUARE_APPLICATION_SECRET: applicationSecret } = env;
  const refuse = (problem: string) => new Error(`Invalid configuration:\n  ${problem}`);
  if (!applicationId && !applicationSecret) {
    if (env.SQUARE_API_URL)
      throw refuse('SQUARE_API_URL: Square needs SQUARE_APPLICATION_ID and SQUARE_APPLICATION_SECRET');
    return null;
  }
  if (!applicationId) throw refuse('SQUARE_APPLICATION_ID: required when SQUARE_APPLICATION_SECRET is set');
  if (!applicationSecret) throw refuse('SQUARE_APPLICATION_SECRET: required when SQUARE_APPLICATION_ID is set');
  // Simulated Stripe beside real Square would let a business "take" card payments that charge nothing.
  if (env.PAYMENT_PROVIDER !== 'stripe')
    throw refuse(
      'SQUARE_APPLICATION_ID needs PAYMENT_PROVIDER=stripe (PAYMENT_PROVIDER=sandbox simulates Square as well): set it, or unset the Square settings',
    );
  return {
    applicationId,
    applicationSecret,
    apiUrl: (env.SQUARE_API_URL || squareApiUrlFor(applicationId)).replace(/\/+$/, ''),
  };
}

/** The settings a chosen real provider cannot work without. */
const PROVIDER_SETTINGS = [
  ['SMS_PROVIDER', 'twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']],
  ['PAYMENT_PROVIDER', 'stripe', ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']],
  ['ADDRESS_PROVIDER', 'google', ['GOOGLE_MAPS_API_KEY']],
  ['ACCOUNTING_PROVIDER', 'xero', ['XERO_CLIENT_ID', 'XERO_CLIENT_SECRET']],
] as const;

export type MailProvider = 'smtp' | 'sandbox';

/**
 * How the server's email leaves, checked when it starts (plugins/config.ts). The sandbox is chosen, or the demo's
 * default, never what a server silently falls back to for want of SMTP_URL: neither refuses to start.
 */
export function mailProviderOf(config: Pick<Config, 'MAIL_PROVIDER' | 'SMTP_URL' | 'DEMO'>): MailProvider {
  const { MAIL_PROVIDER: chosen, SMTP_URL: smtpUrl } = config;
  const refuse = (problem: string) => new Error(`Invalid configuration:\n  ${problem}`);
  if (chosen === 'smtp' && !smtpUrl) throw refuse('MAIL_PROVIDER=smtp needs SMTP_URL');
  if (chosen === 'sandbox' && smtpUrl) {
    throw refuse('MAIL_PROVIDER=sandbox sends no email, yet SMTP_URL is set: unset one of them');
  }
  if (chosen) return chosen;
  if (smtpUrl) return 'smtp';
  if (config.DEMO) return 'sandbox';
  throw refuse(
    'SMTP_URL is required to send email (e.g. smtp://user:pass@mail.example.com:587); ' +
      'MAIL_PROVIDER=sandbox keeps every email unsent in the outbox instead (development only)',
  );
}

/** Parses the environment once; every other module receives the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const s3 = s3ConfigOf(parsed.data);
  for (const [key, value, needs] of PROVIDER_SETTINGS) {
    const missing = needs.filter((k) => parsed.data[key] === value && !parsed.data[k]);
    // A half-done provider setup fails start-up instead of silently not sending or charging.
    if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${key}=${value} needs ${missing.join(', ')}`);
  }
  const square = squareConfigOf(parsed.data);
  const dataDir = resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const appSecret = parsed.data.APP_SECRET || persistedSecret(dataDir, 'app-secret');
  const publicUrl = (parsed.data.PUBLIC_URL || `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '');
  return { ...parsed.data, dataDir, appSecret, publicUrl, s3, square };
}
