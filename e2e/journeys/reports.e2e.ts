import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { awaitEmail } from '../support/mailbox';
import { sampleImage } from '../support/sample-files';
import { sign } from '../support/signature';

/** The demo plumber's gas check (apps/server/src/seed/demo-forms.seed.ts). */
const TEMPLATE = 'Gas Compliance Certificate';
const CLIENT_EMAIL = 'site-contact@reports.example';
const METER = 'gas-meter-reading.png';

async function pdfTextOf(bytes: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

/** Picks a radio option in the group named after a field. */
const choose = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();
/** Presses Yes or No in a yes/no field. */
const answerYes = (page: Page, group: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name: 'Yes', exact: true }).click();

describe('reports', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'a gas fitter fills a compliance report for an appointment on a phone with a photo and a signature, keeps the answers through a lost connection, publishes it, and the client gets the PDF',
    async ({ page, context }) => {
      await signIn(page, DEMO.email, DEMO.password);

      // From a demo gas check's Create Report action (the office's list), then on the phone. Another
      // journey on this server may have booked one with no client, which a report cannot come from.
      await page.goto(portal('scheduler/list'));
      const row = page
        .getByRole('table', { name: 'Appointments' })
        .getByRole('row')
        .filter({ hasText: 'Gas compliance check' })
        .first();
      await see(row);
      await row.getByRole('cell').nth(1).click();
      const dialog = page.getByRole('dialog', { name: 'Appointment' });
      await dialog
        .getByRole('navigation', { name: 'Create from this appointment' })
        .getByRole('button', { name: 'Create Report', exact: true })
        .click();
      await see(page.getByRole('heading', { name: 'Add Report', level: 1 }));
      await page.setViewportSize({ width: 390, height: 844 });
      expect(new URL(page.url()).searchParams.has('appointment_id')).toBe(true);
      await page.getByRole('combobox', { name: 'Template' }).click();
      await page.getByRole('option', { name: new RegExp(`^${TEMPLATE}`) }).click();
      await page.getByRole('button', { name: 'Create Report' }).click();
      await see(page.getByRole('heading', { name: TEMPLATE, level: 1 }));
      await page.waitForURL(/\/reports\/\d+\/edit/);
      const editUrl = page.url();

      // The appliance, with a photo of its data plate.
      await choose(page, 'Appliance type *', 'Hot water unit');
      await page.getByRole('textbox', { name: 'Location in the premises *' }).fill('Laundry');
      await page.getByRole('textbox', { name: 'Make *' }).fill('Rinnai');
      await choose(page, 'Gas type *', 'Natural gas');
      const plate = await sampleImage('data-plate.jpg', 'jpeg', { width: 320, height: 240 }, { r: 90, g: 90, b: 200 });
      await page.getByLabel('Add photos to Data plate photo').setInputFiles([plate]);
      await see(page.getByRole('img', { name: 'Photo 1: data-plate.jpg' }));

      // A lost connection: what is typed stays on the device, and Save says so.
      await context.setOffline(true);
      await page.getByRole('textbox', { name: 'Operating pressure (kPa) *' }).fill('2.75');
      await see(page.getByText('You are offline.', { exact: false }).first());
      await page.reload().catch(() => undefined);
      await context.setOffline(false);
      await page.goto(editUrl);
      await see(page.getByText('Answers typed on this device that were not saved yet have been restored.'));
      expect(await page.getByRole('textbox', { name: 'Operating pressure (kPa) *' }).inputValue()).toBe('2.75');
      expect(await page.getByRole('textbox', { name: 'Make *' }).inputValue()).toBe('Rinnai');

      // The safety checks and the outcome.
      await answerYes(page, 'Gas installation leak tested and sound *');
      await page.getByRole('textbox', { name: 'CO reading at flue (ppm) *' }).fill('12');
      await answerYes(page, 'Spillage test passed *');
      await answerYes(page, 'Ventilation adequate *');
      await choose(page, 'Flue condition *', 'Good');
      await choose(page, 'Result *', 'Safe to use');
      await page.getByRole('textbox', { name: 'Work carried out *' }).fill('Serviced burner, replaced thermocouple.');
      await page.getByLabel('Time completed *').fill('14:30');
      await sign(page.getByRole('img', { name: 'Gasfitter signature *: draw your signature here' }));

      // Publish, emailing the PDF to the client's site contact.
      await page.getByRole('button', { name: 'Publish' }).first().click();
      const publish = page.getByRole('dialog', { name: 'Publish Report' });
      await see(publish);
      await publish.getByRole('checkbox', { name: 'Email the PDF to the client' }).check();
      await publish.getByRole('textbox', { name: 'To' }).fill(CLIENT_EMAIL);
      await publish.getByRole('button', { name: 'Publish and Send' }).click();
      await see(page.getByText('Report successfully published and sent'));
      await page.waitForURL(/\/reports\/\d+$/);
      await see(page.getByText('Published', { exact: true }).first());
      await see(page.getByRole('img', { name: 'Gasfitter signature: signed' }));
      await see(page.getByRole('img', { name: 'Photo 1 of Data plate photo' }));
      expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);

      const email = await awaitEmail(CLIENT_EMAIL, (candidate) => candidate.subject.startsWith(TEMPLATE));
      expect(email.subject).toMatch(new RegExp(`^${TEMPLATE} \\d+ from `));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDF' }).click();
      const pdf = await pdfTextOf(await readFile((await (await download).path()) ?? ''));
      for (const text of [
        TEMPLATE,
        'AS/NZS 5601.1',
        'Hot water unit',
        'Rinnai',
        '2.75',
        'Safe to use',
        'Published by',
      ]) {
        expect(pdf).toContain(text);
      }

      // The report sits on the appointment's client's timeline.
      await page.getByRole('link', { name: 'Client' }).click();
      await page.getByRole('tab', { name: 'Activity Timeline' }).click();
      await see(page.getByRole('article', { name: new RegExp(`^Report ${TEMPLATE} \\d+$`) }));
    },
  );

  journey(
    'the gas fitter marks the meter on a photo with an arrow and a note, and the annotated copy is kept beside the original',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('files'));
      await see(page.getByRole('heading', { name: 'Files', level: 1 }));
      const meter = await sampleImage(METER, 'png', { width: 400, height: 300 }, { r: 180, g: 180, b: 170 });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Drop your files here, or browse' }).click(),
      ]);
      await chooser.setFiles([meter]);
      await page.getByRole('button', { name: `Open ${METER}`, exact: true }).click();
      const viewer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: METER, exact: true }) });
      await see(viewer.getByRole('img', { name: METER, exact: true }));
      await viewer.getByRole('button', { name: 'Edit', exact: true }).click();
      await see(page.getByRole('heading', { name: 'Annotate Photo', level: 1 }));

      const canvas = page.locator('.konvajs-content canvas').last();
      await canvas.waitFor();
      const box = await canvas.boundingBox();
      if (!box) throw new Error('The drawing layer is not on screen');
      // An arrow pointing at the meter's dial.
      await page.getByRole('button', { name: 'Arrow', exact: true }).click();
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.8);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 6 });
      await page.mouse.up();
      await expect.poll(() => page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
      // And a note beside it.
      await page.getByRole('button', { name: 'Text', exact: true }).click();
      await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.3);
      const note = page.getByRole('dialog', { name: 'Add Text' });
      await note.getByRole('textbox', { name: 'Text' }).fill('Meter reading 04521');
      await note.getByRole('button', { name: 'Add', exact: true }).click();
      await note.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Annotated photo saved'));
      await page.goto(portal('files'));
      await see(page.getByRole('button', { name: `Open ${METER.replace('.png', '-annotated.png')}`, exact: true }));
      await see(page.getByRole('button', { name: `Open ${METER}`, exact: true }));
    },
  );
});
