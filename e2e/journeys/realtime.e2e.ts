import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { bookTenToElevenToday, portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

const STATUS_NOTICE = 'Another staff member has updated this appointment status';
const LOCK_NOTICE = 'Another staff member has updated this appointment lock state';
const ARCHIVED_NOTICE = 'Another staff member has archived this appointment';

/**
 * Counts the channels a page's socket has joined (a `subscribe` the server acknowledged with ok),
 * read off its WebSocket frames: socket.io sends `42<ack>["subscribe","<channel>"]` and answers
 * `43<ack>[{"ok":true}]`. Lets a journey wait until a page listens before another one changes things.
 */
function trackJoins(page: Page) {
  const joins = new Map<string, number>();
  page.on('websocket', (socket) => {
    const asked = new Map<string, string>();
    socket.on('framesent', ({ payload }) => {
      const match = /^42(\d+)\["subscribe","([^"]+)"\]/.exec(String(payload));
      if (match?.[1] && match[2]) asked.set(match[1], match[2]);
    });
    socket.on('framereceived', ({ payload }) => {
      const match = /^43(\d+)\[\{.*"ok":true/.exec(String(payload));
      const channel = match?.[1] ? asked.get(match[1]) : undefined;
      if (channel) joins.set(channel, (joins.get(channel) ?? 0) + 1);
    });
  });
  return (channel: string) => joins.get(channel) ?? 0;
}

describe('real-time updates', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    "two staff on one appointment: the other's open dialog follows its status and lock, its calendar shows it locked, and its dialog closes and the calendar drops it when it is deleted",
    async ({ page }) => {
      const title = 'Dripping tap in the ensuite';
      // Staff A books it for 10-11 am today.
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('scheduler'));
      await page.getByRole('button', { name: 'Create Appointment' }).click();
      const form = page.getByRole('dialog', { name: 'Create Appointment' });
      await form.getByRole('tab', { name: 'Overview' }).click();
      await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await bookTenToElevenToday(form);
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/v1/appointments',
      );
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      const created = page.getByText('Appointment successfully created');
      const busy = page.getByRole('dialog', { name: 'Staff Availability' });
      await expect.poll(async () => (await created.count()) + (await busy.count())).toBeGreaterThan(0);
      if ((await busy.count()) > 0) await busy.getByRole('button', { name: 'Save anyway' }).click();
      await see(created);
      const id = ((await (await saved).json()) as { payload: { appointment: { id: number } } }).payload.appointment.id;
      const channel = `Company.Appointment.${id}`;
      // A's view dialog opens on it.
      const viewOfA = page.getByRole('dialog', { name: 'Appointment' });
      await see(viewOfA.getByRole('heading', { name: title }));

      // Staff B: the same owner in a browser context of their own.
      const browser = page.context().browser();
      if (!browser) throw new Error('No browser for the second staff member');
      const other = await browser.newContext({
        baseURL: journeyServer().url,
        locale: 'en-AU',
        timezoneId: 'Australia/Melbourne',
      });
      other.setDefaultTimeout(15_000);
      try {
        const b = await other.newPage();
        const joinsOfB = trackJoins(b);
        await signIn(b, DEMO.email, DEMO.password);
        await b.goto(portal('scheduler'));
        const calendarOfB = b.getByRole('region', { name: 'Calendar' });
        await expect.poll(() => joinsOfB('Company.Calendar')).toBeGreaterThan(0);

        // B opens it from the calendar.
        const eventOfB = calendarOfB.getByText(title);
        await see(eventOfB);
        await eventOfB.scrollIntoViewIfNeeded();
        await eventOfB.click();
        const viewOfB = b.getByRole('dialog', { name: 'Appointment' });
        await see(viewOfB.getByRole('heading', { name: title }));
        await expect.poll(() => joinsOfB(channel)).toBe(1);
        expect(await viewOfB.getByRole('combobox', { name: 'Status' }).textContent()).toBe('Scheduled');
        expect(await viewOfB.getByRole('switch', { name: 'Locked' }).isChecked()).toBe(false);

        // A changes the status: B is told, and its dialog shows the new one.
        await viewOfA.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'In progress' }).click();
        await see(page.getByText('Appointment status successfully changed.'));
        await see(b.getByText(STATUS_NOTICE));
        await expect.poll(() => viewOfB.getByRole('combobox', { name: 'Status' }).textContent()).toBe('In progress');

        // A locks it: B is told, and its switch follows.
        await viewOfA.getByRole('switch', { name: 'Locked' }).click();
        await see(page.getByText('Appointment locked'));
        await see(b.getByText(LOCK_NOTICE));
        await expect.poll(() => viewOfB.getByRole('switch', { name: 'Locked' }).isChecked()).toBe(true);

        // B's calendar shows it locked.
        await viewOfB.getByRole('button', { name: 'Close' }).click();
        await expect.poll(() => viewOfB.count()).toBe(0);
        await expect.poll(() => calendarOfB.locator('.appointment-locked').filter({ hasText: title }).count()).toBe(1);

        // B opens it again; A deletes it: B's dialog closes with the Archived notice, and it leaves B's calendar.
        await eventOfB.click();
        await see(viewOfB.getByRole('heading', { name: title }));
        await expect.poll(() => joinsOfB(channel)).toBe(2);
        await viewOfA.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
        await see(page.getByText('Appointment successfully deleted.'));
        await see(b.getByText(ARCHIVED_NOTICE));
        await see(b.getByText('Archived', { exact: true }));
        await expect.poll(() => viewOfB.count()).toBe(0);
        await expect.poll(() => eventOfB.count()).toBe(0);

        // A made the changes: none was announced back to A.
        expect(await page.getByText(/Another staff member has/).count()).toBe(0);
      } finally {
        await other.close();
      }
    },
  );
});
