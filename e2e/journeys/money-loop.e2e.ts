import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { bookTenToElevenToday, choose, portal, see, sendDocument, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';

/** A PDF's text, every page. */
async function pdfTextOf(bytes: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

/** Adds a line in "Add Line Item". */
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

/** Chooses a status in the view's picker (saved half a second after the last change). */
async function chooseStatus(page: Page, label: string) {
  await choose(page.getByRole('combobox', { name: 'Status' }), page.getByRole('option', { name: label, exact: true }));
}

async function recordPayment(page: Page, amount: string | null) {
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: /^Record Payment/ });
  if (amount) await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await see(page.getByText('Payment successfully recorded'));
  await expect.poll(() => dialog.count()).toBe(0);
}

const status = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/^(Draft|Published|Accepted|Unpaid|Partial Paid|Paid)$/)
    .first();

describe('the money loop', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'a plumber quotes a hot-water replacement, sends it, has it accepted, books and invoices it, and is paid in two parts — every step on the client’s timeline',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);

      // Quote the job.
      await page.goto(portal('quotations'));
      await page.getByRole('link', { name: 'Create Quotation' }).first().click();
      const form = page.getByRole('form', { name: 'Create Quotation' });
      await form.getByRole('combobox', { name: 'Client' }).fill('Harbourside');
      await page.getByRole('option', { name: /Harbourside Real Estate/ }).click();
      await form.getByRole('textbox', { name: 'Title' }).fill('Hot water system replacement');
      await addLine(page, 'Rheem 315L heat pump, supply and install', '3899');
      await addLine(page, 'Remove and dispose of the old unit', '250');
      await see(form.getByText('$4,563.90'));
      await form.getByRole('button', { name: 'Save' }).click();
      await see(page.getByRole('heading', { name: /^Quotation \d+$/ }));
      const quotationUrl = page.url();
      const quotationNumber = (await page.getByRole('heading', { name: /^Quotation \d+$/ }).textContent())?.split(
        ' ',
      )[1];
      await see(page.getByRole('group', { name: 'Totals' }).getByText('$4,563.90'));

      // Publish it, send it, and the client accepts (recorded by the office).
      await chooseStatus(page, 'Published');
      await expect.poll(() => status(page).textContent()).toBe('Published');
      await sendDocument(page, 'Quotation', 'leasing@harbourside.example');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      expect((await download).suggestedFilename()).toBe(`Quotation-${quotationNumber}.pdf`);
      // The client's PDF, to the cent with GST.
      const pdf = await pdfTextOf(await readFile((await (await download).path()) ?? ''));
      for (const amount of ['$3,899.00', '$250.00', '$4,149.00', '$414.90', '$4,563.90', 'Published']) {
        expect(pdf).toContain(amount);
      }
      await chooseStatus(page, 'Accepted');
      await expect.poll(() => status(page).textContent()).toBe('Accepted');

      // Book the job from it.
      await page.getByRole('link', { name: 'Book Appointment' }).click();
      const booking = page.getByRole('dialog', { name: 'Create Appointment' });
      await booking.getByRole('tab', { name: 'Overview' }).click();
      expect(await booking.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(
        'Hot water system replacement',
      );
      await bookTenToElevenToday(booking);
      await booking.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Appointment successfully created'));

      // Convert it to an invoice and send that.
      await page.goto(quotationUrl);
      await page.getByRole('button', { name: 'Convert to Invoice' }).click();
      await see(page.getByRole('heading', { name: /^Invoice \d+$/ }));
      const invoiceNumber = (await page.getByRole('heading', { name: /^Invoice \d+$/ }).textContent())?.split(' ')[1];
      await sendDocument(page, 'Invoice', 'accounts@harbourside.example');
      await expect.poll(() => status(page).textContent()).toBe('Unpaid');

      // Paid in two parts.
      await recordPayment(page, '1000');
      await expect.poll(() => status(page).textContent()).toBe('Partial Paid');
      const payments: Locator = page.getByRole('list', { name: 'Payments' });
      await see(payments.getByText(/\$1,000\.00/));
      await see(page.getByRole('group', { name: 'Totals' }).getByText('$3,563.90'));
      await recordPayment(page, null);
      await expect.poll(() => status(page).textContent()).toBe('Paid');

      // Every step on the client's timeline.
      await page.getByRole('link', { name: 'Harbourside Real Estate' }).click();
      // The invoice has an Activity Timeline tab too: wait for the client's page before choosing its tab.
      await see(page.getByRole('heading', { name: 'Harbourside Real Estate', level: 1 }));
      await page.getByRole('tab', { name: 'Activity Timeline' }).click();
      await see(page.getByRole('article', { name: `Quotation ${quotationNumber}` }));
      const invoice = page.getByRole('article', { name: `Invoice ${invoiceNumber}` });
      await see(invoice.getByText('Paid', { exact: true }));
      await see(page.getByRole('article', { name: 'Email to leasing@harbourside.example' }));
      await see(page.getByRole('article', { name: 'Email to accounts@harbourside.example' }));
    },
  );
});
