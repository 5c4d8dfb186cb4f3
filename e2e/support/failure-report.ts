import type { BrowserContext, Page } from 'playwright-core';

const KEPT = 25;

/**
 * What a failed journey's page showed and the app's last API calls, printed with the failure: CI keeps
 * only the log, not the screenshot, so a step that timed out there can still be told apart (an error
 * on screen, a call that failed, a call that never answered, or only slowness).
 */
export function recordCalls(context: BrowserContext): () => string[] {
  const calls: { line: string; started: number; done: boolean }[] = [];
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  context.on('request', (request) => {
    if (!request.url().includes('/v1/') || request.url().includes('/realtime')) return;
    const entry = {
      line: `${at()} ${request.method()} ${new URL(request.url()).pathname}`,
      started: Date.now(),
      done: false,
    };
    calls.push(entry);
    if (calls.length > KEPT) calls.shift();
    const settle = (outcome: string) => {
      entry.line += ` → ${outcome} in ${Date.now() - entry.started} ms`;
      entry.done = true;
    };
    request
      .response()
      .then((response) => settle(String(response?.status() ?? 'no answer')))
      .catch(() => settle('failed'));
  });
  return () => calls.map((call) => (call.done ? call.line : `${call.line} → (unanswered)`));
}

export async function failureReport(page: Page, calls: () => string[]): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch(() => '(unreadable)');
  return [
    `page: ${page.url()}`,
    `shows: ${text.replace(/\s+/g, ' ').slice(0, 1_500)}`,
    'last API calls:',
    ...calls().map((line) => `  ${line}`),
  ].join('\n');
}
