import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { choose, portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

const FORM = 'Smoke alarm check';
const TEMPLATE = 'Smoke Alarm Certificate';

/** Adds a field to the section and sets its type, label and Required. */
async function addField(page: Page, number: number, type: string, label: string, required: boolean) {
  await page.getByRole('button', { name: 'Add Field to Alarms' }).click();
  const field = page.getByRole('group', { name: `Field ${number}`, exact: true });
  await choose(
    field.getByRole('combobox', { name: 'Field type' }),
    page.getByRole('option', { name: type, exact: true }),
  );
  await field.getByRole('textbox', { name: 'Label' }).fill(label);
  if (required) await field.getByRole('checkbox', { name: 'Required' }).check();
}

/** Drags a block by its handle onto another, with the mouse in small steps, as a person would. */
async function drag(handle: Locator, onto: Locator) {
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('The handle or its target is not on screen');
  const page = handle.page();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 10, { steps: 12 });
  await page.mouse.up();
}

const topOf = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

describe('forms', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner builds a smoke alarm form, drags its photo above the test, makes a report template of it and starts a report with those questions',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('forms/add'));
      await see(page.getByRole('heading', { name: 'Add Form', level: 1 }));

      await page.getByRole('textbox', { name: 'Name' }).fill(FORM);
      await page.getByRole('textbox', { name: 'Section title' }).fill('Alarms');
      await addField(page, 1, 'Text', 'Location', true);
      await addField(page, 2, 'Yes / No', 'Alarm tested', true);
      await addField(page, 3, 'Photo', 'Alarm photo', false);
      await addField(page, 4, 'Signature', 'Technician signature', true);

      // The photo goes above the test: dragged by its handle.
      await drag(
        page.getByRole('button', { name: 'Move Alarm photo', exact: true }),
        page.getByRole('group', { name: 'Field 2', exact: true }),
      );
      const labels = page.getByRole('group', { name: /^Field \d$/ }).getByRole('textbox', { name: 'Label' });
      await expect
        .poll(() => labels.evaluateAll((inputs) => inputs.map((input) => Reflect.get(input, 'value'))))
        .toEqual(['Location', 'Alarm photo', 'Alarm tested', 'Technician signature']);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByRole('heading', { name: FORM, level: 1 }));
      await page.getByRole('button', { name: 'Add Template' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Report Template' });
      await see(dialog);
      await dialog.getByRole('textbox', { name: 'Title' }).fill(TEMPLATE);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await see(page.getByRole('region', { name: 'Report templates' }).getByText(TEMPLATE));

      // A report from the template asks the form's questions, in the order they were dragged to.
      await page.goto(portal('reports/add'));
      await see(page.getByRole('heading', { name: 'Add Report', level: 1 }));
      await page.getByRole('combobox', { name: 'Template' }).click();
      await page.getByRole('option', { name: new RegExp(`^${TEMPLATE}`) }).click();
      await page.getByRole('combobox', { name: 'Client' }).fill('Harbourside');
      await page.getByRole('option', { name: /Harbourside Real Estate/ }).click();
      await page.getByRole('button', { name: 'Create Report' }).click();
      await page.waitForURL(/\/reports\/\d+\/edit/);
      await see(page.getByRole('heading', { name: TEMPLATE, level: 1 }));
      const location = page.getByRole('textbox', { name: 'Location *' });
      const photo = page.getByRole('group', { name: 'Alarm photo', exact: true });
      const tested = page.getByRole('group', { name: 'Alarm tested *' });
      const signature = page.getByRole('img', { name: 'Technician signature *: draw your signature here' });
      for (const field of [location, photo, tested, signature]) await see(field);
      const tops = await Promise.all([location, photo, tested, signature].map(topOf));
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
    },
  );
});
