import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { checkAccessibility } from '../support/accessibility';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { bookTenToElevenToday, portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { backgroundOf, expectApart, expectNoSidewaysScroll, LAPTOP, PHONE } from '../support/layout';

type Point = { x: number; y: number };

/** The middle of what a locator shows, on the page. */
async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags from a point by the waypoints onto a target measured again just before letting go: anything
 * that moved the calendar meanwhile moved the target too.
 */
async function dragOnto(page: Page, from: Point, via: Point[], target: () => Promise<Point>): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (const point of via) await page.mouse.move(point.x, point.y, { steps: 5 });
  const aim = await target();
  await page.mouse.move(aim.x, aim.y, { steps: 10 });
  const now = await target();
  await page.mouse.move(now.x, now.y, { steps: 2 });
  await page.mouse.up();
}

/** The first demo appointment on the calendar (a day or a week of them), moving on a day or two past a weekend. */
async function firstAppointment(page: Page, calendar: Locator): Promise<Locator> {
  // One of the demo's (with a client): on a weekend the day may hold only what other journeys booked.
  const appointments = calendar
    .getByRole('button')
    .filter({ has: page.getByTestId('appointment-event-staff') })
    .filter({ has: page.getByTestId('appointment-event-clients').filter({ hasText: /\S/ }) });
  // Each view's appointments arrive after it is drawn: wait for them before deciding the view has none.
  const shown = () =>
    appointments
      .first()
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
  for (let step = 0; step < 3 && !(await shown()); step++) {
    await calendar.getByRole('button', { name: /^Next/ }).click();
  }
  await see(appointments.first());
  return appointments.first();
}

/**
 * An appointment shows its staff member's colour (the demo colours by staff), as the colour key says,
 * and the client, staff and status it has, which its dialog confirms.
 */
