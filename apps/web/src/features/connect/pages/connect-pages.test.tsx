import { CONNECT_MESSAGES, type PortalDocument } from '@fieldbook/domain/connect/connect.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { startUpRoutes } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** A Client Connect session in this browser (the portal is read from the page's path). */
function signedInToConnect() {
  window.history.replaceState(null, '', '/connect/home');
  session.start({ token: 'client-token', email: 'jo@client.example' });
}
const account = {
  details: {
    id: 1,
    first_name: 'Jo',
    last_name: 'Homeowner',
    name: 'Jo Homeowner',
    email: 'jo@client.example',
    email_verified: true,
  },
  businesses: [],
  payments: { provider: 'sandbox', kind: null, publishable_key: null, stripe_account: null, square: null },
};

const quotation = (overrides: Partial<PortalDocument> = {}): PortalDocument => ({
  id: 7,
  type: 'quotation',
  business: {
    id: 3,
    company_name: 'Bayside Plumbing & Gas',
    address: '12 Station St, Sandringham VIC 3191',
    logo_url: '/v1/branding/logo/abcdefghijklmnopqrstuvwxyz012345',
    primary_color: '#c10015',
  },
  number: '1004',
  date: '2026-11-25',
  term_date: '2026-12-25',
  status: 'SENT',
  status_label: 'Published',
  title: 'Blocked drain clearing',
  description: null,
  notes: null,
  client_name: 'Jo Homeowner',
  site_address: null,
  gst_registered: true,
  line_items: [
    { description: 'Jet-clear the drain', quantity: 1, unit_price: 480, discount_rate: 0, tax_rate: 10, total: 528 },
  ],
  subtotal: 480,
  discount: 0,
  tax: 48,
  total: 528,
  amount_paid: null,
  amount_due: null,
  decided_at: null,
  decided_by: null,
  decline_reason: null,
  expired: false,
  can_accept: true,
  can_pay: false,
  updated_at: '2026-11-25T01:02:03.000Z',
  ...overrides,
});
const payments = { provider: 'sandbox', kind: null, publishable_key: null, stripe_account: null, square: null };

describe('a quotation opened from its emailed link', () => {
  it('shows the document with en-AU money and dates, and asks for a name and a signature before accepting', async () => {
    const api = mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/document': ok({ document: quotation(), payments }),
    });
    renderApp('/connect/accept/quotation/abc123');
    expect(await screen.findByRole('heading', { name: 'Quotation 1004' })).toBeTruthy();
    expect(screen.getAllByText('$528.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/25-12-2026/)).toBeTruthy();
    // The business's branding heads the document: its logo (by its public URL) over its colour.
    const logo = screen.getByRole('img', { name: 'Bayside Plumbing & Gas logo' });
    expect(logo.getAttribute('src')).toBe('/v1/branding/logo/abcdefghijklmnopqrstuvwxyz012345');
    expect(getComputedStyle(screen.getByTestId('business-brand')).borderTopColor).toBe('rgb(193, 0, 21)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept Quotation' }));
    expect(await screen.findByText('The name field is required.')).toBeTruthy();
    expect(screen.getByText(CONNECT_MESSAGES.signatureRequired)).toBeTruthy();
    expect(api.count('POST /v1/clientConnect/quotation/accept')).toBe(0);
    expect(api.calls.find((c) => c.path === '/v1/clientConnect/document')?.url).toContain('reference=abc123');
  });

  it('takes a field’s error away as soon as the field is fixed', async () => {
    mockApi({ ...startUpRoutes(), 'GET /v1/clientConnect/document': ok({ document: quotation(), payments }) });
    renderApp('/connect/accept/quotation/abc123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept Quotation' }));
    const name = screen.getByRole('textbox', { name: /^Your full name/ });
    expect(await screen.findByText('The name field is required.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.type(name, 'Jo Homeowner');
    expect(screen.queryByText('The name field is required.')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('false');
    // The signature is still missing: its message stays until it is signed.
    expect(screen.getByText(CONNECT_MESSAGES.signatureRequired)).toBeTruthy();
  });

  it('declines with a reason and then offers nothing more to answer', async () => {
    const api = mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/document': ok({ document: quotation(), payments }),
      'POST /v1/clientConnect/quotation/decline': ok({
        document: quotation({ status: 'REJECTED', status_label: 'Declined', can_accept: false }),
      }),
    });
    renderApp('/connect/accept/quotation/abc123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Went with another quote');
    await user.click(screen.getByRole('button', { name: 'Decline Quotation' }));
    expect(await screen.findByText('Declined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Quotation$/ })).toBeNull();
    expect(api.calls.find((c) => c.path === '/v1/clientConnect/quotation/decline')?.body).toEqual({
      reference: 'abc123',
      reason: 'Went with another quote',
      updated_at: '2026-11-25T01:02:03.000Z',
    });
  });

  it('answers the version it shows, and shows the new one when the business changed it meanwhile', async () => {
    let changed = false;
    const api = mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/document': () =>
        ok({
          document: changed ? quotation({ total: 1628, updated_at: '2026-11-25T02:00:00.000Z' }) : quotation(),
          payments,
        }),
      'POST /v1/clientConnect/quotation/decline': () => failure(409, CONNECT_MESSAGES.quotationChanged),
    });
    renderApp('/connect/accept/quotation/abc123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline instead' }));
    changed = true;
    await user.click(screen.getByRole('button', { name: 'Decline Quotation' }));
    expect(await screen.findByText(CONNECT_MESSAGES.quotationChanged)).toBeTruthy();
    expect((await screen.findAllByText('$1,628.00')).length).toBeGreaterThan(0);
    expect(api.count('GET /v1/clientConnect/document')).toBe(2);
    expect(api.calls.find((c) => c.path === '/v1/clientConnect/quotation/decline')?.body).toMatchObject({
      updated_at: '2026-11-25T01:02:03.000Z',
    });
  });

  it('says an expired quotation can no longer be accepted', async () => {
    mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/document': ok({ document: quotation({ expired: true, can_accept: false }), payments }),
    });
    renderApp('/connect/accept/quotation/abc123');
    expect(await screen.findByText(CONNECT_MESSAGES.expired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Quotation' })).toBeNull();
  });

  it('says so when the link is invalid or has expired', async () => {
    mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/document': failure(404, CONNECT_MESSAGES.referenceInvalid),
    });
    renderApp('/connect/accept/quotation/nope');
    expect(await screen.findByText(CONNECT_MESSAGES.referenceInvalid)).toBeTruthy();
  });
});

