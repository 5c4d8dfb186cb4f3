import { BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { phone, useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { expectNoSidewaysScroll } from '../support/layout';
import { mailedLink } from '../support/mailbox';
import { apiAs, attachmentsOf } from '../support/office-api';
import { sampleImage } from '../support/sample-files';

const SERVICE = 'Quote visit';
const RESCHEDULE = /\/connect\/book\/[^/]+\/reschedule\//;
/** The journey server's sandbox address search knows this place. */
const RICHMOND = '1 Swan Street, Richmond VIC 3121, Australia';

/** The owner offers the demo "Quote visit" online, with no notice, approving each request first. */
async function offerQuoteVisits(page: Page): Promise<string> {
  await page.goto(portal('settings'));
  await page.getByRole('link', { name: /^Online Booking/ }).click();
  const form = page.getByRole('form', { name: 'Online booking settings' });
  const service = form.getByRole('region', { name: SERVICE });
  await see(service);
  await service.getByRole('switch', { name: 'Bookable online' }).check();
  await service.getByRole('spinbutton', { name: 'Minimum notice' }).fill('0');
  await service.getByRole('spinbutton', { name: 'How far ahead' }).fill('14');
  await service.getByRole('combobox', { name: 'Staff who may take it' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await form.getByRole('switch', { name: 'Take bookings online' }).check();
  await form.getByRole('radio', { name: 'I approve each request first' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await see(page.getByText(BOOKING_MESSAGES.saved));
  const link = page.getByRole('link', { name: /\/connect\/book\// });
  await see(link);
  return new URL((await link.getAttribute('href')) ?? '').pathname;
}

/** The first free time the page offers: its button, and its 'yyyy-MM-dd HH:mm'. */
async function firstFreeTime(client: Page) {
  const time = client.locator('button[data-start]').first();
  await see(time);
  return { time, start: (await time.getAttribute('data-start')) ?? '' };
}

describe('online booking', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'a visitor requests a booking on the phone, the owner approves it, the client moves it from the confirmation',
    async ({ page }) => {
      const stamp = Date.now().toString(36);
      const email = `sam.booker.${stamp}@example.com`;
      const name = `Sam Booker ${stamp}`;
      await signIn(page, DEMO.email, DEMO.password);
      const bookingPage = await offerQuoteVisits(page);

      // A visitor on a phone, signed in nowhere.
      const client = await phone(page, journeyServer().url);
      try {
        await client.goto(bookingPage);
        await see(client.getByRole('heading', { name: 'Book online' }));
        await client.getByRole('button', { name: new RegExp(`^${SERVICE}`) }).click();
        await see(client.getByText(/^Times are in .+ time\.$/));
        const first = await firstFreeTime(client);
        await first.time.click();
        await client.getByRole('textbox', { name: 'Your name' }).fill(name);
        await client.getByRole('textbox', { name: 'Email' }).fill(email);
        await client.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
        // The job address from the business's address search, as it is typed.
        const address = client.getByRole('combobox', { name: 'Job address' });
        await address.fill('Swan Street Richmond');
        await client.getByRole('option', { name: RICHMOND }).click();
        await expect.poll(() => address.inputValue()).toBe(RICHMOND);
        await client.getByRole('textbox', { name: 'Note (optional)' }).fill(`Visit ${stamp}: the side gate is open.`);
        // A photo of the job, sent as it is added and shown as a thumbnail.
        const photo = await sampleImage('heater.jpg', 'jpeg', { width: 640, height: 480 }, { r: 200, g: 80, b: 40 });
        await client.getByLabel('Photos of the job').setInputFiles(photo);
        await see(client.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'heater.jpg' }));
        await see(client.getByRole('button', { name: 'Remove photo heater.jpg' }));
        await expect.poll(() => client.getByRole('progressbar', { name: /^Sending/ }).count()).toBe(0);
        await expectNoSidewaysScroll(client);
        // A link typed as the name would reach the confirmation sent to whatever contacts were typed.
        const yourName = client.getByRole('textbox', { name: 'Your name' });
        await yourName.fill('Claim your refund at refund-desk.com');
        await client.getByRole('button', { name: 'Request booking' }).click();
        await see(client.getByText(BOOKING_MESSAGES.nameHasLink));
        await expectNoSidewaysScroll(client);
        await yourName.fill(name);
        await client.getByRole('button', { name: 'Request booking' }).click();
        await see(client.getByRole('heading', { name: 'Request sent' }));
        await see(client.getByText(BOOKING_MESSAGES.requested));
        await expectNoSidewaysScroll(client);

        // Through the API: the appointment (found by its note) carries the address found and the photo.
        const office = await apiAs(DEMO.email);
        const { appointments } = await office<{
          appointments: { id: number; address: Record<string, unknown> | null }[];
        }>('POST', 'appointments/search', { filter: `Visit ${stamp}` });
        expect(appointments).toHaveLength(1);
        expect(appointments[0]?.address).toMatchObject({
          address_line_1: '1 Swan Street',
          locality: 'Richmond',
          state: 'VIC',
          postal_code: '3121',
          latitude: -37.8255,
          longitude: 144.9925,
        });
        const attached = await attachmentsOf(office, appointments[0]?.id ?? 0);
        expect(attached.map((entry) => entry.file_name)).toEqual(['heater.jpg']);

        // The owner finds the request, booked for the client, approves it and sees it on the calendar.
        await page.goto(portal('scheduler'));
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        const search = page.getByRole('dialog', { name: 'Search Appointments' });
        // The search reads an appointment's reference, title and description (the visitor's note is in it);
        // until its answer comes the list shows every booking of the service, other journeys' too.
        await search.getByRole('searchbox', { name: 'Search appointments' }).fill(`Visit ${stamp}`);
        const results = search.getByRole('list', { name: 'Appointments' }).getByRole('listitem');
        await expect.poll(() => results.count(), { timeout: 15_000 }).toBe(1);
        await results.getByText(SERVICE).click();
        const view = page.getByRole('dialog', { name: 'Appointment' });
        await see(view.getByText(name));
        const waiting = view.getByText('Booked online: waiting for your approval.');
        await see(waiting);
        await view.getByRole('button', { name: 'Approve', exact: true }).click();
        await see(page.getByText(BOOKING_MESSAGES.approved));
        await expect.poll(() => waiting.count()).toBe(0);
        await page.keyboard.press('Escape');
        const calendar = page.getByRole('region', { name: 'Calendar' });
        const event = calendar.getByText(name);
        // The first free time may fall in next week.
        await see(calendar);
        if ((await event.count()) === 0) await calendar.getByRole('button', { name: /^Next/ }).click();
        await see(event.first());

        // The confirmation mailed on approval carries a fresh reschedule link; the client takes it.
        await client.goto(await mailedLink(email, RESCHEDULE, (mail) => mail.subject.includes('is confirmed')));
        await see(client.getByRole('heading', { name: 'Change your booking' }));
        const times = client.locator('button[data-start]');
        await see(times.first());
        const later = times.nth(1);
        const laterStart = (await later.getAttribute('data-start')) ?? '';
        expect(laterStart).not.toBe(first.start);
        await later.click();
        await client.getByRole('button', { name: /^Move to / }).click();
        await see(client.getByText(BOOKING_MESSAGES.rescheduled));
        await expectNoSidewaysScroll(client);
      } catch (error) {
        await client.screenshot({ path: 'test-results/online-booking-phone.png', fullPage: true }).catch(() => {});
        throw error;
      } finally {
        await client.context().close();
      }
    },
  );
});
