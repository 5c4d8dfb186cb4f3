import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * The axe-core this package declares, not the older one @axe-core/playwright bundles: newer rules
 * (label-content-name-mismatch without parentheticals, 4.14) find what the bundled one misses.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a journey; moderate and minor findings are left to reviews. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const MAX_TARGETS = 8;

/** Screens (and dialogs) already checked in this test file: one check each keeps the journeys quick. */
const checked = new Set<string>();

/** A screen is its path with ids collapsed: /clients/12 and /clients/13 are the same screen. */
export function screenOf(url: string): string {
  const { pathname } = new URL(url);
  return pathname.replace(/\/(?:\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_-]{20,})(?=\/|$)/gi, '/:id');
}

/**
 * Runs axe on the page's current screen the first time it is seen, and throws a readable list of
 * its serious and critical violations (rule, help, target selectors). `state` names a state of a
 * screen seen before that is checked on its own (`offline`: the same screen with the offline banner).
 */
export async function checkAccessibility(page: Page, state?: string): Promise<void> {
  if (page.isClosed()) return;
  // A dialog is a screen of its own: most forms in the app are dialogs.
  const dialog = await page.evaluate<string>(OPEN_DIALOG);
  const screen = screenOf(page.url()) + (dialog ? ` (dialog "${dialog}")` : '') + (state ? ` [${state}]` : '');
  if (checked.has(screen)) return;
  checked.add(screen);

  await settle(page);
  // The journey moved on while the screen settled (a dialog closed or opened): a later step checks it.
  if ((await page.evaluate<string>(OPEN_DIALOG)) !== dialog) {
    checked.delete(screen);
    return;
  }
  const results = await analyze(page, dialog !== '');
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  if (failing.length > 0) throw new Error(describeViolations(screen, failing));
}

/**
 * Lets the screen settle first: its loading indicators (indeterminate progress bars) gone, within
 * 5 s, then finite animations (dialogs fading in, drawers sliding) ended, as mid-fade colours fail
 * contrast. A string, as the e2e code is typed without the DOM.
 */
const SETTLE = `(async () => {
  const loading = () => [...document.querySelectorAll('[role="progressbar"]:not([aria-valuenow])')]
    .some((element) => element.getClientRects().length > 0);
  for (const deadline = Date.now() + 5000; loading() && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const finite = document.getAnimations()
    .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
  await Promise.race([
    Promise.allSettled(finite.map((animation) => animation.finished)),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
})()`;

const TOP_DIALOG = 'data-a11y-top-dialog';

/** The name of the topmost visible dialog, which it marks with TOP_DIALOG; '' when none is open. */
const OPEN_DIALOG = `(() => {
  for (const marked of document.querySelectorAll('[${TOP_DIALOG}]')) marked.removeAttribute('${TOP_DIALOG}');
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
    .filter((element) => element.getClientRects().length > 0);
  const top = dialogs.at(-1);
  if (!top) return '';
  top.setAttribute('${TOP_DIALOG}', '');
  const labelledBy = (top.getAttribute('aria-labelledby') ?? '').split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  return top.getAttribute('aria-label') || labelledBy || 'unnamed';
})()`;

/** The API calls each browser context has in flight (the realtime socket's long polls aside). */
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

/** Starts counting a context's calls; checks of its pages then wait for their screen's data. */
export function trackCalls(context: BrowserContext): Set<Request> {
  const known = inFlight.get(context);
  if (known) return known;
  const pending = new Set<Request>();
  context.on('request', (request) => {
    const call = ['fetch', 'xhr'].includes(request.resourceType()) && !request.url().includes('/realtime');
    if (call) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  inFlight.set(context, pending);
  return pending;
}

/**
 * Waits (up to 5 s) until the page's calls have been answered for 300 ms: a screen checked before its
 * data arrives is half drawn (a button still fading in from disabled, an empty calendar).
 */
async function awaitQuiet(page: Page): Promise<void> {
  const pending = trackCalls(page.context());
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await page.waitForTimeout(50);
  }
}

async function settle(page: Page): Promise<void> {
  await awaitQuiet(page);
  await page.evaluate(SETTLE);
}

function analyze(page: Page, inDialog: boolean) {
  // label-content-name-mismatch is experimental in axe, so off unless asked for.
  const axe = new AxeBuilder({ page, axeSource: AXE_SOURCE }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  // With a dialog open only the dialog counts: behind its backdrop the page is inert, and dimmed.
  if (inDialog) axe.include(`[${TOP_DIALOG}]`);
  return axe.analyze();
}

export function describeViolations(screen: string, violations: Result[]): string {
  const lines = [`Accessibility violations on ${screen}:`];
  for (const violation of violations) {
    lines.push(`- ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help}`);
    for (const node of violation.nodes.slice(0, MAX_TARGETS)) lines.push(`    ${node.target.join(' ')}`);
    if (violation.nodes.length > MAX_TARGETS) lines.push(`    … and ${violation.nodes.length - MAX_TARGETS} more`);
  }
  return lines.join('\n');
}
