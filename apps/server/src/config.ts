import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().default(''),
  APP_SECRET: z.string().default(''),
  SITE_NAME: z.string().default('Fieldbook'),
  PUBLIC_URL: z.string().default(''),
  DEMO: flag.default(false),
  DEMO_EMAIL: z.string().default('demo@fieldbook.local'),
  DEMO_PASSWORD: z.string().default(''),
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('Fieldbook <no-reply@fieldbook.local>'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(''),
  TRUST_PROXY: flag.default(false),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Client Connect's document links (view, accept, pay): lookups a minute from one address. */
  LINK_RATE_LIMIT: z.coerce.number().int().positive().default(60),
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
  /** Web Push: who the push services may contact about this server's pushes (a mailto: or https: URL). */
  VAPID_SUBJECT: z.string().default(''),
  /** Development and tests only: lets a push subscription's endpoint be http: (a local stand-in push service). */
  WEB_PUSH_ALLOW_HTTP: flag.default(false),
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

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  appSecret: string;
  publicUrl: string;
  s3: S3Config | null;
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

/** The settings a chosen real provider cannot work without. */
const PROVIDER_SETTINGS = [
  ['SMS_PROVIDER', 'twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']],
  ['PAYMENT_PROVIDER', 'stripe', ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']],
  ['ADDRESS_PROVIDER', 'google', ['GOOGLE_MAPS_API_KEY']],
  ['ACCOUNTING_PROVIDER', 'xero', ['XERO_CLIENT_ID', 'XERO_CLIENT_SECRET']],
] as const;

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
  const dataDir = resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const appSecret = parsed.data.APP_SECRET || persistedSecret(dataDir, 'app-secret');
  const publicUrl = (parsed.data.PUBLIC_URL || `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '');
  return { ...parsed.data, dataDir, appSecret, publicUrl, s3 };
}
