import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { useBrowser } from '../support/browser';
import { field, portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { mailedLink } from '../support/mailbox';

describe('changing one’s own email on the profile', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey('waits for the link sent to the new address; the old address can undo it', async ({ page }) => {
    const id = randomUUID().slice(0, 8);
    const email = `pat.${id}@harbour-plumbing.example`;
    const next = `pat.new.${id}@harbour-plumbing.example`;
    const password = 'Harbour-Plumb-2025!';
    const registered = await page.request.post('/v1/register/business', {
      data: { company_name: 'Harbour Plumbing', first_name: 'Pat', last_name: 'Reid', email, password },
    });
    expect(registered.status()).toBe(200);
    await signIn(page, email, password);

    await page.goto(portal('settings/profile'));
    const form = page.getByRole('form', { name: 'Profile' });
    await field(form, 'Email').fill(next);
    await field(form, 'Current password').fill(password);
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await see(page.getByText(`A verification link has been sent to ${next}.`));
    await see(form.getByText(`Your new email ${next} is waiting for verification.`, { exact: false }));
    expect(await field(form, 'Email').inputValue()).toBe(email);

    await page.goto(await mailedLink(next, /\/email\/verify\//));
    await see(page.getByText('Your email address has been changed.'));

    // The old address was told, with a link that undoes the change and asks for a new password.
    await page.goto(await mailedLink(email, /\/email\/reverse\//));
    await see(page.getByText('The email change has been reversed', { exact: false }));
    // That browser is signed out too; the restored address holds the code for a new password.
    await page.goto(await mailedLink(email, /\/password\/reset\//));
    await see(page.getByRole('heading', { name: 'Reset your password' }));
    await field(page, 'Email').fill(email);
    await field(page, 'New password').fill('Harbour-Again-2026!');
    await field(page, 'Confirm new password').fill('Harbour-Again-2026!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await see(page.getByRole('heading', { name: 'Sign in' }));
    await signIn(page, email, 'Harbour-Again-2026!');
  });
});
