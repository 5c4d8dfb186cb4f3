import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { phone, useBrowser } from '../support/browser';
import { field, portal, see, sendDocument, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { expectNoSidewaysScroll } from '../support/layout';
import { mailedLink } from '../support/mailbox';

describe('the payment provider', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner connects the business’s Stripe account (simulated in the sandbox) and disconnects it',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('settings'));
      await page.getByRole('link', { name: /Payment Provider/ }).click();
      await see(page.getByRole('heading', { name: 'Payment Provider', level: 1 }));
      await see(page.getByText('Needs attention'));

      // The sandbox's "Stripe" sends the browser straight back with a code, which the page hands on once.
      await page.getByRole('article', { name: 'Stripe' }).getByRole('button', { name: 'Connect Stripe' }).click();
      await see(page.getByText('Linked', { exact: true }));
      await see(page.getByText(/Account acct_sandbox_\w+, connected/));
      expect(new URL(page.url()).search).toBe('');

      await page.getByRole('button', { name: 'Disconnect' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Disconnect Stripe?' });
      await see(confirm);
      await confirm.getByRole('button', { name: 'Disconnect' }).click();
      await see(page.getByText('Needs attention'));

      // On a phone the card fits the screen, its button in reach.
      await page.setViewportSize({ width: 390, height: 844 });
      await see(page.getByRole('button', { name: 'Connect Stripe' }));
      await expectNoSidewaysScroll(page);
    },
  );

  journey(
    'the owner chooses Square instead (simulated in the sandbox), and a client pays an invoice through it on the phone',
    async ({ page }) => {
      const email = `square.payer.${Date.now()}@example.com`;
      await signIn(page, DEMO.email, DEMO.password);
      await page.goto(portal('settings/paymentProvider'));
      await page.getByRole('article', { name: 'Square' }).getByRole('button', { name: 'Connect Square' }).click();
      await see(page.getByText('Linked', { exact: true }));
      await see(page.getByRole('heading', { name: 'Square', level: 2 }));
      await see(page.getByText(/Account MLSANDBOX\w+, connected/));
      // One provider at a time: Stripe is offered again only once Square is disconnected.
      await see(page.getByText('To take card payments through Stripe instead, disconnect Square first.'));

      // The overdue demo invoice, emailed to the client.
      await page.goto(portal('invoicing'));
      await page.getByRole('main').getByText('Gas heater service').click();
      await see(page.getByRole('heading', { name: 'Invoice 1002' }));
      await sendDocument(page, 'Invoice', email);

      // The client pays on the phone: no Square SDK offline, the sandbox's card form stands in for it.
      const client = await phone(page, journeyServer().url);
      try {
        await client.goto(await mailedLink(email, /\/connect\/pay\/invoice\//));
        await see(client.getByRole('heading', { name: /^Pay \$/ }));
        const card = client.getByRole('form', { name: 'Card payment' });
        await see(card.getByText(/Sandbox test cards, standing in for Square/));
        await field(card, 'Card number').fill('4242 4242 4242 4242');
        await field(card, 'Expiry (MM/YY)').fill('12/30');
        await field(card, 'CVC').fill('123');
        await field(card, 'Card holder name').fill('Sam Payer');
        await card.getByRole('button', { name: 'Pay Now' }).click();
        await see(client.getByText(/^Payment of \$[\d,.]+ received\./));
        await expectNoSidewaysScroll(client);
      } finally {
        await client.context().close();
      }

      // Back to no provider: the other journeys' demo pays through the plain sandbox.
      await page.goto(portal('settings/paymentProvider'));
      await page.getByRole('button', { name: 'Disconnect' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Disconnect Square?' });
      await confirm.getByRole('button', { name: 'Disconnect' }).click();
      await see(page.getByRole('article', { name: 'Square' }));
    },
  );
});
