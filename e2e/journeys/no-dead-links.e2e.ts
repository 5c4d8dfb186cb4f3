import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { sampleImage } from '../support/sample-files';

/** A demo client (apps/server/src/seed/demo-businesses.data.ts). */
const CLIENT = 'Harbourside Real Estate';
const PHOTO = 'dead-links-photo.png';

/** A document's add screen, started with this query (client_id, or appointment_id and back). */
const addScreen =
  (title: string, query: string, subtitle?: RegExp): Arrival =>
  async (page) => {
    expect(new URL(page.url()).searchParams.has(query), `${title} opened without ${query}`).toBe(true);
    await see(page.getByRole('heading', { name: title, level: 1 }));
    if (subtitle) await see(page.getByText(subtitle));
  };

/** Where each quick action of the client page leads. */
const CLIENT_ARRIVALS: Record<string, Arrival> = {
  'Create Appointment': async (page) => {
    await see(page.getByRole('dialog', { name: 'Create Appointment' }));
  },
  Quotation: addScreen('Create Quotation', 'client_id'),
  Report: addScreen('Add Report', 'client_id'),
  Invoice: addScreen('Create Invoice', 'client_id'),
};

/** Where each Create action of the appointment dialog leads: the add screen, from that appointment. */
const APPOINTMENT_ARRIVALS: Record<string, Arrival> = {
  'Create Quotation': addScreen('Create Quotation', 'appointment_id', /^From appointment /),
  'Create Report': addScreen('Add Report', 'appointment_id', /^For the appointment's client/),
  'Create Invoice': addScreen('Create Invoice', 'appointment_id', /^From appointment /),
};

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * The screen at the current URL is a real one: its title is shown (once it has settled, which `see`
 * waits for) and it is not the 404 page's "Page not found". A screen may open with a dialog over it
 * (scheduler?add=1), which hides its title from the accessibility tree but not from the eye.
 */
async function seeNoNotFound(page: Page, what: string): Promise<void> {
  await see(page.getByRole('heading', { level: 1, includeHidden: true }));
  const notFound = await page.getByRole('heading', { name: 'Page not found', includeHidden: true }).count();
  expect(notFound, `${what} (${new URL(page.url()).pathname}) opened "Page not found"`).toBe(0);
}

/** What a screen reached by a link shows once it has done its work (a dialog opened, a form filled). */
type Arrival = (page: Page) => Promise<void>;

/** Clicks a link or button that leaves the screen, checks where it led, and comes back. */
async function followAndReturn(page: Page, control: Locator, what: string, arrival?: Arrival): Promise<void> {
  const before = page.url();
  await control.click();
  await page.waitForURL((url) => url.href !== before);
  await arrival?.(page);
  await seeNoNotFound(page, what);
  await page.goBack();
  await page.waitForURL((url) => url.href === before);
}

/** The text of each link or button in a region (its content: buttons show it upper-cased). */
async function labels(controls: Locator): Promise<string[]> {
  const texts: string[] = [];
  for (const control of await controls.all()) texts.push(((await control.textContent()) ?? '').trim());
  return texts;
}

describe('no dead links', () => {
  const journey = useBrowser(() => journeyServer().url);

  // Two journeys: each screen is also checked by axe, and one walk of both outgrew a journey's minute.
  journey('the owner opens every navigation entry without meeting a 404', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await seeNoNotFound(page, 'Home');
    const entries = await labels(mainNav(page).getByRole('link'));
    expect(entries).toContain('Clients');
    for (const [index, name] of entries.entries()) {
      await mainNav(page).getByRole('link').nth(index).click();
      // An entry may be the screen already open (Home): it still has to be a real one.
      await seeNoNotFound(page, `Navigation entry "${name}"`);
      await see(mainNav(page));
    }
  });

  journey('the owner opens the Settings links without meeting a 404', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    // The account menu's Settings, and every link on it.
    await page.getByRole('button', { name: /, account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await seeNoNotFound(page, 'Account menu "Settings"');
    const links = page.getByRole('main').getByRole('link');
    const settingsLinks = await labels(links);
    expect(settingsLinks.length).toBeGreaterThan(0);
    for (const [index, name] of settingsLinks.entries()) {
      await followAndReturn(page, links.nth(index), `Settings link "${name}"`);
    }
  });

  journey("the owner follows each of a client's quick actions and links", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('clients'));
    const list = page.getByRole('region', { name: 'Client list' });
    await list.getByRole('searchbox', { name: 'Search' }).fill(CLIENT);
    await list.getByText(CLIENT).first().click();
    const view = page.getByRole('region', { name: 'Client', exact: true });
    await see(view.getByRole('heading', { name: CLIENT }));

    const actions = view.getByRole('navigation', { name: 'Quick actions' });
    await see(actions);
    const names = await labels(actions.getByRole('link'));
    expect(names).toEqual(expect.arrayContaining(['Create Appointment', 'Quotation', 'Report', 'Invoice']));
    for (const name of names) {
      const link = actions.getByRole('link', { name, exact: true });
      await followAndReturn(page, link, `Quick action "${name}"`, CLIENT_ARRIVALS[name]);
      await see(view.getByRole('heading', { name: CLIENT }));
    }

    // Its other links into the app (a group's page); mailto: and tel: leave the app.
    for (const link of await view.locator('a[href^="/business/"]').all()) {
      if (await link.evaluate((element) => element.closest('nav[aria-label="Quick actions"]') !== null)) continue;
      await followAndReturn(page, link, `Client link "${(await link.textContent())?.trim()}"`);
      await see(view.getByRole('heading', { name: CLIENT }));
    }
  });

  journey("the owner follows each of the appointment dialog's Create actions", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('scheduler/list'));
    const table = page.getByRole('table', { name: 'Appointments' });
    // The first demo appointment (each has a client, which creating a document needs); other journeys on
    // this server book some without one around now.
    await see(table.getByRole('row').nth(1));
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const clientsColumn = headers.findIndex((header) => header.trim() === 'Clients');
    expect(clientsColumn).toBeGreaterThan(0);
    const rows = table.getByRole('row');
    let index = 1;
    while ((await rows.nth(index).getByRole('cell').nth(clientsColumn).innerText()).trim() === '') index += 1;
    const row = rows.nth(index);
    const titleCell = row.getByRole('cell').nth(1);
    const title = (await titleCell.innerText()).trim();
    const open = async () => {
      await titleCell.click();
      const dialog = page.getByRole('dialog', { name: 'Appointment' });
      await see(dialog.getByRole('heading', { name: title }));
      return dialog.getByRole('navigation', { name: 'Create from this appointment' });
    };

    const actions = await open();
    await see(actions);
    const names = await labels(actions.getByRole('button'));
    expect(names).toEqual(expect.arrayContaining(['Create Quotation', 'Create Report', 'Create Invoice']));
    await page.keyboard.press('Escape');
    for (const name of names) {
      const create = (await open()).getByRole('button', { name, exact: true });
      await followAndReturn(page, create, `Appointment action "${name}"`, APPOINTMENT_ARRIVALS[name]);
      await see(table);
    }
  });

  journey(
    'the file viewer offers Edit to the photo annotation screen and back, and Delete asks first',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await mainNav(page).getByRole('link', { name: 'Files' }).click();
      await see(page.getByRole('heading', { name: 'Files', level: 1 }));
      const photo = await sampleImage(PHOTO, 'png', { width: 120, height: 90 }, { r: 200, g: 120, b: 40 });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Drop your files here, or browse' }).click(),
      ]);
      await chooser.setFiles([photo]);
      await page.getByRole('button', { name: `Open ${PHOTO}`, exact: true }).click();

      const viewer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: PHOTO, exact: true }) });
      await see(viewer.getByRole('img', { name: PHOTO, exact: true }));
      // An editable image and an owner with canAccessDrawings: Edit opens drawings/annotate, and Cancel comes back.
      await viewer.getByRole('button', { name: 'Edit', exact: true }).click();
      await see(page.getByRole('heading', { name: 'Annotate Photo', level: 1 }));
      expect(page.url()).toMatch(/\/drawings\/annotate\?file_id=\d+&back=true$/);
      await seeNoNotFound(page, 'Photo annotation');
      // The photo loaded through its signed link: the Konva stage is drawn over it, with the Save action.
      await see(page.locator('canvas').first());
      await see(page.getByRole('button', { name: 'Save', exact: true }));
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await see(page.getByRole('heading', { name: 'Files', level: 1 }));
      await page
        .getByRole('button', { name: `Open ${PHOTO}`, exact: true })
        .first()
        .click();
      await see(viewer.getByRole('img', { name: PHOTO, exact: true }));
      await viewer.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete File' });
      await see(confirm);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await viewer.getByRole('button', { name: 'Close', exact: true }).click();
      await viewer.waitFor({ state: 'detached' });
      await seeNoNotFound(page, 'File viewer');
    },
  );
});
