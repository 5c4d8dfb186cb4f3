import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { awaitEmail } from '../support/mailbox';

/** Harbourside Real Estate's stored address (the demo data). */
const CLIENT_EMAIL = 'rentals@harbourside.example.com';

describe('messages', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner sends a client a custom SMS and reads it on the timeline, then emails them, the client reads it from the link, and the owner finds it in the sandbox mailbox',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('scheduler'));
      await page.getByRole('button', { name: 'Create Appointment' }).click();
      const form = page.getByRole('dialog', { name: 'Create Appointment' });
      await form.getByRole('tab', { name: 'Clients & Reminders' }).click();
      await form.getByRole('combobox', { name: 'Find Clients...' }).fill('Harbourside');
      await page.getByRole('option', { name: /Harbourside Real Estate/ }).click();
      await see(form.getByRole('list', { name: 'Clients' }).getByText('Harbourside Real Estate'));
      await form.getByRole('tab', { name: 'Overview' }).click();
      await form.getByRole('textbox', { name: 'Title', exact: true }).fill('End of lease clean');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Appointment successfully created'));

      // A custom SMS to the client.
      const view = page.getByRole('dialog', { name: 'Appointment' });
      await view.getByRole('button', { name: 'Send Message' }).click();
      const message = page.getByRole('dialog', { name: 'Send Message' });
      await message.getByRole('radio', { name: 'Custom message' }).check();
      await message
        .getByRole('group', { name: 'Harbourside Real Estate' })
        .getByRole('combobox', { name: 'Send by' })
        .click();
      await page.getByRole('option', { name: 'SMS', exact: true }).click();
      // Only the client's stored mobile can be chosen: a typed number is no choice (no relay).
      const mobile = message.getByRole('combobox', { name: 'Harbourside Real Estate mobile' });
      await mobile.fill('0412 345 678');
      await see(page.getByText('Only the client’s stored mobile numbers can be chosen.'));
      await mobile.fill('');
      await page.getByRole('option', { name: '+61 448 702 913' }).click();
      const text = 'Hi, our cleaners will arrive at 9am with the keys. Reply STOP to opt out.';
      await message.getByRole('textbox', { name: 'SMS message' }).fill(text);
      await see(message.getByText(`${text.length}/500 characters · 1 SMS each, $0.10`));
      await message.getByRole('button', { name: 'Send' }).click();
      await see(page.getByText('Appointment message successfully sent'));
      await expect.poll(() => message.count()).toBe(0);

      // It is on the appointment's timeline.
      await view.getByRole('tab', { name: 'Activity Timeline' }).click();
      const sms = view.getByRole('article', { name: 'SMS to +61 448 702 913' });
      await see(sms);
      await see(sms.getByText(text));
      await see(sms.getByText(/Sent by /));

      // The usual message by email; its link shows the client the message without an account.
      await view.getByRole('tab', { name: 'Details' }).click();
      await view.getByRole('button', { name: 'Send Message' }).click();
      await message
        .getByRole('group', { name: 'Harbourside Real Estate' })
        .getByRole('combobox', { name: 'Send by' })
        .click();
      await page.getByRole('option', { name: 'Email', exact: true }).click();
      await message.getByRole('combobox', { name: 'Harbourside Real Estate email' }).click();
      await page.getByRole('option', { name: CLIENT_EMAIL }).click();
      await message.getByRole('button', { name: 'Send' }).click();
      await see(page.getByText('Appointment message successfully sent'));

      // The client's address also gets other journeys' emails (a quotation, say): wait for this one.
      const email = await awaitEmail(CLIENT_EMAIL, (sent) => sent.text.includes('End of lease clean'));
      const link = /View this message online: (\S+)/.exec(email.text)?.[1];
      if (!link) throw new Error('The email has no link to the message');

      // The client, in a browser of their own (the test server's port stands in for the public address).
      const client = await page.context().browser()?.newContext({ baseURL: journeyServer().url });
      if (!client) throw new Error('No browser for the client');
      const clientPage = await client.newPage();
      await clientPage.goto(new URL(link).pathname);
      expect(new URL(link).pathname).toMatch(/^\/connect\/msg\/[\w-]+$/);
      await see(clientPage.getByText('Bayside Plumbing & Gas'));
      await see(clientPage.getByText(/End of lease clean with Bayside Plumbing & Gas/));
      await client.close();

      // Opened: the timeline marks it read.
      await page.reload();
      await page.goto(portal('scheduler'));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const search = page.getByRole('dialog', { name: 'Search Appointments' });
      await search.getByRole('searchbox', { name: 'Search appointments' }).fill('End of lease clean');
      await search.getByRole('list', { name: 'Appointments' }).getByText('End of lease clean').first().click();
      await view.getByRole('tab', { name: 'Activity Timeline' }).click();
      const emailed = view.getByRole('article', { name: `Email to ${CLIENT_EMAIL}` });
      await see(emailed.getByText('Read'));

      // The sandbox mailbox shows the signed-in owner the company's email as the server kept it.
      await page.goto(portal('mailbox'));
      await see(page.getByRole('heading', { name: 'Developer Mailbox' }));
      await see(page.getByRole('button', { name: email.subject }).filter({ hasText: `To ${CLIENT_EMAIL}` }));
      // Signed out, the mailbox is only the sign-in screen.
      await page.goto(portal('logout'));
      await see(page.getByRole('heading', { name: 'Sign in' }));
      await page.goto(portal('mailbox'));
      await see(page.getByRole('heading', { name: 'Sign in' }));
      expect(new URL(page.url()).pathname).toBe(portal());
    },
  );
});