async function expectColouredAndDescribed(page: Page, calendar: Locator): Promise<void> {
  const appointment = await firstAppointment(page, calendar);
  const text = async (id: string) => ((await appointment.getByTestId(id).textContent()) ?? '').trim();
  const [clients, staff, status] = [
    await text('appointment-event-clients'),
    await text('appointment-event-staff'),
    await text('appointment-event-status'),
  ];
  const first = staff.split(', ')[0] ?? '';
  const key = calendar
    .getByRole('list', { name: 'Calendar colours' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${first}$`) });
  expect(await backgroundOf(appointment)).toBe(await backgroundOf(key.getByTestId('colour-swatch')));
  // Not FullCalendar's own blue, which every appointment showed when the colours were not passed on.
  expect(await backgroundOf(appointment)).not.toBe('rgb(55, 136, 216)');

  await appointment.click();
  const view = page.getByRole('dialog', { name: 'Appointment' });
  await see(view.getByText(clients, { exact: true }));
  for (const name of staff.split(', ')) await see(view.getByText(name, { exact: true }));
  expect(await view.getByRole('combobox', { name: 'Status' }).textContent()).toBe(status);
  await view.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => view.count()).toBe(0);
}

describe('scheduler', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner books an appointment through the steps, drags it to another day, locks it and fails to drag it, changes its status, finds it and deletes it',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Scheduler' }).click();
      await see(page.getByRole('heading', { name: 'Scheduler', level: 1 }));

      await page.getByRole('button', { name: 'Create Appointment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Appointment' });
      await see(dialog.getByRole('progressbar', { name: 'Step 1 of 4' }));
      // Appointment Types: the type brings its title and length.
      await dialog.getByRole('combobox', { name: 'Appointment Types' }).click();
      await page.getByRole('option', { name: 'Blocked drain' }).click();
      await dialog.getByRole('heading', { name: 'Create Appointment' }).click();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await see(dialog.getByRole('progressbar', { name: 'Step 2 of 4' }));

      // Clients & Reminders.
      await dialog.getByRole('combobox', { name: 'Find Clients...' }).fill('Harbourside');
      await page.getByRole('option', { name: /Harbourside Real Estate/ }).click();
      await see(dialog.getByRole('list', { name: 'Clients' }).getByText('Harbourside Real Estate'));
      await dialog.getByRole('button', { name: 'Next' }).click();

      // Staff & Reminders.
      await dialog.getByRole('combobox', { name: 'Add Staff Member' }).click();
      await page.getByRole('option').first().click();
      await expect
        .poll(() => dialog.getByRole('list', { name: 'Staff Members' }).getByRole('listitem').count())
        .toBe(1);
      await dialog.getByRole('button', { name: 'Next' }).click();

      // Overview: a title, then save.
      await dialog.getByRole('tab', { name: 'Overview' }).click();
      expect(await dialog.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('Blocked drain');
      expect(await dialog.getByTestId('appointment-length').textContent()).toBe('1 h');
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Burst pipe under the sink');
      await bookTenToElevenToday(dialog);
      expect(await dialog.getByTestId('appointment-length').textContent()).toBe('1 h');
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The staff member may already be booked then (the demo week): saving asks first.
      const created = page.getByText('Appointment successfully created');
      const busy = page.getByRole('dialog', { name: 'Staff Availability' });
      await expect.poll(async () => (await created.count()) + (await busy.count())).toBeGreaterThan(0);
      if ((await busy.count()) > 0) await busy.getByRole('button', { name: 'Save anyway' }).click();
      await see(created);

      const view = page.getByRole('dialog', { name: 'Appointment' });
      await see(view.getByRole('heading', { name: 'Burst pipe under the sink' }));
      await see(view.getByText('Harbourside Real Estate'));
      await see(view.getByText('Blocked drain', { exact: true }));
      await view.getByRole('button', { name: 'Close' }).click();

      // On the week view, at the time booked on the company's clock.
      const event = page.getByRole('region', { name: 'Calendar' }).getByText('Burst pipe under the sink');
      await see(event);
      const booked = page
        .getByRole('region', { name: 'Calendar' })
        .locator('.appointment-event')
        .filter({ hasText: 'Burst pipe under the sink' });
      await expect.poll(() => booked.textContent()).toMatch(/^10:00 – 11:00/);

      // A notice on screen covers part of the calendar: a drag starts once they have gone.
      const noticesGone = () =>
        expect
          .poll(() => page.getByText(/Appointment (status )?(successfully|locked)/).count(), { timeout: 10_000 })
          .toBe(0);
      // Drag it to the day beside (the previous day when it is in the last column).
      const drag = async () => {
        await noticesGone();
        // The day scrolls inside the calendar: the appointment may be below the fold.
        await event.scrollIntoViewIfNeeded();
        const box = await event.boundingBox();
        const calendar = await page.getByRole('region', { name: 'Calendar' }).boundingBox();
        if (!box || !calendar) throw new Error('The appointment is not on screen');
        const days = page.getByRole('region', { name: 'Calendar' }).getByText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d+$/);
        const [first, second] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
        if (!first || !second) throw new Error('The week has no day headers');
        const columnWidth = second.x - first.x;
        const direction = box.x + box.width + columnWidth < calendar.x + calendar.width ? 1 : -1;
        await page.mouse.move(box.x + box.width / 2, box.y + 5);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + (direction * columnWidth) / 2, box.y + 5, { steps: 5 });
        await page.mouse.move(box.x + box.width / 2 + direction * columnWidth, box.y + 5, { steps: 5 });
        await page.mouse.up();
        return box;
      };
      const before = await drag();
      await see(page.getByText('Appointment successfully updated'));
      await expect.poll(async () => (await event.boundingBox())?.x).not.toBe(before.x);
      // Another day, the same hours: saved and read back as they were.
      await expect.poll(() => booked.textContent()).toMatch(/^10:00 – 11:00/);

      // Up into its day's all-day row, then back down to 10 am: it comes back an hour long (FullCalendar's
      // default length), not a moment.
      const region = page.getByRole('region', { name: 'Calendar' });
      const allDayRow = region.getByRole('rowheader', { name: 'All-day' });
      const tenAm = region.locator('[data-time="10:00:00"]').first();
      /** Drags the appointment by its top edge, in its own day's column, to the height of a row. */
      const dragDownOrUpTo = async (row: Locator) => {
        await noticesGone();
        const box = await event.boundingBox();
        if (!box) throw new Error('The appointment is not on screen');
        const x = box.x + box.width / 2;
        await dragOnto(page, { x, y: box.y + 5 }, [], async () => ({ x, y: (await centreOf(row)).y }));
      };
      await event.scrollIntoViewIfNeeded();
      await dragDownOrUpTo(allDayRow);
      await see(page.getByText('Appointment successfully updated'));
      // In the all-day row, with no time of day.
      await expect.poll(() => booked.textContent()).not.toMatch(/^\d+:\d\d/);
      expect(Math.abs((await centreOf(booked)).y - (await centreOf(allDayRow)).y)).toBeLessThan(20);
      // The 10 am row mid-scroller: a drag near the scroller's edge scrolls the day under the mouse.
      await tenAm.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await dragDownOrUpTo(tenAm);
      await see(page.getByText('Appointment successfully updated'));
      await expect.poll(() => booked.textContent()).toMatch(/^10:00 – 11:00/);

      await event.click();
      const view2 = page.getByRole('dialog', { name: 'Appointment' });
      // Lock it, then change its status.
      await view2.getByRole('switch', { name: 'Locked' }).click();
      await see(page.getByText('Appointment locked'));
      await view2.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'In progress' }).click();
      await see(page.getByText('Appointment status successfully changed.'));
      await view2.getByRole('button', { name: 'Close' }).click();
      // A closing dialog still covers the calendar: a drag starts once it has gone.
      await view2.waitFor({ state: 'hidden' });
      // And once the calendar shows both changes: a refetch landing mid-drag redraws the appointment
      // under the mouse, which then selects text instead of dragging.
      await see(
        page
          .getByRole('region', { name: 'Calendar' })
          .locator('.appointment-locked')
          .filter({ hasText: 'Burst pipe under the sink' })
          .filter({ hasText: 'In progress' }),
      );

      // Locked: dragging it is refused with the reason, and it stays put.
      const lockedAt = await drag();
      await see(page.getByText('This appointment is locked: unlock it before moving it.'));
      await expect.poll(async () => (await event.boundingBox())?.x).toBe(lockedAt.x);

      // Find it in the search dialog, open it there and delete it.
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const searchDialog = page.getByRole('dialog', { name: 'Search Appointments' });
      await searchDialog.getByRole('searchbox', { name: 'Search appointments' }).fill('burst pipe');
      await see(searchDialog.getByText('1 result'));
      // The filter drawer: only the client's appointments, shown as a chip.
      await searchDialog.getByRole('button', { name: 'Toggle Filters' }).click();
      const filters = searchDialog.getByRole('complementary', { name: 'Filters' });
      await filters.getByRole('combobox', { name: 'Filter by client' }).fill('Harbourside');
      await page.getByRole('option', { name: /Harbourside Real Estate/ }).click();
      await filters.getByRole('button', { name: 'Apply Filters' }).click();
      await see(
        searchDialog.getByRole('list', { name: 'Active filters' }).getByText('Clients: Harbourside Real Estate'),
      );
      await see(searchDialog.getByText('1 result'));
      await searchDialog
        .getByRole('list', { name: 'Appointments' })
        .getByText(/Burst pipe under the sink/)
        .click();
      await page.getByRole('dialog', { name: 'Appointment' }).getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog');
      await see(confirm.getByText('This action cannot be undone.'));
      await confirm.getByRole('button', { name: 'Continue' }).click();
      await see(page.getByText('Appointment successfully deleted.'));
      await expect.poll(() => event.count()).toBe(0);
    },
  );

  journey(
    'the owner books two appointments in a row without reloading: each gets its own reference number',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('scheduler'));
      const view = page.getByRole('dialog', { name: 'Appointment' });
      /** Books an appointment with only a title (the number left to the server); answers the number it got. */
      const book = async (title: string) => {
        await page.getByRole('button', { name: 'Create Appointment' }).click();
        const form = page.getByRole('dialog', { name: 'Create Appointment' });
        await form.getByRole('tab', { name: 'Overview' }).click();
        await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
        const offered = await form.getByRole('textbox', { name: 'Reference Number' }).inputValue();
        await form.getByRole('button', { name: 'Save', exact: true }).click();
        await see(page.getByText('Appointment successfully created'));
        await see(view.getByRole('heading', { name: title }));
        const shown = (await view.getByText(/^#\d+$/).textContent()) ?? '';
        await view.getByRole('button', { name: 'Close' }).click();
        await expect
          .poll(() => page.getByText('Appointment successfully created').count(), { timeout: 10_000 })
          .toBe(0);
        return { offered, shown: shown.slice(1) };
      };
      const first = await book('Quote visit: split system');
      const second = await book('Quote visit: hot water unit');
      // The second dialog offered the next number (not the first's again), and the server gave it.
      expect(first.shown).toBe(first.offered);
      expect(second.shown).toBe(second.offered);
      expect(Number(second.shown)).toBe(Number(first.shown) + 1);
    },
  );

  journey('the owner drags an unscheduled appointment onto the calendar to schedule it', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('scheduler'));
    const list = page.getByRole('list', { name: 'Unscheduled appointments' });
    const item = list.getByRole('button').first();
    await see(item);
    const title = (await item.locator('.MuiListItemText-primary').textContent()) ?? '';
    const before = await list.getByRole('button').count();

    const calendar = page.getByRole('region', { name: 'Calendar' });
    // The start times of the week's appointments with its title (another could be there already).
    const startsOfTitle = async () =>
      (await calendar.locator('.appointment-event').filter({ hasText: title }).allTextContents())
        .map((text) => /^\d+:\d\d/.exec(text)?.[0] ?? text)
        .sort();
    await see(calendar.locator('.appointment-event').first());
    const startsBefore = await startsOfTitle();
    const day = calendar.getByText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d+$/).nth(2);
    // The 10:00 slot's row (its time label and its lanes hold the time).
    const slot = calendar.locator('[data-time="10:00:00"]').first();
    // In the middle of the day's scroller: near its edge, a drag scrolls the day under the mouse.
    await slot.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = await centreOf(item);
    const onto = async () => ({ x: (await centreOf(day)).x, y: (await centreOf(slot)).y });
    // Down the list's own column, then across into the calendar at the row's height: a path that
    // crosses the day's scroller near its top edge sets its auto-scroll going (CI dropped it at 9:30).
    const via = [
      { x: from.x, y: from.y + 20 },
      { x: from.x, y: (await onto()).y },
    ];
    await dragOnto(page, from, via, onto);

    await see(page.getByText('Appointment successfully updated'));
    await expect.poll(() => list.getByRole('button').count()).toBe(before - 1);
    await see(calendar.getByText(title, { exact: true }));
    // Where it was dropped: at 10:00.
    await expect.poll(startsOfTitle).toEqual([...startsBefore, '10:00'].sort());
  });

  journey(
    "each appointment shows its staff member's colour, its client, staff and status, with a colour key, on a laptop and on a phone",
    async ({ page }) => {
      await page.setViewportSize(LAPTOP);
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('scheduler'));
      const calendar = page.getByRole('region', { name: 'Calendar' });
      await expectColouredAndDescribed(page, calendar);

      // A phone: the day view, the title clear of its buttons, nothing to scroll sideways.
      await page.setViewportSize(PHONE);
      await page.reload();
      const heading = page.getByRole('heading', { name: 'Scheduler', level: 1 });
      await see(heading);
      await see(calendar.getByRole('tab', { name: 'Day view', selected: true }));
      await expectApart(heading, page.getByRole('button', { name: 'Search', exact: true }));
      await expectApart(heading, page.getByRole('button', { name: 'Create Appointment' }));
      await expectColouredAndDescribed(page, calendar);
      await expectNoSidewaysScroll(page);

      // A day with nothing booked: its hours can still be reached from the keyboard to scroll them
      // (axe: scrollable-region-focusable).
      const booked = calendar.locator('.appointment-event').first();
      const hasAppointments = () =>
        booked
          .waitFor({ state: 'visible', timeout: 2_000 })
          .then(() => true)
          .catch(() => false);
      for (let step = 0; step < 30 && (await hasAppointments()); step++) {
        await calendar.getByRole('button', { name: /^Next/ }).click();
      }
      expect(await booked.count()).toBe(0);
      await checkAccessibility(page, 'a day with nothing booked');
    },
  );
});
