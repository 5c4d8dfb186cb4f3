import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { field, portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { mailedLink } from '../support/mailbox';
import { sampleImage } from '../support/sample-files';

/** Sets a colour picker by typing a hex on its Spectrum tab. */
async function pickHex(page: Page, picker: RegExp, hex: string) {
  await page.getByRole('button', { name: picker }).click();
  const menu = page.getByRole('dialog', { name: 'Select Colour' });
  await menu.getByRole('tab', { name: 'Spectrum' }).click();
  const input = menu.getByRole('textbox', { name: 'Hex' });
  await input.fill(hex);
  await input.press('Enter');
  await expect.poll(() => menu.count()).toBe(0);
}

describe('branding', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner uploads a logo and picks a colour; the client opening a sent quotation sees the logo in that colour’s header',
    async ({ page }) => {
      const email = `branding.client.${Date.now()}@example.com`;
      await signIn(page, DEMO.email, DEMO.password);

      await page.goto(portal('settings'));
      await page.getByRole('link', { name: /Branding/ }).click();
      await see(page.getByRole('heading', { name: 'Branding', level: 1 }));
      const logo = await sampleImage('logo.png', 'png', { width: 900, height: 300 }, { r: 20, g: 60, b: 140 });
      await page.getByTestId('upload-input').setInputFiles(logo);
      await see(page.getByRole('img', { name: 'Current logo' }));
      await see(page.getByRole('img', { name: 'Logo preview' }));
      await pickHex(page, /^Primary colour/, '#c10015');
      await page.getByRole('textbox', { name: 'Document footer' }).fill('Licence PL12345');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Branding saved'));

      // A client and a quotation sent to them.
      await page.goto(portal('clients'));
      await page.getByRole('button', { name: 'New Client' }).click();
      const newClient = page.getByRole('dialog', { name: 'New Client' });
      await newClient.getByLabel(/^First name/).fill('Bree');
      await newClient.getByLabel(/^Last name/).fill('Branding');
      await newClient.getByRole('button', { name: 'Add Email' }).click();
      await field(newClient, 'Email 1').fill(email);
      await newClient.getByRole('button', { name: 'Create Client' }).click();
      await see(page.getByText('Client successfully created'));

      await page.goto(portal('quotations'));
      await page.getByRole('link', { name: 'Create Quotation' }).first().click();
      const form = page.getByRole('form', { name: 'Create Quotation' });
      await form.getByRole('combobox', { name: 'Client' }).fill('Bree Branding');
      await page.getByRole('option', { name: /Bree Branding/ }).click();
      await form.getByRole('textbox', { name: 'Title' }).fill('Branded quote');
      await page.getByRole('button', { name: 'Add Line Item' }).click();
      const line = page.getByRole('dialog', { name: 'Add Line Item' });
      await line.getByRole('textbox', { name: 'Description' }).fill('Service call');
      await line.getByRole('spinbutton', { name: 'Unit price' }).fill('100');
      await line.getByRole('spinbutton', { name: 'Unit price' }).blur();
      await line.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => line.count()).toBe(0);
      await form.getByRole('button', { name: 'Save' }).click();
      await see(page.getByRole('heading', { name: /^Quotation \d+$/ }));
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const sendDialog = page.getByRole('dialog', { name: /^Send Quotation/ });
      await sendDialog.getByRole('textbox', { name: 'To' }).fill(email);
      await sendDialog.getByRole('button', { name: 'Send', exact: true }).click();
      await see(page.getByText('Quotation successfully sent'));

      // The client's link: the business's logo heads the quotation, over its colour.
      const client = await page.context().newPage();
      await client.goto(await mailedLink(email, /\/connect\/accept\/quotation\//));
      const brandLogo = client.getByRole('img', { name: `${DEMO.company} logo` });
      await see(brandLogo);
      expect(await brandLogo.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBe(768);
      const bar = await client.getByTestId('business-brand').evaluate(
        (element: { ownerDocument: unknown }) =>
          // biome-ignore lint/suspicious/noExplicitAny: the e2e project has no DOM types
          (globalThis as any).getComputedStyle(element).borderTopColor,
      );
      expect(bar).toBe('rgb(193, 0, 21)');
      await client.close();

      // Back to the defaults, so other journeys see the demo company as it was.
      await page.goto(portal('settings/branding'));
      await page.getByRole('button', { name: 'Remove logo' }).click();
      await page.getByRole('alertdialog', { name: 'Remove logo?' }).getByRole('button', { name: 'Remove' }).click();
      await see(page.getByText('No logo yet: your documents and emails show your business name.'));
      await pickHex(page, /^Primary colour/, '#027be3');
      await page.getByRole('textbox', { name: 'Document footer' }).fill('');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Branding saved'));
    },
  );
});