describe('an invoice opened from its emailed link', () => {
  const invoice = (overrides: Partial<PortalDocument> = {}) =>
    quotation({
      type: 'invoice',
      number: '2001',
      status: 'OPEN',
      status_label: 'Open',
      amount_paid: 0,
      amount_due: 528,
      can_accept: false,
      can_pay: true,
      ...overrides,
    });

  it('stops showing the card form when the payment is refused because the invoice was paid elsewhere', async () => {
    let paidElsewhere = false;
    const api = mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/document': () =>
        ok({
          document: paidElsewhere
            ? invoice({ status: 'PAID', status_label: 'Paid', amount_paid: 528, amount_due: 0, can_pay: false })
            : invoice(),
          payments,
        }),
      'POST /v1/clientConnect/invoice/pay': () => failure(409, CONNECT_MESSAGES.notPayable),
    });
    renderApp('/connect/pay/invoice/abc123');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Pay $528.00' })).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: /^Expiry/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /^Card holder name/ }), 'Jo Homeowner');
    // The first tab paid it meanwhile.
    paidElsewhere = true;
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText(CONNECT_MESSAGES.notPayable)).toBeTruthy();
    // The invoice as it is now: Paid, no longer Open.
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.queryByText('Open')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Card payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(api.count('POST /v1/clientConnect/invoice/pay')).toBe(1);
    expect(api.count('GET /v1/clientConnect/document')).toBe(2);
  });

  it('sends the amount it shows, and shows the new amount when the business changed the invoice meanwhile', async () => {
    let raised = false;
    const api = mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/document': () =>
        ok({ document: raised ? invoice({ total: 1628, amount_due: 1628 }) : invoice(), payments }),
      'POST /v1/clientConnect/invoice/pay': () => failure(409, CONNECT_MESSAGES.amountChanged),
    });
    renderApp('/connect/pay/invoice/abc123');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Pay $528.00' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: /^Expiry/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /^Card holder name/ }), 'Jo Homeowner');
    raised = true;
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText(CONNECT_MESSAGES.amountChanged)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Pay $1,628.00' })).toBeTruthy();
    const sent = api.calls.find((c) => `${c.method} ${c.path}` === 'POST /v1/clientConnect/invoice/pay');
    expect(sent?.body).toMatchObject({ amount: 528 });
  });

  it('keeps the form, with the reason, when the card is declined and the invoice can still be paid', async () => {
    mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/document': ok({ document: invoice(), payments }),
      'POST /v1/clientConnect/invoice/pay': failure(422, 'Failed to make payment', {
        card: ['Your card was declined.'],
      }),
    });
    renderApp('/connect/pay/invoice/abc123');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Card number/ }), '4000 0000 0000 0002');
    await user.type(screen.getByRole('textbox', { name: /^Expiry/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /^Card holder name/ }), 'Jo Homeowner');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Failed to make payment. Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveProperty('disabled', false);
  });
});

