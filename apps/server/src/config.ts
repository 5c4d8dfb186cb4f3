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
  BODY_LIMIT_MB: z.coerce.number().int().positive().default(45),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string; appSecret: string; publicUrl: string };

/** Reads a secret from DATA_DIR, creating it on first start so restarts keep sessions valid. */
function persistedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment once; every other module receives the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const appSecret = parsed.data.APP_SECRET || persistedSecret(dataDir, 'app-secret');
  const publicUrl = (parsed.data.PUBLIC_URL || `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '');
  return { ...parsed.data, dataDir, appSecret, publicUrl };
}
