import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type FoundBrowser, findBrowser, HOW_TO_GET_A_BROWSER, systemBrowserPaths } from './find-browser';

const dir = mkdtempSync(join(tmpdir(), 'find-browser-'));
const executable = join(dir, 'chromium');
writeFileSync(executable, '#!/bin/sh\n');
chmodSync(executable, 0o755);
const notExecutable = join(dir, 'chrome.txt');
writeFileSync(notExecutable, '');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shipped: FoundBrowser = { executablePath: '/tmp/packaged', source: '@sparticuz/chromium', env: {} };
const nothingShipped = async () => undefined;

describe('findBrowser', () => {
  test('CHROMIUM_PATH comes first', async () => {
    const found = await findBrowser({ env: { CHROMIUM_PATH: executable }, systemPaths: ['/usr/bin/true'] });
    expect(found).toMatchObject({ executablePath: executable, source: 'CHROMIUM_PATH' });
  });

  test('a CHROMIUM_PATH that is not executable is reported, not skipped', async () => {
    await expect(findBrowser({ env: { CHROMIUM_PATH: notExecutable } })).rejects.toThrow(/CHROMIUM_PATH=.* executable/);
  });

  test("then the system's first executable candidate", async () => {
    const found = await findBrowser({
      env: {},
      systemPaths: [join(dir, 'missing'), notExecutable, executable],
      packaged: async () => shipped,
    });
    expect(found).toMatchObject({ executablePath: executable, source: 'system' });
  });

  test('then the packaged one', async () => {
    expect(await findBrowser({ env: {}, systemPaths: [notExecutable], packaged: async () => shipped })).toBe(shipped);
  });

  test('none says how to get one, in one line', async () => {
    const error = await findBrowser({ env: {}, systemPaths: [], packaged: nothingShipped }).catch((e: Error) => e);
    expect((error as Error).message).toBe(HOW_TO_GET_A_BROWSER);
    expect(HOW_TO_GET_A_BROWSER).not.toContain('\n');
    expect(HOW_TO_GET_A_BROWSER).toContain('apt-get install chromium');
  });

  test('the system candidates are the usual names in the usual places and on PATH', () => {
    const paths = systemBrowserPaths('/opt/browsers:/usr/bin');
    expect(paths[0]).toBe('/usr/bin/chromium');
    expect(paths).toContain('/usr/bin/google-chrome');
    expect(paths).toContain('/opt/browsers/chromium-browser');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
