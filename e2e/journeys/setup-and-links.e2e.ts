import { randomUUID } from 'node:crypto';
import { COMPANY_RESET_MESSAGES } from '@fieldbook/domain/company/company-reset.schemas';
import { NOTICE_EMAIL_MESSAGES } from '@fieldbook/domain/notifications/notice-emails';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { checkAccessibility } from '../support/accessibility';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { field, portal, see, signIn, waitForPath } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { mailedLink } from '../support/mailbox';

/** The screen fits a 390 px phone: nothing wider than the window, so nothing scrolls sideways. */
async function fitsAPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const settingsLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: new RegExp(`^${name}`) });

/** A business registered through the API, with one client: a trial company with a record to erase. */
async function trialBusiness(baseUrl: string) {
  const email = `owner.${randomUUID().slice(0, 8)}@reset-trial.example`;
  const password = 'Reset-Trial-2025!';
  const company = 'Reset Trial Cleaning';
  const post = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${baseUrl}/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return ((await response.json()) as { payload: { token: string } }).payload;
  };
  const { token } = await post('register/business', {
    company_name: company,
    first_name: 'Rhea',
    last_name: 'Owner',
    email,
    password,
    guid: randomUUID(),
  });
  await post('clients', { first_name: 'Practice', last_name: 'Client', reference_id: 'TRY-1' }, token);
  return { email, password, company };
}

describe('further setup, the system check, the company reset and the unsubscribe link', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey('the owner opens Further Setup and the System Check from Settings', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('settings'));
    await settingsLink(page, 'Further Setup').click();
    await see(page.getByRole('heading', { name: 'Further Setup', level: 1 }));
    const steps = page.getByRole('list', { name: 'Setup steps' });
    await see(steps.getByText('Add your business address'));
    await see(page.getByText(/steps done$/));
    await fitsAPhone(page);
    // A step's link opens its screen (keyboard: the link is reached with Tab and followed with Enter).
    const business = steps.getByRole('link', { name: /: Add your business address$/ });
    await business.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, portal('settings/business'));
    await see(page.getByRole('heading', { name: 'Business Details' }));

    await page.goto(portal('settings'));
    await settingsLink(page, 'System Check').click();
    await see(page.getByRole('heading', { name: 'System Check', level: 1 }));
    const checks = page.getByRole('list', { name: 'Checks' });
    await see(checks.getByText(/^Reachable \(\d+ ms\)$/));
    await see(checks.getByText('Connected', { exact: true }));
    await see(checks.getByText(`${DEMO.email} · ${DEMO.company}`));
    await fitsAPhone(page);

    // On a phone the navigation is a drawer, fetched when first opened: named, checked by axe, and
    // its links lead where they say.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const navigation = page.getByRole('dialog', { name: 'Navigation' });
    await see(navigation.getByRole('navigation', { name: 'Main navigation' }));
    await checkAccessibility(page, 'navigation drawer');
    await navigation.getByRole('link', { name: 'Clients', exact: true }).click();
    await waitForPath(page, portal('clients'));
    await expect.poll(() => navigation.isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The demo company is subscribed: its owner is told why it cannot be reset, and offered no form.
    await page.goto(portal('settings'));
    await settingsLink(page, 'Reset Company Data').click();
    await see(page.getByText(COMPANY_RESET_MESSAGES.trialOnly));
    expect(await page.getByRole('button', { name: 'Email Me the Reset Link' }).count()).toBe(0);
  });

  journey('a trial owner erases the records from the emailed link, typing the company name', async ({ page }) => {
    const owner = await trialBusiness(journeyServer().url);
    await signIn(page, owner.email, owner.password);
    await page.goto(portal('settings'));
    await settingsLink(page, 'Reset Company Data').click();
    await see(page.getByRole('heading', { name: 'Reset Company Data' }));
    await see(page.getByText(/^Erases 1 clients, 0 appointments/));
    await fitsAPhone(page);
    await field(page, 'Your password').fill(owner.password);
    await page.getByRole('button', { name: 'Email Me the Reset Link' }).click();
    await see(page.getByText(COMPANY_RESET_MESSAGES.emailed(owner.email)));

    await page.goto(await mailedLink(owner.email, /\/company\/reset\//));
    await see(page.getByText(/^Erases 1 clients/));
    const erase = page.getByRole('button', { name: 'Erase the Records' });
    await field(page, `Type ${owner.company} to confirm`).fill('reset trial cleaning');
    await expect.poll(() => erase.isDisabled()).toBe(true);
    await field(page, `Type ${owner.company} to confirm`).fill(owner.company);
    await erase.click();
    await see(page.getByText(COMPANY_RESET_MESSAGES.done(owner.company)));
    expect(await page.getByText(COMPANY_RESET_MESSAGES.linkInvalid).count()).toBe(0);

    await page.goto(portal('clients'));
    await see(page.getByRole('heading', { name: 'Clients', level: 1 }));
    await expect.poll(() => page.getByText('Practice Client').count()).toBe(0);
  });

  journey('a notice email’s unsubscribe link stops notice emails, signed out, and undoes', async ({ page }) => {
    // The demo licence expiring within 30 days sent its notice to the owner when the server started.
    await page.goto(await mailedLink(DEMO.email, /\/business\/email\/unsubscribe\//));
    await see(page.getByRole('heading', { name: 'Notice emails' }));
    await see(page.getByText(/^Stop notice emails from Bayside Plumbing & Gas\?/));
    await fitsAPhone(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await see(page.getByText(NOTICE_EMAIL_MESSAGES.unsubscribed(DEMO.company)));
    await page.getByRole('button', { name: 'Undo: keep emailing me notices' }).click();
    await see(page.getByText(NOTICE_EMAIL_MESSAGES.resubscribed(DEMO.company)));
  });
});
