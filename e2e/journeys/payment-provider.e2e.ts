import { describe, expect, inject } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';

describe('the payment provider', () => {
  const journey = useBrowser(() => inject('baseUrl'));

  journey(
    'the owner connects the business’s Stripe account (simulated in the sandbox) and disconnects it',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('settings'));
      await page.getByRole('link', { name: /Payment Provider/ }).click();
      await see(page.getByRole('heading', { name: 'Payment Provider', level: 1 }));
      await see(page.getByText('Needs attention'));

      // The sandbox's "Stripe" sends the browser straight back with a code, which the page hands on once.
      await page.getByRole('button', { name: 'Connect Stripe' }).click();
      await see(page.getByText('Linked', { exact: true }));
      await see(page.getByText(/Account acct_sandbox_\w+, connected/));
      expect(new URL(page.url()).search).toBe('');

      await page.getByRole('button', { name: 'Disconnect' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Disconnect Stripe?' });
      await see(confirm);
      await confirm.getByRole('button', { name: 'Disconnect' }).click();
      await see(page.getByText('Needs attention'));

      // On a phone the card fits the screen, its button in reach.
      await page.setViewportSize({ width: 390, height: 844 });
      await see(page.getByRole('button', { name: 'Connect Stripe' }));
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    },
  );
});
