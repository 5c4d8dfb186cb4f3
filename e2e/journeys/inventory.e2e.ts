import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

describe('inventory', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner adds three pest treatments from the catalogue, prices one GST inclusive and sees it in dollars',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inventory' }).click();
      await see(page.getByRole('heading', { name: 'Inventory', level: 1 }));
      // The demo price list, in en-AU dollars.
      await see(page.getByText('$220.00'));

      await page.getByRole('button', { name: 'Add Item' }).click();
      await page
        .getByRole('dialog', { name: 'Add Inventory' })
        .getByRole('button', { name: 'Search & Add Prefills' })
        .click();
      const picker = page.getByRole('dialog', { name: 'Search & Add Prefills' });
      await see(picker.getByRole('columnheader', { name: 'Common', exact: true }));
      await picker.getByPlaceholder('Search prefills...').fill('treatment');
      await picker.getByPlaceholder('Search prefills...').press('Enter');
      await see(picker.getByText('Spider treatment'));
      for (const code of ['ANT', 'COCKROACH', 'SPIDER']) {
        await picker.getByRole('checkbox', { name: `Select ${code}`, exact: true }).check();
      }
      await picker.getByRole('button', { name: 'Add 3 Items' }).click();
      const confirm = page.getByRole('dialog', { name: 'Add these items?' });
      await see(confirm.getByText('Cockroach treatment'));
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await see(page.getByText('3 items successfully added'));

      // Price the spider treatment: a bad price resets to 0, then $1,234.50 GST inclusive.
      await page.getByRole('searchbox', { name: 'Search' }).fill('spider');
      await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
      await page.getByRole('cell', { name: 'SPIDER', exact: true }).click();
      await see(page.getByRole('heading', { name: 'SPIDER · Spider treatment', level: 1 }));
      await page.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Inventory' });
      const price = dialog.getByRole('spinbutton', { name: 'Selling unit price' });
      await price.fill('-4');
      await price.blur();
      expect(await price.inputValue()).toBe('0');
      await price.fill('1234.5');
      await dialog.getByRole('combobox', { name: 'Selling tax type' }).click();
      await page.getByRole('option', { name: 'GST inclusive' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await see(page.getByText('Inventory item successfully saved'));
      await see(page.getByText('$1,234.50'));
      await see(page.getByText('GST inclusive'));

      // Back in the list, the row shows the new price.
      await page.goBack();
      await see(page.getByRole('row', { name: /SPIDER.*\$1,234\.50.*GST inclusive/ }));
    },
  );
});
