import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { databaseUrl, withAdminClient } from './test-database';

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
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldbook-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    APP_SECRET: 'test-secret-for-fieldbook-integration-tests',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    // Tests sign in far more often than a person; the rate limit has its own test with a low limit.
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  const app = await buildApp(config);
  return {
    app,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
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
