import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RoleName } from '@fieldbook/domain/permissions/roles.rules';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { insertUser } from '../modules/auth/auth.service';
import { hashPassword } from '../modules/auth/passwords';
import { databaseUrl, withAdminClient } from './test-database';

/**
 * node-postgres deprecates (and pg 9 removes) a query sent while its connection still queues another:
 * a transaction's reads sent at once (db/database.ts's readTogether runs them in turn). pg warns once a
 * process; a test refuses it where it happens. `_queryQueue` is the list pg's own check reads.
 */
const send = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: { _queryQueue: unknown[]; pipeline?: boolean }, ...args: unknown[]) {
  if (this._queryQueue.length > 0 && !this.pipeline)
    throw new Error('A query was sent while its connection still queued another (see readTogether).');
  return send.apply(this, args);
} as typeof pg.Client.prototype.query;

export interface TestApp {
  app: FastifyInstance;
  databaseUrl: string;
  close(): Promise<void>;
}

let counter = 0;

/** A server on a fresh copy of the migrated template database, for one test file. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `${template.replace(/_template$/, '')}_${process.pid}_${++counter}`;
  await withAdminClient(adminUrl, async (client) => {
    // Copies from one template can collide for a moment while another copy starts; try again briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  const url = databaseUrl(adminUrl, name);
  const app = await startServer(url, env);
  return {
    app,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * The usual set-up of an integration test file: one app on its own database and a small pool for
 * checking what was stored, both closed after the file. Read ctx.t / ctx.db inside tests and hooks.
 */
export function useTestApp(env: Record<string, string> = {}) {
  const ctx = {} as { t: TestApp; db: pg.Pool };
  beforeAll(async () => {
    ctx.t = await buildTestApp(env);
    ctx.db = new pg.Pool({ connectionString: ctx.t.databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await ctx.db.end();
    await ctx.t.close();
  });
  return ctx;
}

/**
 * Another server process on an existing database (as behind a load balancer, or after a restart).
 * The caller closes it; closing leaves the database in place.
 */
export function startServer(url: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldbook-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    APP_SECRET: 'test-secret-for-fieldbook-integration-tests',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    // Tests sign in far more often than a person; the rate limit has its own test with a low limit.
    AUTH_RATE_LIMIT: '1000',
    // Never the internet: address tests point PHOTON_URL / GOOGLE_PLACES_URL at their stand-ins.
    ADDRESS_PROVIDER: 'sandbox',
    // Weather likewise: its own tests point WEATHER_URL at a stand-in and turn it on.
    WEATHER_PROVIDER: 'none',
    // Email stays in the outbox, where tests read it; SMTP tests choose smtp and their own SMTP_URL.
    MAIL_PROVIDER: 'sandbox',
    // Every answer is checked against its schema and the compiled serializer compared with zod's.
    CHECK_RESPONSES: '1',
    ...env,
  });
  return buildApp(config);
}

export interface Session {
  token: string;
  cookie: string;
  email: string;
  password: string;
  guid: string;
}

export const STRONG_PASSWORD = 'Sturdy-Pass1!';
let seq = 0;

/** Registers a new business through the API and returns its owner's session. */
export async function registerBusiness(
  app: FastifyInstance,
  overrides: Partial<Record<'company_name' | 'first_name' | 'last_name' | 'email' | 'password', string>> = {},
): Promise<Session> {
  const n = ++seq;
  const body = {
    company_name: `Company ${n}`,
    first_name: 'Olivia',
    last_name: `Owner${n}`,
    email: `owner${n}.${process.pid}@example.com`,
    password: STRONG_PASSWORD,
    guid: `guid-${n}`,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/v1/register/business', payload: body });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return {
    token: response.json().payload.token,
    cookie: refreshCookie(response),
    email: body.email,
    password: body.password,
    guid: body.guid,
  };
}

export function refreshCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'fb_refresh');
  return cookie ? `fb_refresh=${cookie.value}` : '';
}

/** An authenticated request as the given session. */
export function as(app: FastifyInstance, session: { token: string }, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${session.token}` } });
}

/** Signs an existing user in on another device (guid) and returns that session. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
  guid = `device-${++seq}`,
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/user/signIn',
    payload: { email: user.email, password: user.password, guid },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return {
    token: response.json().payload.token,
    cookie: refreshCookie(response),
    email: user.email,
    password: user.password,
    guid,
  };
}

/** The company id and user id behind a session, as the load call shows them. */
export async function whoIs(app: FastifyInstance, session: { token: string }) {
  const response = await as(app, session, { method: 'GET', url: '/v1/user/load' });
  if (response.statusCode !== 200) throw new Error(`load failed: ${response.body}`);
  const payload = response.json().payload;
  return { companyId: payload.company.id as number, userId: payload.details.id as number };
}

/**
 * Adds a staff member with a role's default permissions to the session's company, through the same
 * function registration and the demo seed use, and signs them in.
 */
export async function addStaff(app: FastifyInstance, owner: { token: string }, role: RoleName): Promise<Session> {
  const { companyId } = await whoIs(app, owner);
  const n = ++seq;
  const email = `staff${n}.${process.pid}@example.com`;
  const passwordHash = await hashPassword(STRONG_PASSWORD);
  await app.db.transaction((tx) =>
    insertUser(tx, { companyId, firstName: 'Sam', lastName: `Staff${n}`, email, passwordHash, role }),
  );
  return signIn(app, { email, password: STRONG_PASSWORD });
}

/**
 * An access token signed with the server's own key derivation (modules/auth/tokens.ts), with any
 * claims and expiry, to test what the server does with tokens it would never issue itself.
 */
export async function forgeAccessToken(
  app: FastifyInstance,
  claims: { userId: number; companyId: number; sessionId: number; portal?: 'business' | 'connect' },
  expiresInSeconds: number,
): Promise<string> {
  const key = createHmac('sha256', app.config.appSecret).update('fieldbook access token').digest();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ cid: claims.companyId, sid: claims.sessionId, prt: claims.portal ?? 'business' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + expiresInSeconds)
    .sign(key);
}

/** The claims inside an access token the server issued (read, not verified). */
export function claimsOf(token: string) {
  const payload = decodeJwt(token);
  return { userId: Number(payload.sub), companyId: Number(payload.cid), sessionId: Number(payload.sid) };
}
