import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { awaitEmail } from '../support/mailbox';

async function addLine(page: Page, description: string, unitPrice: string) {
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Line Item' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  const price = dialog.getByRole('spinbutton', { name: 'Unit price' });
  await price.fill(unitPrice);
  await price.blur();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('communication templates', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner rewords the invoice email with merge fields, sends an invoice, and the client gets the new wording with the values filled in',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);

      // Settings › Templates lists every message, the invoice email still the default.
      await page.goto(portal('settings'));
      await page.getByRole('link', { name: /^Templates/ }).click();
      const invoiceGroup = page.getByRole('region', { name: 'Invoice sent' });
      const invoiceEmail = invoiceGroup.getByRole('link', { name: /Invoice sent · Email/ });
      await see(invoiceEmail);
      await see(invoiceEmail.getByText('Default'));
      await invoiceEmail.click();
      await see(page.getByRole('heading', { name: 'Invoice sent · Email' }));
      await page.getByRole('link', { name: 'Edit' }).click();

      // A new subject and body; a merge field goes in at the cursor from the picker.
      const form = page.getByRole('form', { name: 'Edit Invoice sent · Email' });
      const subject = form.getByRole('textbox', { name: 'Subject' });
      await subject.fill('Your {{company.name}} invoice {{document.number}}');
      const body = form.getByRole('textbox', { name: 'Message' });
      await body.fill('Hello , the amount of {{document.amount_due}} can be paid here: {{link}}');
      await body.evaluate((element) => {
        const area = element as unknown as { focus(): void; setSelectionRange(a: number, b: number): void };
        area.focus();
        area.setSelectionRange(6, 6);
      });
      await form.getByRole('button', { name: 'Insert Merge Field' }).click();
      await page.getByRole('menuitem', { name: /Client name/ }).click();
      await expect
        .poll(() => body.inputValue())
        .toBe('Hello {{client.name}}, the amount of {{document.amount_due}} can be paid here: {{link}}');
      // The preview fills the fields with sample data as the owner types.
      await see(page.getByTestId('preview-body').getByText(/^Hello Jordan Citizen, the amount of \$1,234\.50/));

      // An unknown field is refused by name.
      await subject.fill('Your invoice {{invoice.number}}');
      await form.getByRole('button', { name: 'Save' }).click();
      await see(form.getByText('Unknown merge field {{invoice.number}}.'));
      await subject.fill('Your {{company.name}} invoice {{document.number}}');
      await form.getByRole('button', { name: 'Save' }).click();
      await see(page.getByText('Template saved.'));
      await see(page.getByRole('heading', { name: 'Invoice sent · Email' }));
      await see(page.getByRole('main').getByText('Customised', { exact: true }));

      // An invoice, sent by email from its screen.
      await page.goto(portal('invoicing'));
      await page.getByRole('link', { name: 'Create Invoice' }).first().click();
      const invoiceForm = page.getByRole('form', { name: 'Create Invoice' });
      await invoiceForm.getByRole('combobox', { name: 'Client' }).fill('Harbourside');
      await page.getByRole('option', { name: /Harbourside Real Estate/ }).click();
      await addLine(page, 'Gutter clean, two storeys', '1234.5');
      await invoiceForm.getByRole('button', { name: 'Save' }).click();
      const heading = page.getByRole('heading', { name: /^Invoice \d+$/ });
      await see(heading);
      const invoiceNumber = (await heading.textContent())?.split(' ')[1] ?? '';
      const to = 'templates@harbourside.example';
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: /^Send Invoice/ });
      await dialog.getByRole('textbox', { name: 'To' }).fill(to);
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await see(page.getByText('Invoice successfully sent'));

      // The sandbox mailbox has it in the new wording, merged.
      const email = await awaitEmail(to, (sent) => sent.subject.includes(invoiceNumber));
      expect(email.subject).toBe(`Your ${DEMO.company} invoice ${invoiceNumber}`);
      expect(email.text).toMatch(
        /^Hello Harbourside Real Estate, the amount of \$1,357\.95 can be paid here: https?:\/\/\S+\/connect\/pay\/invoice\/[\w-]+/,
      );

      // Back to the default (other journeys send invoices too), confirmed first.
      await page.goto(portal('settings/templates/invoice_sent.EMAIL'));
      await page.getByRole('button', { name: 'Reset to Default' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Reset to the default?' });
      await confirm.getByRole('button', { name: 'Reset' }).click();
      await see(page.getByText('Template reset to the default.'));
      await see(page.getByRole('main').getByText('Default', { exact: true }));

      // On a phone: the list and the SMS editor fit 390 px, the editor counting messages and cost.
      await page.setViewportSize({ width: 390, height: 844 });
      const fits = () => page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');
      await page.goto(portal('settings/templates'));
      await see(page.getByRole('region', { name: 'Appointment reminder' }));
      expect(await fits()).toBe(true);
      await page.getByRole('link', { name: /Appointment reminder · SMS/ }).click();
      await page.getByRole('link', { name: 'Edit' }).click();
      const sms = page.getByRole('textbox', { name: 'Message' });
      await sms.fill('Reminder: {{appointment.title}} on {{appointment.start}}. Reply Y to confirm.');
      await see(page.getByText(/^\d+ characters · 1 message · \$0\.10$/).first());
      expect(await fits()).toBe(true);
    },
  );
});