describe('email/unsubscribe', () => {
  it('asks before stopping reminders, then offers the undo', async () => {
    let subscribed = true;
    const status = () => ok({ business: { company_name: 'Bayside Plumbing & Gas' }, subscribed });
    const api = mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/email/unsubscribe': status,
      'POST /v1/clientConnect/email/unsubscribe': (request) => {
        subscribed = (request.body as { subscribed: boolean }).subscribed;
        return status();
      },
    });
    renderApp('/connect/email/unsubscribe/code-1');
    const user = userEvent.setup();
    expect(
      await screen.findByText('Stop appointment reminder emails and texts from Bayside Plumbing & Gas?'),
    ).toBeTruthy();
    expect(api.count('POST /v1/clientConnect/email/unsubscribe')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(CONNECT_MESSAGES.unsubscribed('Bayside Plumbing & Gas'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo: keep sending me reminders' }));
    expect(await screen.findByText(CONNECT_MESSAGES.resubscribed('Bayside Plumbing & Gas'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { code: 'code-1', subscribed: false },
      { code: 'code-1', subscribed: true },
    ]);
  });

  it('shows the server’s message for a bad link, and what to do without one', async () => {
    mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/email/unsubscribe': failure(404, CONNECT_MESSAGES.unsubscribeInvalid),
    });
    const view = renderApp('/connect/email/unsubscribe/forged');
    expect(await screen.findByText(CONNECT_MESSAGES.unsubscribeInvalid)).toBeTruthy();
    view.unmount();
    renderApp('/connect/email/unsubscribe');
    expect(await screen.findByText(/open the unsubscribe link at the foot of a reminder email/)).toBeTruthy();
  });
});

describe('changing the email address', () => {
  it('needs the password, shows the server’s errors by field, then says where the link went', async () => {
    signedInToConnect();
    const api = mockApi({
      ...startUpRoutes(),
      'GET /v1/clientConnect/load': ok(account),
      'PUT /v1/clientConnect/email': (request) =>
        (request.body as { password: string }).password === 'right-one'
          ? ok(null, CONNECT_MESSAGES.emailChangeSent('jo.new@client.example'))
          : failure(422, CONNECT_MESSAGES.currentPasswordWrong, { password: [CONNECT_MESSAGES.currentPasswordWrong] }),
    });
    renderApp('/connect/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Email' }));
    const form = screen.getByRole('form', { name: 'Change email' });
    await user.type(screen.getByRole('textbox', { name: /^New email/ }), 'jo.new@client.example');
    await user.click(screen.getByRole('button', { name: 'Send Verification Link' }));
    expect(await screen.findByText('The password field is required.')).toBeTruthy();
    expect(api.count('PUT /v1/clientConnect/email')).toBe(0);
    await user.type(screen.getByLabelText(/^Your password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Send Verification Link' }));
    expect(await screen.findByText(CONNECT_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(form.isConnected).toBe(true);
    await user.clear(screen.getByLabelText(/^Your password/));
    await user.type(screen.getByLabelText(/^Your password/), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Send Verification Link' }));
    expect(await screen.findByText(/A verification link has been sent to jo.new@client.example./)).toBeTruthy();
    expect(screen.getByText(/you keep signing in with jo@client.example/)).toBeTruthy();
  });

  it('completes the change from the new address’s link, and the old address’s undo signs this browser out', async () => {
    mockApi({
      ...startUpRoutes(),
      'POST /v1/clientConnect/email/verify': ok({ changed_to: 'jo.new@client.example' }),
      'POST /v1/clientConnect/email/reverse': ok(null, CONNECT_MESSAGES.emailChangeReversed),
    });
    const view = renderApp('/connect/email/verify/change-code');
    expect(await screen.findByText(CONNECT_MESSAGES.emailChanged('jo.new@client.example'))).toBeTruthy();
    view.unmount();

    signedInToConnect();
    renderApp('/connect/email/reverse/reverse-code');
    expect(await screen.findByText(CONNECT_MESSAGES.emailChangeReversed)).toBeTruthy();
    expect(session.getToken()).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });
});
