import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { field, portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

describe('a Field Staff user', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey('opening the business settings sees the 404 page', async ({ page }) => {
    await signIn(page, DEMO.fieldStaffEmail, DEMO.password);
    await see(page.getByRole('banner').getByText(DEMO.company));

    await page.goto(portal('settings/business'));
    await see(page.getByRole('heading', { name: 'Page not found' }));
    expect(new URL(page.url()).pathname).toBe(portal('settings/business'));
    expect(await page.getByRole('link', { name: 'Business Details' }).count()).toBe(0);
  });

  journey('the owner opening the same page sees the business settings', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('settings/business'));
    await see(page.getByRole('heading', { name: 'Business Details' }));
    await see(field(page, 'Company name'));
    expect(await field(page, 'Company name').inputValue()).toBe(DEMO.company);
  });
});
