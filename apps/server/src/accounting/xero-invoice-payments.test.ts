import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_IDS_PER_REQUEST, xeroAccountingProvider } from './xero-accounting';
import { XERO_TENANT, xeroStandIn } from './xero-stand-in';

// Asking Xero for the payments of many invoices, against the local stand-in.
const CLIENT = { id: 'batch-client', secret: 'batch-secret' };
const standIn = xeroStandIn(CLIENT);
let xero: ReturnType<typeof xeroAccountingProvider>;

beforeAll(async () => {
  const url = await standIn.start();
  xero = xeroAccountingProvider({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    loginUrl: url,
    identityUrl: url,
    apiUrl: url,
    salesAccountCode: '200',
    paymentAccountCode: '090',
  });
});
afterAll(() => standIn.stop());

describe('the payments of pushed invoices', () => {
  it('are asked for a batch of invoices at a time, so a large company’s pull stays within URL limits', async () => {
    const tokens = await xero.exchangeCode(standIn.approve(), 'https://app.fieldbook.test/callback');
    const session = { accessToken: tokens.accessToken, tenantId: XERO_TENANT.tenantId };
    const contact = await xero.pushContact(
      session,
      {
        externalId: null,
        name: 'Sam Citizen',
        firstName: 'Sam',
        lastName: 'Citizen',
        email: null,
        phone: null,
      },
      `contact-${randomUUID()}`,
    );
    const line = { description: 'Call-out', quantityHundredths: 100, subtotalCents: 10000, taxCents: 1000 };
    const paid = await xero.pushInvoice(
      session,
      {
        externalId: null,
        contactExternalId: contact,
        number: 'INV-BATCH',
        date: '2026-11-20',
        dueDate: '2026-11-27',
        reference: null,
        lines: [{ ...line, gst: true, discountBasisPoints: 0, accountCode: null }],
        totalCents: 11000,
        draft: false,
      },
      `invoice-${randomUUID()}`,
    );
    standIn.payInvoice(paid, 110, '2026-11-25');
    // The paid invoice comes last, in the third batch; the others Xero does not know.
    const unknown = Array.from(
      { length: INVOICE_IDS_PER_REQUEST * 2 + 4 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const asked = () => standIn.requests.filter((r) => r.method === 'GET' && r.path === '/api.xro/2.0/Invoices').length;
    const before = asked();
    const found = await xero.invoicePayments(session, [...unknown, paid]);
    expect(asked() - before).toBe(3);
    expect(found.get(paid)).toEqual([expect.objectContaining({ amountCents: 11000, date: '2026-11-25' })]);
  });
});

describe('pushed invoice lines', () => {
  it("are booked to the line's own account (its item_account), else the sales account", async () => {
    const tokens = await xero.exchangeCode(standIn.approve(), 'https://app.fieldbook.test/callback');
    const session = { accessToken: tokens.accessToken, tenantId: XERO_TENANT.tenantId };
    const contact = await xero.pushContact(
      session,
      {
        externalId: null,
        name: 'Ada Account',
        firstName: 'Ada',
        lastName: 'Account',
        email: null,
        phone: null,
      },
      `contact-${randomUUID()}`,
    );
    const line = { quantityHundredths: 100, subtotalCents: 10000, taxCents: 1000, gst: true, discountBasisPoints: 0 };
    const id = await xero.pushInvoice(
      session,
      {
        externalId: null,
        contactExternalId: contact,
        number: 'INV-ACCOUNTS',
        date: '2026-11-20',
        dueDate: null,
        reference: null,
        lines: [
          { ...line, description: 'Materials', accountCode: '310' },
          { ...line, description: 'Labour', accountCode: null },
        ],
        totalCents: 22000,
        draft: true,
      },
      `invoice-${randomUUID()}`,
    );
    expect(standIn.invoices.get(id)?.LineItems.map((l) => [l.Description, l.AccountCode])).toEqual([
      ['Materials', '310'],
      ['Labour', '200'],
    ]);
  });
});
