import { type Browser, chromium } from 'playwright-core';
import { findBrowser } from '../../e2e/support/find-browser';

/** The journeys' browser (CHROMIUM_PATH, the system's, or @sparticuz/chromium's), quiet: no background traffic to skew figures. */
export async function launchBenchBrowser(): Promise<Browser> {
  const found = await findBrowser();
  return chromium.launch({
    executablePath: found.executablePath,
    env: Object.keys(found.env).length > 0 ? { ...process.env, ...found.env } : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
