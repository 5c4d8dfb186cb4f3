import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { expectApart, expectNoSidewaysScroll, expectWithinWidth, LAPTOP, PHONE } from '../support/layout';

/** Opens a demo document (apps/server/src/seed/demo-documents.seed.ts) from its list by its number. */
async function openDocument(page: Page, list: 'quotations' | 'invoicing', title: string, number: string) {
  await page.goto(portal(list));
  // A phone's list shows "1001 · Client".
  await page
    .getByRole('main')
    .getByText(new RegExp(`^${number}( ·|$)`))
    .first()
    .click();
  const heading = page.getByRole('heading', { name: `${title} ${number}`, level: 1 });
  await see(heading);
  return heading;
}

/** The document's title clear of its status picker, its lines as cards, its totals in full view. */
async function expectDocumentFits(page: Page, heading: Locator) {
  await expectApart(heading, page.getByRole('combobox', { name: 'Status' }));
  expect(await page.getByRole('table', { name: 'Line items' }).count()).toBe(0);
  await see(page.getByRole('list', { name: 'Line items' }).getByRole('listitem').first());
  const totals = page.getByRole('group', { name: 'Totals' });
  await totals.scrollIntoViewIfNeeded();
  await expectWithinWidth(page, totals);
  await expectNoSidewaysScroll(page);
}

describe('small screens', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'on a phone a quotation and a part-paid invoice fit the screen: title clear of the status, lines as cards, totals in view, Void clear of the payment',
    async ({ page }) => {
      await page.setViewportSize(PHONE);
      await signIn(page, DEMO.email, DEMO.password);

      await expectDocumentFits(page, await openDocument(page, 'quotations', 'Quotation', '1001'));

      const invoice = await openDocument(page, 'invoicing', 'Invoice', '1003');
      await expectDocumentFits(page, invoice);
      await see(page.getByRole('group', { name: 'Totals' }).getByText('Amount Due'));
      const payment = page.getByRole('list', { name: 'Payments' }).getByRole('listitem').first();
      await payment.scrollIntoViewIfNeeded();
      await expectApart(payment.getByText(/EFT 1003/), payment.getByRole('button', { name: /^Void the payment/ }));
      await expectWithinWidth(page, payment.getByRole('button', { name: /^Void the payment/ }));
    },
  );

  journey(
    'with a client open beside the list on a laptop, the list keeps a search box to type in',
    async ({ page }) => {
      await page.setViewportSize(LAPTOP);
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('clients'));
      const list = page.getByRole('region', { name: 'Client list' });
      await list.getByText('Harbourside Real Estate').first().click();
      await see(
        page
          .getByRole('region', { name: 'Client', exact: true })
          .getByRole('heading', { name: 'Harbourside Real Estate' }),
      );
      // 12rem at least (it was squeezed to 30 px beside Archived and Export CSV).
      const search = await list.getByRole('searchbox', { name: 'Search' }).boundingBox();
      expect(search?.width).toBeGreaterThanOrEqual(192);
      await expectNoSidewaysScroll(page);
    },
  );
});
