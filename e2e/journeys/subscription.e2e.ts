import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import { TRIAL_LIMITS, trialLimitMessage } from '@fieldbook/domain/plans/plans.rules';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect } from 'vitest';
import { describeViolations } from '../support/accessibility';
import { useBrowser } from '../support/browser';
import { field, portal, see, waitForPath } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

/** axe on the page as it is now (the support's check runs once per screen). */
async function axeCheck(page: Page, screen: string) {
  await page
    .getByRole('region', { name: 'Invoices' })
    .getByRole('button', { name: /^Download PDF/ })
    .first()
    .waitFor();
  const results = await new AxeBuilder({ page }).analyze();
  const failing = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(failing, describeViolations(screen, failing)).toEqual([]);
}

/** A PDF's text, every page. */
async function pdfTextOf(bytes: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

describe('subscription', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'a new business on trial is stopped at its client limit, subscribes with the sandbox card and a coupon, and the client is created',
    async ({ page }) => {
      const email = `owner.${randomUUID().slice(0, 8)}@harbour-cleaning.example`;
      await page.goto(portal('signup'));
      await see(page.getByRole('heading', { name: 'Create your business account' }));
      await field(page, 'Business name').fill('Harbour Cleaning Co');
      await field(page, 'First name').fill('Priya');
      await field(page, 'Last name').fill('Nair');
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill('Harbour-Clean-2026!');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await waitForPath(page, portal('home'));

      // Up to the trial limit, through the API with the page's own session (25 dialogs would take minutes).
      // Its access token is in the page's memory only: its refresh cookie and device id give the test one.
      const guid = await page.evaluate<string | null>("localStorage.getItem('fieldbook.guid')");
      const refreshed = await page.request.post('/v1/user/refresh', { data: { guid } });
      expect(refreshed.status(), await refreshed.text()).toBe(200);
      const { token } = ((await refreshed.json()) as { payload: { token: string } }).payload;
      for (let n = 1; n <= TRIAL_LIMITS.client; n++) {
        const answer = await page.request.post('/v1/clients', {
          headers: { Authorization: `Bearer ${token}` },
          data: { is_individual: true, first_name: 'Trial', last_name: `Client ${n}`, reference_id: `T${n}` },
        });
        expect(answer.status(), await answer.text()).toBe(200);
      }

      // The subscription page on trial: the days left and the client limit used up.
      await page.goto(portal('settings/subscription'));
      const trial = page.getByRole('region', { name: 'Trial limits' });
      await see(trial.getByRole('progressbar', { name: 'Clients' }));
      await see(trial.getByText(`${TRIAL_LIMITS.client} of ${TRIAL_LIMITS.client}`));
      await see(page.getByRole('region', { name: 'Current plan' }).getByText(/days? left/));

      // One more is refused with the plan-limit prompt.
      await page.goto(portal('clients'));
      await see(page.getByRole('heading', { name: 'Clients', level: 1 }));
      await page.getByRole('button', { name: 'New Client' }).click();
      const newClient = page.getByRole('dialog', { name: 'New Client' });
      await see(newClient);
      await newClient.getByLabel(/^First name/).fill('Jo');
      await newClient.getByLabel(/^Last name/).fill('Overlimit');
      await newClient.getByRole('button', { name: 'Create Client' }).click();

      const prompt = page.getByRole('dialog', { name: 'Subscribe to Fieldbook' });
      await see(prompt.getByText(trialLimitMessage('client')));
      await see(prompt.getByRole('radiogroup', { name: 'Plan' }));

      // The coupon is checked as typed; the sandbox's test card pays.
      await prompt.getByRole('textbox', { name: 'Coupon' }).fill('WELCOME20');
      await see(prompt.getByText(/20% off/));
      await see(prompt.getByRole('region', { name: 'Total to pay now' }).getByText(/^Coupon WELCOME20$/));
      await prompt.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
      await prompt.getByRole('textbox', { name: /^Expiry/ }).fill('12/34');
      await prompt.getByRole('textbox', { name: /^Card holder name/ }).fill('Priya Nair');
      await prompt.getByRole('button', { name: 'Subscribe' }).click();
      await see(prompt.getByText(BILLING_MESSAGES.subscribed));

      // Continue: the refused create goes through.
      await prompt.getByRole('button', { name: 'Continue' }).click();
      await see(page.getByText('Client successfully created'));
      await see(page.getByRole('heading', { name: 'Jo Overlimit' }));

      // The subscription page: active, the coupon in force, the first invoice and its PDF.
      await page.goto(portal('settings'));
      await page
        .getByRole('navigation', { name: 'Settings' })
        .getByRole('link', { name: /Subscription/ })
        .click();
      await waitForPath(page, portal('settings/subscription'));
      const current = page.getByRole('region', { name: 'Current plan' });
      await see(current.getByTestId('subscription-status'));
      expect(await current.getByTestId('subscription-status').textContent()).toBe('Active');
      await see(current.getByText(/^WELCOME20: /));
      await see(page.getByRole('region', { name: 'Saved cards' }).getByRole('group', { name: 'Visa ending 4242' }));

      // The same screen was checked on trial; subscribed it shows cards and invoices, so it is checked again.
      await axeCheck(page, 'settings/subscription (subscribed)');
      const invoices = page.getByRole('region', { name: 'Invoices' });
      const pdfButton = invoices.getByRole('button', { name: /^Download PDF of invoice / });
      await see(pdfButton);
      const number = ((await pdfButton.getAttribute('aria-label')) ?? '').replace('Download PDF of invoice ', '');
      await see(invoices.getByText('Paid', { exact: true }));
      const download = page.waitForEvent('download');
      await pdfButton.click();
      expect((await download).suggestedFilename()).toContain(number);
      const pdf = await pdfTextOf(await readFile((await (await download).path()) ?? ''));
      expect(pdf).toContain(number);
      expect(pdf).toContain('WELCOME20');

      // On a phone the invoices are a list, each with its PDF.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => invoices.getByRole('table').count()).toBe(0);
      await see(invoices.getByRole('button', { name: `Download PDF of invoice ${number}` }));
    },
  );
});
