import { describe } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

describe('accounting provider', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner connects the sandbox provider, runs a full sync and reads the logs, on a desktop and a phone',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('settings'));
      await page.getByRole('link', { name: /Accounting Provider/ }).click();
      await see(page.getByRole('heading', { name: 'Accounting Provider', level: 1 }));
      await see(page.getByText('No accounting provider connected'));

      // The sandbox's consent page is this page itself: it comes back with ?code&state and links.
      // That is a full page load of the app and three rounds of requests: on a busy CI runner it has
      // taken longer than a step's 15 s (stop 44), so this one step waits twice as long.
      await page.getByRole('button', { name: 'Connect Sandbox accounting' }).click();
      await see(page.getByText('Linked', { exact: true }), { timeout: 30_000 });
      await see(page.getByText('Sandbox organisation'));

      await page.getByRole('button', { name: 'Full sync' }).click();
      await page.getByText('Full sync finished').waitFor({ timeout: 60_000 });

      await page.getByRole('link', { name: /View logs/ }).click();
      await see(page.getByRole('table', { name: 'Accounting logs' }));
      await see(page.getByRole('cell', { name: 'Full sync' }));
      await page.getByRole('button', { name: 'Errors' }).click();
      await see(page.getByText('No errors to show'));

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'All' }).click();
      await page.getByRole('link', { name: 'View' }).first().click();
      await see(page.getByRole('link', { name: 'All logs' }));
      await page.getByRole('link', { name: 'All logs' }).click();
      await see(page.getByRole('table', { name: 'Accounting logs' }));
    },
  );
});
