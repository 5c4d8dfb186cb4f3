import { afterAll, beforeAll, describe } from 'vitest';
import { type AppServer, DEMO, startAppServer } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { field, portal, see, signIn, waitForPath } from '../support/business-portal';

const ACCESS_TOKEN_SECONDS = 3;

describe('an expired session', () => {
  let server: AppServer;
  beforeAll(async () => {
    // Its own server: access tokens that expire within the journey.
    server = await startAppServer({ ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_SECONDS) });
  });
  afterAll(async () => {
    await server?.close();
  });
  const journey = useBrowser(() => server.url);

  journey('asks for the password again and then carries on', async ({ page, context }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await see(page.getByRole('banner').getByText(DEMO.company));

    // The access token runs out and the refresh cookie is gone, so renewing the session fails.
    await page.waitForTimeout((ACCESS_TOKEN_SECONDS + 1) * 1000);
    await context.clearCookies();
    await page.reload();

    const dialog = page.getByRole('dialog', { name: 'Your session is about to expire...' });
    await see(dialog);
    await field(dialog, 'Password').fill('Wrong-Password-1!');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await see(dialog.getByText('Your password is incorrect'));

    await field(dialog, 'Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForPath(page, portal('home'));
    await see(page.getByRole('heading', { name: 'Welcome, Alex' }));
    await see(page.getByRole('banner').getByText(DEMO.company));
  });
});
