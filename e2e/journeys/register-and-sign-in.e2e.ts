import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { useBrowser } from '../support/browser';
import { field, portal, see, signIn, waitForPath } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

describe('a new business', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey('registers, lands on the dashboard, signs out and signs in again', async ({ page, context }) => {
    const company = 'Coastal Pest Control';
    const email = `olivia.${randomUUID().slice(0, 8)}@coastal-pest.example`;
    const password = 'Coastal-Pest-2025!';

    await page.goto(portal('signup'));
    await see(page.getByRole('heading', { name: 'Create your business account' }));
    await field(page, 'Business name').fill(company);
    await field(page, 'First name').fill('Olivia');
    await field(page, 'Last name').fill('Brennan');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await waitForPath(page, portal('home'));
    // The dashboard's widgets, answered (axe checks the screen the first time it is seen).
    await see(page.getByRole('region', { name: 'Overdue Invoices' }).getByText('No invoices are overdue.'));
    await see(page.getByRole('heading', { name: 'Welcome, Olivia' }));
    await see(page.getByRole('banner').getByText(company));
    await page.getByRole('button', { name: 'Edit' }).click();
    await see(page.getByRole('button', { name: 'Widget Settings: Overdue Invoices' }));
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: /, account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await see(page.getByRole('heading', { name: 'Sign in' }));

    await signIn(page, email, password);
    await see(page.getByRole('heading', { name: 'Welcome, Olivia' }));
    await see(page.getByRole('banner').getByText(company));

    // The access token lives in the page's memory, not in the browser's storage ...
    const stored = await page.evaluate<string[]>(
      '[localStorage, sessionStorage].flatMap((store) => Object.values(store))',
    );
    expect(stored.filter((value) => /^eyJ/.test(value))).toEqual([]);
    // ... so a reload, and a second tab, resume the session through the refresh cookie.
    await page.reload();
    await see(page.getByRole('heading', { name: 'Welcome, Olivia' }));
    const second = await context.newPage();
    await second.goto(portal('home'));
    await see(second.getByRole('heading', { name: 'Welcome, Olivia' }));
    await page.reload();
    await see(page.getByRole('heading', { name: 'Welcome, Olivia' }));
    await second.close();
  });
});
