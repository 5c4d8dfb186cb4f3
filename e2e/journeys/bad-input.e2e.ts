import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { field, fillSignIn, portal, see } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

describe('bad input', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey('a wrong password says the credentials do not match and stays signed out', async ({ page }) => {
    await fillSignIn(page, DEMO.email, 'Not-The-Password-1!');

    await see(page.getByRole('alert').getByText('These credentials do not match our records.'));
    expect(new URL(page.url()).pathname).toBe(portal());
    await see(page.getByRole('heading', { name: 'Sign in' }));
  });

  journey('signing up with an email already in use says so at the email field', async ({ page }) => {
    await page.goto(portal('signup'));
    await field(page, 'Business name').fill('Second Bayside');
    await field(page, 'First name').fill('Sam');
    await field(page, 'Last name').fill('Lee');
    await field(page, 'Email').fill(DEMO.email);
    await field(page, 'Password').fill('Another-Pass-2!');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await see(page.getByText('The email has already been taken.'));
    expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe(portal('signup'));
  });
});
