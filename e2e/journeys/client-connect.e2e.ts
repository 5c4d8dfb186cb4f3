import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { phone, useBrowser } from '../support/browser';
import { field, portal, see, sendDocument, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { mailbox, mailedLink } from '../support/mailbox';

async function addLine(page: Page, description: string, unitPrice: string) {
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Line Item' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  const price = dialog.getByRole('spinbutton', { name: 'Unit price' });
  await price.fill(unitPrice);
  await price.blur();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/** Draws a signature stroke across the pad with the pointer. */
async function sign(pad: Locator) {
  const box = await pad.boundingBox();
  if (!box) throw new Error('No signature pad');
  const page = pad.page();
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? -15 : 15));
  }
  await page.mouse.up();
}

const status = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/^(Draft|Published|Accepted|Declined|Unpaid|Partial Paid|Paid)$/)
    .first();

describe('Client Connect', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'a homeowner accepts a quote by its emailed link on the phone, later signs up and pays the invoice by card; the business sees both live',
    async ({ page }) => {
      const email = `jo.homeowner.${Date.now()}@example.com`;
      await signIn(page, DEMO.email, DEMO.password);

      // A new client, invited to Client Connect as they are added.
      await page.goto(portal('clients'));
      await page.getByRole('button', { name: 'New Client' }).click();
      const newClient = page.getByRole('dialog', { name: 'New Client' });
      await newClient.getByLabel(/^First name/).fill('Jo');
      await newClient.getByLabel(/^Last name/).fill('Homeowner');
      await newClient.getByRole('button', { name: 'Add Email' }).click();
      await field(newClient, 'Email 1').fill(email);
      await newClient.getByRole('checkbox', { name: 'Send Client Connect sign-up request' }).check();
      await newClient.getByRole('button', { name: 'Create Client' }).click();
      await see(page.getByText('Client successfully created'));

      // The quotation, sent by email.
      await page.goto(portal('quotations'));
      await page.getByRole('link', { name: 'Create Quotation' }).first().click();
      const form = page.getByRole('form', { name: 'Create Quotation' });
      await form.getByRole('combobox', { name: 'Client' }).fill('Jo Homeowner');
      await page.getByRole('option', { name: /Jo Homeowner/ }).click();
      await form.getByRole('textbox', { name: 'Title' }).fill('Blocked drain clearing');
      await addLine(page, 'Jet-clear the stormwater drain', '480');
      await form.getByRole('button', { name: 'Save' }).click();
      const heading = page.getByRole('heading', { name: /^Quotation \d+$/ });
      await see(heading);
      const quotationNumber = (await heading.textContent())?.split(' ')[1] ?? '';
      await sendDocument(page, 'Quotation', email);
      await expect.poll(() => status(page).textContent()).toBe('Published');

      // The homeowner opens the link on the phone and accepts with a signature.
      const client = await phone(page, journeyServer().url);
      try {
        await client.goto(await mailedLink(email, /\/connect\/accept\/quotation\//));
        await see(client.getByRole('heading', { name: `Quotation ${quotationNumber}` }));
        await see(client.getByText('$528.00').first());
        await client.getByRole('button', { name: 'Accept Quotation' }).click();
        await see(client.getByText('The name field is required.'));
        await see(client.getByText('Please sign to accept the quotation.'));
        await client.getByRole('textbox', { name: 'Your full name' }).fill('Jo Homeowner');
        await sign(client.getByRole('img', { name: 'Signature: draw your signature here' }));
        await client.getByRole('button', { name: 'Accept Quotation' }).click();
        await see(client.getByText(/Accepted/).first());
        await expect.poll(() => client.getByRole('button', { name: 'Accept Quotation' }).count()).toBe(0);

        // The business's open quotation shows it without a reload, with who signed.
        await expect.poll(() => status(page).textContent()).toBe('Accepted');
        await see(page.getByText(/by Jo Homeowner/));
        await see(page.getByRole('img', { name: 'Signature of Jo Homeowner' }));
        // The owner who made it hears it on their own channel: a notice, and the bell's list has it.
        await see(page.getByText(`Quotation ${quotationNumber} accepted`).first());
        await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
        await see(page.getByRole('list', { name: 'Notifications' }).getByText(`Quotation ${quotationNumber} accepted`));
        await page.keyboard.press('Escape');

        // The invoice, sent by email.
        await page.getByRole('button', { name: 'Convert to Invoice' }).click();
        const invoiceHeading = page.getByRole('heading', { name: /^Invoice \d+$/ });
        await see(invoiceHeading);
        const invoiceNumber = (await invoiceHeading.textContent())?.split(' ')[1] ?? '';
        await sendDocument(page, 'Invoice', email);
        await expect.poll(() => status(page).textContent()).toBe('Unpaid');

        // The homeowner takes up the invitation: an account, linked to this business's record.
        await client.goto(await mailedLink(email, /\/connect\/refer\//));
        await client.getByRole('link', { name: 'Create an account' }).click();
        await field(client, 'First name').fill('Jo');
        await field(client, 'Last name').fill('Homeowner');
        await field(client, 'Email').fill(email);
        await field(client, 'Password').fill('Kettle!Harbour42');
        await client.getByRole('button', { name: 'Create Account' }).click();
        await see(client.getByRole('heading', { name: DEMO.company }));
        const invoiceLink = client.getByRole('link', { name: `Invoice ${invoiceNumber} — Blocked drain clearing` });
        await see(invoiceLink);
        await invoiceLink.click();

        // A declined card changes nothing; the test card that succeeds pays once.
        await see(client.getByRole('heading', { name: 'Pay $528.00' }));
        const card = client.getByRole('form', { name: 'Card payment' });
        await field(card, 'Card number').fill('4000 0000 0000 0002');
        await field(card, 'Expiry (MM/YY)').fill('12/30');
        await field(card, 'CVC').fill('123');
        await field(card, 'Card holder name').fill('Jo Homeowner');
        await card.getByRole('button', { name: 'Pay Now' }).click();
        await see(card.getByRole('alert').getByText('Failed to make payment. Your card was declined.'));
        await expect.poll(() => status(page).textContent()).toBe('Unpaid');

        await field(card, 'Card number').fill('4242 4242 4242 4242');
        await card.getByRole('button', { name: 'Pay Now' }).dblclick();
        await see(client.getByText('Payment of $528.00 received. A receipt is on its way to you.'));

        // The business sees it paid, live, with the one payment recorded.
        await expect.poll(() => status(page).textContent()).toBe('Paid');
        const payments = page.getByRole('list', { name: 'Payments' });
        await see(payments.getByText(/\$528\.00/));
        expect(await payments.getByRole('listitem').count()).toBe(1);
        await expect
          .poll(async () => (await mailbox(email)).map((sent) => sent.subject))
          .toContain(`Receipt for invoice ${invoiceNumber} from ${DEMO.company}`);
      } catch (error) {
        await client.screenshot({ path: 'test-results/client-connect-phone.png', fullPage: true }).catch(() => {});
        throw error;
      } finally {
        await client.context().close();
      }
    },
  );
});
