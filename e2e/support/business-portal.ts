import type { Locator, Page } from 'playwright-core';
import { checkAccessibility } from './accessibility';

/** The business portal of the sandbox route set (a localhost host): everything under /business. */
export const portal = (path = '') => `/business${path ? `/${path}` : ''}`;

/** A text input by its label (a password input counts: its role is textbox too). */
export const field = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

/**
 * Waits until the locator is visible: "the person sees it". The first time a screen is seen, axe
 * checks it too, so every screen the journeys visit is checked without a step of its own. `timeout`
 * (ms) only for a step that loads the whole app again; otherwise the context's 15 s.
 */
export async function see(locator: Locator, options: { timeout?: number } = {}): Promise<void> {
  await locator.first().waitFor({ state: 'visible', ...options });
  await checkAccessibility(locator.page());
}

/**
 * Picks an option of an MUI select: opens it, clicks the option and waits for its menu to close. Under
 * load a click can land while the menu is still opening and be lost (the menu stays open, nothing
 * chosen), so a menu still open after the click is clicked again.
 */
export async function choose(select: Locator, option: Locator): Promise<void> {
  const menu = select.page().getByRole('listbox');
  await select.click();
  for (let attempt = 1; ; attempt++) {
    await option.click();
    try {
      await menu.waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(portal());
  await see(field(page, 'Email'));
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the sign-in screen and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await fillSignIn(page, email, password);
  await waitForPath(page, portal('home'));
}

/**
 * Sets a Create/Edit Appointment form to 10-11 am today in Melbourne. The form's default (from an
 * hour from now) crosses midnight late in the evening, which splits the event in two on the calendar.
 */
export async function bookTenToElevenToday(form: Locator): Promise<void> {
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Australia/Melbourne',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replaceAll('/', '-');
  const fill = async (label: string, value: string) => {
    await form.getByRole('textbox', { name: label }).fill(value);
    await form.getByRole('textbox', { name: label }).press('Tab');
  };
  await fill('Start date', today);
  await fill('Start time', '10:00am');
  // The time first: an end date before the start would pull the start back.
  await fill('End time', '11:00am');
  await fill('End date', today);
}

/** Sends the open quotation or invoice to an address from the Send dialog. */
export async function sendDocument(page: Page, kind: 'Quotation' | 'Invoice', to: string): Promise<void> {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Send ${kind}`) });
  await dialog.getByRole('textbox', { name: 'To' }).fill(to);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await see(page.getByText(`${kind} successfully sent`));
}
