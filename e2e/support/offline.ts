import type { BrowserContext, Page, Route } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { DEMO } from './app-server';
import { portal, see, signIn } from './business-portal';
import { apiAs } from './office-api';

/** What the offline journeys share: Mia's job, the signal, her kept day. */

/** Melbourne's wall clock, as the API takes dates (the journeys' browsers run in Melbourne). */
export function melbourne(offsetHours: number): string {
  const at = new Date(Date.now() + offsetHours * 3600_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Melbourne',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:00:00`;
}

/**
 * Whether the page's kept day (IndexedDB) holds a query yet: one whose key starts with `root` and has
 * `id` after its `detail` part (`['appointments', 'detail', 12]`, `['documents', 'invoice', 'detail', 3]`).
 */
export const keptDetail = (page: Page, root: string, id: number) =>
  page.evaluate<boolean>(`new Promise((resolve) => {
    const open = indexedDB.open('fieldbook-offline');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kept')) return resolve(false);
      const read = db.transaction('kept').objectStore('kept').get('queries');
      read.onerror = () => resolve(false);
      read.onsuccess = () => resolve(Boolean(read.result?.state?.queries.some((q) => {
        const at = q.queryKey.indexOf('detail');
        return q.queryKey[0] === ${JSON.stringify(root)} && at > 0 && q.queryKey[at + 1] === ${Number(id)};
      })));
    };
  })`);

/**
 * An appointment of Mia's around now, booked by the office (with `clients`, if any) and deleted after
 * the test; its id and the office's API.
 */
export async function miasJobNow(title: string, clients: number[] = []) {
  const office = await apiAs(DEMO.email);
  const mia = await apiAs(DEMO.fieldStaffEmail);
  const { details } = await mia<{ details: { id: number } }>('GET', 'user/load');
  const { appointment } = await office<{ appointment: { id: number } }>('POST', 'appointments', {
    title,
    description: 'Check the flue.',
    start_date: melbourne(-1),
    end_date: melbourne(1),
    timezone: 'Australia/Melbourne',
    attendees: [details.id],
    clients,
  });
  // The other journeys of this server take the demo's first appointments of the day: this one goes.
  onTestFinished(async () => {
    await office('DELETE', 'appointments', { id: appointment.id, delete_action: 'none' });
  });
  return { office, id: appointment.id };
}

/** No network for anything the page or its service worker fetches. */
const disconnected = (route: Route) => route.abort('internetdisconnected');

/**
 * Signal lost or back. Playwright's offline mode covers the page's own requests; Chromium since about
 * version 150 sends the requests a service worker passes on (the API's) past it, so those are cut too.
 */
export async function setSignal(context: BrowserContext, on: boolean) {
  if (on) {
    await context.unroute('**', disconnected);
    await context.setOffline(false);
  } else {
    await context.setOffline(true);
    await context.route('**', disconnected);
  }
}

/** Mia online on the scheduler until the app's worker is installed and her day (with this job) is kept. */
export async function loadTheDay(page: Page, title: string, id: number) {
  await signIn(page, DEMO.fieldStaffEmail, DEMO.password);
  await page.goto(portal('scheduler'));
  await see(page.getByText(title).first());
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await expect.poll(() => keptDetail(page, 'appointments', id), { timeout: 30_000 }).toBe(true);
}

/** Until the queue has drained: nothing waits to send and nothing is being sent. */
export const drained = (page: Page) =>
  expect.poll(async () => page.getByText(/waiting to send|Sending \d+ of \d+/).count(), { timeout: 30_000 }).toBe(0);
