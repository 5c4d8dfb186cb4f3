import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres';
import { databaseUrl, withAdminClient } from './test-database';

const EMBEDDED_DIR = fileURLToPath(new URL('../../../../.test-data/postgres', import.meta.url));

/**
 * Migrates one template database per run; each test file copies it (CREATE DATABASE ... TEMPLATE),
 * which is far faster than migrating again. Uses TEST_DATABASE_URL's server, else an embedded one.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!adminUrl) {
    mkdirSync(EMBEDDED_DIR, { recursive: true, mode: 0o755 });
    embedded = await startEmbeddedPostgres(EMBEDDED_DIR, 'postgres');
    adminUrl = embedded.url;
  }
  const prefix = `fbtest_${process.pid}_${Date.now().toString(36)}`;
  const template = `${prefix}_template`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${template}"`));
  await runMigrations(databaseUrl(adminUrl, template));
  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    await withAdminClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${prefix}%`],
      );
      for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
    });
    await embedded?.stop();
  };
}
