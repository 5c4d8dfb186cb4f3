import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { choose, field, portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

const NAME = 'Seaside Journey Cafe';

/** Picks an option of an MUI select by the select's label. */
const chooseIn = (page: Page, select: string, option: string) =>
  choose(
    page.getByRole('combobox', { name: select, exact: true }),
    page.getByRole('option', { name: option, exact: true }),
  );

describe('clients', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey('the owner creates a business client, finds it by phone, archives and restores it', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Clients' }).click();
    await see(page.getByRole('heading', { name: 'Clients', level: 1 }));

    await page.getByRole('button', { name: 'New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Client' });
    await see(dialog);
    await dialog.getByRole('button', { name: 'Business', exact: true }).click();
    await field(dialog, 'Display name').fill(NAME);

    await dialog.getByRole('button', { name: 'Add Phone' }).click();
    await chooseIn(page, 'Phone 1 type', 'Mobile');
    await field(dialog, 'Phone 1').fill('0412 345 678');
    await dialog.getByRole('button', { name: 'Add Phone' }).click();
    await chooseIn(page, 'Phone 2 type', 'Business');
    await dialog.getByRole('group', { name: 'Phone 2 with country code' }).getByLabel('Area code').fill('03');
    await field(dialog, 'Phone 2').fill('9555 0101');

    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await chooseIn(page, 'Address 1 type', 'Service');
    await dialog.getByRole('button', { name: 'Set Address' }).click();
    const address = page.getByRole('dialog', { name: 'Set Address' });
    await address.getByRole('combobox', { name: 'Address' }).fill('5 Jetty Rd');
    await page.getByRole('option', { name: "My address isn't listed here" }).click();
    await field(address, 'City/Suburb').fill('Sandringham');
    await field(address, 'Postcode').fill('3191');
    // The country/state picker: a state from Australia's list, which also fills in the country.
    await address.getByRole('combobox', { name: 'State', exact: true }).fill('VIC');
    await page.getByRole('option', { name: 'Victoria' }).click();
    expect(await address.getByRole('combobox', { name: 'Country', exact: true }).inputValue()).toBe('Australia');
    await address.getByRole('button', { name: 'Save' }).click();
    await see(dialog.getByRole('textbox', { name: 'Address 1', exact: true }));
    expect(await field(dialog, 'Address 1').inputValue()).toBe('5 Jetty Rd, Sandringham VIC 3191, Australia');

    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await see(page.getByText('Client successfully created'));
    await see(page.getByRole('heading', { name: NAME }));

    // Find it from the list by the mobile's digits.
    await page.goto(portal('clients'));
    const list = page.getByRole('region', { name: 'Client list' });
    await list.getByRole('searchbox', { name: 'Search' }).fill('345678');
    await see(list.getByText(NAME));
    await list.getByText(NAME).click();
    const view = page.getByRole('region', { name: 'Client', exact: true });
    await see(view.getByRole('heading', { name: NAME }));
    await see(view.getByRole('link', { name: '+61 412 345 678' }));
    await see(view.getByText('5 Jetty Rd, Sandringham VIC 3191, Australia'));

    // Archive: gone from the active list, listed under the Archived filter.
    await view.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Archive client?' }).getByRole('button', { name: 'Archive' }).click();
    await see(page.getByText('Client archived'));
    await see(view.getByText('Archived · Read-only'));
    await list.getByText(NAME).waitFor({ state: 'detached' });
    await list.getByRole('button', { name: 'Archived', exact: true }).click();
    await see(list.getByText('Archived: Yes'));
    await see(list.getByText(NAME));

    // Restore.
    await view.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('alertdialog', { name: 'Restore client?' }).getByRole('button', { name: 'Restore' }).click();
    await see(page.getByText('Client restored'));
    await list.getByText(NAME).waitFor({ state: 'detached' });
    // The chip and its delete icon both answer to the name in Chromium: the icon is the last.
    await list.getByRole('button', { name: 'Remove filter Archived' }).last().click();
    await see(list.getByText(NAME));
    expect(await view.getByRole('button', { name: 'Edit' }).isEnabled()).toBe(true);
  });

  journey('saving a business client without a display name says so and creates nothing', async ({ page }) => {
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/clients') creates.push(request.url());
    });
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('clients'));
    await page.getByRole('button', { name: 'New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Client' });
    await see(dialog);
    await dialog.getByRole('button', { name: 'Business', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create Client' }).click();

    await see(dialog.getByText('The display name field is required.'));
    expect(await field(dialog, 'Display name').getAttribute('aria-invalid')).toBe('true');
    expect(creates).toEqual([]);
  });
});
