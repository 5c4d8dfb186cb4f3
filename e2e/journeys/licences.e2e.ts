import { QUALIFICATION_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { bookTenToElevenToday, portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { apiAs } from '../support/office-api';

// The demo's licences (seed/demo-licences.seed.ts): Priya holds Gasfitter Type A, Jack and the others do not.
const GAS = 'Gasfitter Type A';
const LICENSED = 'Priya Sharma';
const UNLICENSED = 'Jack Nguyen';
const MISSING = QUALIFICATION_MESSAGES.missing(GAS);

/** The company's rule for staff without a required licence, chosen on System Defaults. */
async function chooseLicenceCheck(page: Page, choice: 'Warn, and save' | 'Refuse to save') {
  await page.goto(portal('settings/defaults'));
  const rule = page.getByRole('combobox', { name: 'Staff without a required licence' });
  await see(rule);
  await rule.click();
  await page.getByRole('option', { name: choice }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await see(page.getByText('System defaults saved'));
  await expect.poll(() => rule.textContent()).toBe(choice);
}

/** A new appointment of the type, 10-11 am today, with Jack on it: the form says why he may not do it. */
async function bookWithUnlicensedStaff(page: Page, type: string, title: string): Promise<Locator> {
  await page.goto(portal('scheduler'));
  await page.getByRole('button', { name: 'Create Appointment' }).click();
  const form = page.getByRole('dialog', { name: 'Create Appointment' });
  await form.getByRole('combobox', { name: 'Appointment Types' }).fill(type);
  await page.getByRole('option', { name: type }).click();
  await form.getByRole('heading', { name: 'Create Appointment' }).click();
  await form.getByRole('tab', { name: 'Overview' }).click();
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await bookTenToElevenToday(form);
  await form.getByRole('tab', { name: 'Staff & Reminders' }).click();
  await form.getByRole('combobox', { name: 'Add Staff Member' }).fill('Jack');
  await page.getByRole('option', { name: new RegExp(UNLICENSED) }).click();
  const jack = form.getByRole('list', { name: 'Staff Members' }).getByRole('listitem').filter({ hasText: UNLICENSED });
  await see(jack.getByText(MISSING));
  return form;
}

/** Saves the form, saying "Save anyway" when the staff member is already busy then, until the outcome shows. */
async function save(page: Page, form: Locator, outcome: Locator) {
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  const busy = page.getByRole('dialog', { name: 'Staff Availability' });
  await expect.poll(async () => (await busy.count()) + (await outcome.count())).toBeGreaterThan(0);
  if ((await busy.count()) > 0) await busy.getByRole('button', { name: 'Save anyway' }).click();
  await see(outcome);
}

describe('licences', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner requires a gas licence for a type: the form and the availability dialog say who lacks it, warn saves, refuse does not',
    async ({ page }) => {
      const stamp = Date.now().toString(36);
      const type = `Gas heater service ${stamp}`;
      await signIn(page, DEMO.email, DEMO.password);

      // The catalogue of licence types, from a staff member's Licences tab.
      await page.goto(portal('users'));
      await page.getByRole('list', { name: 'Staff' }).getByText('priya@fieldbook.local').click();
      await page.getByRole('tab', { name: 'Licences' }).click();
      await page.getByRole('button', { name: 'Licence types' }).click();
      const catalogue = page.getByRole('dialog', { name: 'Licence types' });
      await see(catalogue.getByRole('textbox', { name: 'New licence type' }));
      await expect
        .poll(() =>
          catalogue
            .getByRole('textbox', { name: 'Licence type', exact: true })
            .evaluateAll((inputs) => inputs.map((input) => Reflect.get(input, 'value'))),
        )
        .toContain(GAS);
      await catalogue.getByRole('button', { name: 'Close' }).click();

      // A new appointment type that requires it.
      await page.goto(portal('settings/appointments'));
      await page.getByRole('button', { name: 'Add Appointment Type' }).click();
      const typeForm = page.getByRole('dialog', { name: 'Add Appointment Type' });
      await typeForm.getByRole('textbox', { name: 'Name' }).fill(type);
      await typeForm.getByRole('combobox', { name: 'Required licences' }).click();
      await page.getByRole('option', { name: GAS }).click();
      await typeForm.getByRole('heading', { name: 'Add Appointment Type' }).click();
      await typeForm.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Appointment Type successfully saved'));

      // Warn: the form names the reason beside Jack, and Find Available Staff puts the gasfitter first.
      await chooseLicenceCheck(page, 'Warn, and save');
      const warned = `Gas heater (warned) ${stamp}`;
      const form = await bookWithUnlicensedStaff(page, type, warned);
      await form.getByRole('button', { name: 'Find Available Staff' }).click();
      const find = page.getByRole('dialog', { name: 'Find Available Staff' });
      const rows = find.getByRole('list', { name: 'Staff availability' }).getByRole('listitem');
      await see(rows.filter({ hasText: MISSING }));
      const listed = await rows.allTextContents();
      expect(listed.length).toBeGreaterThan(1);
      expect(listed[0]).toContain(LICENSED);
      expect(listed[0]).not.toContain(MISSING);
      for (const other of listed.slice(1)) expect(other).toContain(MISSING);
      await find.getByRole('button', { name: 'Close' }).click();
      await save(page, form, page.getByText('Appointment successfully created'));
      await page.getByRole('dialog', { name: 'Appointment' }).getByRole('button', { name: 'Close' }).click();

      // Refuse: the save is refused on the staff field, and nothing is saved.
      await chooseLicenceCheck(page, 'Refuse to save');
      const refused = `Gas heater (refused) ${stamp}`;
      const again = await bookWithUnlicensedStaff(page, type, refused);
      await save(page, again, again.getByText(QUALIFICATION_MESSAGES.refused(UNLICENSED, MISSING)));
      expect(await again.getByRole('tab', { name: 'Staff & Reminders', selected: true }).count()).toBe(1);

      const api = await apiAs(DEMO.email);
      const found = (title: string) =>
        api<{ total: number }>('POST', 'appointments/search', { filter: title }).then((answer) => answer.total);
      expect(await found(warned)).toBe(1);
      expect(await found(refused)).toBe(0);

      // The demo's other journeys book with the rule as it was.
      await chooseLicenceCheck(page, 'Warn, and save');
    },
  );
});
