import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md stays true (issue 34): it has an entry for every server module and web feature
 * folder (a line starting `` - `modules/<name>` `` or `` - `features/<name>` ``), names no module or
 * feature that does not exist, and links only to files that do.
 */

const ROOT = join(import.meta.dirname, '../../..');
const DOC = join(ROOT, 'docs/architecture.md');
const doc = readFileSync(DOC, 'utf8');

const folders = (path: string) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Entries: list items that start with the folder in backticks. */
const entries = (kind: 'modules' | 'features') =>
  [...doc.matchAll(new RegExp(`^- \`${kind}/([a-z0-9-]+)\``, 'gm'))].map(([, name]) => name ?? '');

/**
 * Every `modules/<name>` or `features/<name>` the text names, as a folder: not node_modules/, not a
 * file such as modules/api-modules.ts, not a placeholder such as modules/<area>.
 */
const named = (kind: 'modules' | 'features') => [
  ...new Set(
    [...doc.matchAll(new RegExp(`(?<![\\w-])${kind}/([a-z0-9-]+)(?![\\w-]|\\.\\w)`, 'g'))].map(([, name]) => name),
  ),
];

describe('docs/architecture.md', () => {
  it('reads names the way it writes them', () => {
    expect(named('modules')).toContain('users');
    expect(named('modules')).not.toContain('api-modules');
    expect(named('modules')).not.toContain('api-modules.ts');
  });

  it.each([
    ['modules', 'apps/server/src/modules'],
    ['features', 'apps/web/src/features'],
  ] as const)('has one entry for every folder of %s, and none for a folder that does not exist', (kind, path) => {
    const listed = entries(kind);
    expect([...listed].sort(), `one "- \`${kind}/<name>\`" line per folder of ${path}`).toEqual(folders(path));
    expect(
      listed.filter((name, i) => listed.indexOf(name) !== i),
      'listed twice',
    ).toEqual([]);
  });

  it.each([
    ['modules', 'apps/server/src/modules'],
    ['features', 'apps/web/src/features'],
  ] as const)('names no %s folder that does not exist', (kind, path) => {
    const existing = new Set(folders(path));
    expect(named(kind).filter((name) => name && !existing.has(name))).toEqual([]);
  });

  it('links only to files and folders that exist', () => {
    const targets = [...doc.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map(([, target]) => target ?? '')
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(targets.filter((target) => !existsSync(join(dirname(DOC), target)))).toEqual([]);
  });
});
