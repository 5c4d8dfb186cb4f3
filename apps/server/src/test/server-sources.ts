import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import * as schema from '../db/schema/index';

const SRC = join(import.meta.dirname, '..');

function walk(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'seed', 'migrations'].includes(entry.name) ? [] : walk(path);
    const fixture = /\.test\.ts$|-test-kit\.ts$|\.d\.ts$/.test(entry.name);
    return entry.name.endsWith('.ts') && !fixture ? [path] : [];
  });
}

/**
 * The server's own source (paths relative to apps/server/src): not tests, test kits, the test
 * harness, demo data or migrations. Read by the walks that check what the code does with tables.
 */
export function serverSources(): { path: string; source: string }[] {
  return walk().map((path) => ({ path: relative(SRC, path), source: readFileSync(path, 'utf8') }));
}

/** Drizzle's table objects by the name the code gives them → the tables' SQL names. */
export const tableOf = new Map(
  Object.entries(schema).flatMap(([name, value]) => (isTable(value) ? [[name, getTableName(value)] as const] : [])),
);
