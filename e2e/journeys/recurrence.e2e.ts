import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

describe('recurring appointments', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner books a fortnightly series of 6, moves one on its own, then changes the series from the 3rd onwards',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('scheduler'));
      await page.getByRole('button', { name: 'Create Appointment' }).click();
      const form = page.getByRole('dialog', { name: 'Create Appointment' });
      await form.getByRole('tab', { name: 'Overview' }).click();
      await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Fortnightly window clean');
      const reference = Number(await form.getByRole('textbox', { name: 'Reference Number' }).inputValue());
      await form.getByRole('textbox', { name: 'Start time' }).fill('9:00am');
      await form.getByRole('textbox', { name: 'Start time' }).press('Tab');

      // The recurring rule: the Fortnightly preset, 6 times.
      await form.getByRole('button', { name: 'Set Recurring Rule' }).click();
      const rule = page.getByRole('dialog', { name: 'Recurring Rule' });
      await rule.getByRole('combobox', { name: 'Repeat' }).click();
      await page.getByRole('option', { name: 'Fortnightly' }).click();
      await rule.getByRole('textbox', { name: 'Times' }).fill('6');
      await rule.getByRole('textbox', { name: 'Times' }).press('Tab');
      await rule.getByRole('button', { name: 'Save' }).click();
      await see(form.getByText('Every 2 weeks, 6 times'));
      // The later ones start scheduled (by default they would be unscheduled).
      await form.getByRole('tab', { name: 'More Options' }).click();
      await form.getByRole('combobox', { name: 'Recurring appointments start as' }).click();
      await page.getByRole('option', { name: 'Scheduled', exact: true }).click();
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Appointment successfully created'));

      const view = page.getByRole('dialog', { name: 'Appointment' });
      const afterward = view.getByRole('list', { name: 'Appointments Afterward' });
      await expect.poll(() => afterward.getByRole('listitem').count()).toBe(5);
      await view.getByRole('button', { name: 'Close' }).click();

      /** Opens the series' nth appointment (1-based) from the search dialog. */
      const open = async (nth: number) => {
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        const search = page.getByRole('dialog', { name: 'Search Appointments' });
        await search.getByRole('searchbox', { name: 'Search appointments' }).fill(String(reference + nth - 1));
        await search
          .getByRole('list', { name: 'Appointments' })
          .getByText(`#${reference + nth - 1}`)
          .click();
        await see(view.getByRole('button', { name: 'Edit' }));
      };
      /** Saves the edit dialog, answering which of the series it reaches. */
      const saveEdit = async (choice: string) => {
        const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
        await edit.getByRole('button', { name: 'Save', exact: true }).click();
        const ask = page.getByRole('alertdialog', { name: 'Update recurring appointments?' });
        await ask.getByRole('radio', { name: choice }).check();
        await ask.getByRole('button', { name: 'Save' }).click();
        await see(page.getByText('Appointment successfully updated'));
      };

      // Only the 2nd moves to 2 pm.
      await open(2);
      await view.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
      await edit.getByRole('textbox', { name: 'Start time' }).fill('2:00pm');
      await edit.getByRole('textbox', { name: 'Start time' }).press('Tab');
      await saveEdit('Only this appointment');
      await see(view.getByText(/, 2:00pm – /));
      await view.getByRole('button', { name: 'Close' }).click();

      // From the 3rd onwards: a new title for it and every later one.
      await open(3);
      await expect.poll(() => view.getByText(/, 2:00pm – /).count()).toBe(0);
      await view.getByRole('button', { name: 'Edit' }).click();
      await edit.getByRole('textbox', { name: 'Title', exact: true }).fill('Window clean with the long ladder');
      await saveEdit('This and the later scheduled and unscheduled appointments');
      await view.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const search = page.getByRole('dialog', { name: 'Search Appointments' });
      await search.getByRole('searchbox', { name: 'Search appointments' }).fill('long ladder');
      await see(search.getByText('4 results'));
      await search.getByRole('searchbox', { name: 'Search appointments' }).fill('fortnightly window clean');
      await see(search.getByText('2 results'));
    },
  );
});
