import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { parseSandboxToken } from '@fieldbook/domain/cards/sandbox-card';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CardChoice, CardPaymentPanel } from './card-payment-panel';

// Stripe.js and Square's square.js come from their servers; the tests stand in for them at the module boundary.
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripeJs);
const squareJs = vi.hoisted(() => ({ squarePayments: vi.fn() }));
vi.mock('../lib/square-web-payments', () => squareJs);
afterEach(() => {
  stripeJs.loadStripe.mockReset();
  squareJs.squarePayments.mockReset();
});

const CARDS = [
  { id: 1, brand: 'Visa', last4: '4242', exp_month: 3, exp_year: 2031, default: true },
  { id: 2, brand: 'Mastercard', last4: '4444', exp_month: 11, exp_year: 2029, default: false },
];

async function fillNewCard(number: string, holder = 'Jo Citizen') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^Card number/ }), number);
  await user.type(screen.getByRole('textbox', { name: /^Expiry/ }), '12/34');
  if (holder) await user.type(screen.getByRole('textbox', { name: /^Card holder name/ }), holder);
  return user;
}

describe('CardPaymentPanel (sandbox)', () => {
  it('pays with a new test card as a sandbox token, and shows the hints in the sandbox only', async () => {
    const onPay = vi.fn(async (_choice: CardChoice) => {});
    render(<CardPaymentPanel provider="sandbox" onPay={onPay} showSandboxHints />);
    expect(screen.getByText(/Sandbox test cards/)).toBeTruthy();
    const user = await fillNewCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    const choice = onPay.mock.calls[0]?.[0];
    if (!choice || !('token' in choice)) throw new Error('no new card');
    expect(choice).toMatchObject({ holder_name: 'Jo Citizen', save_card: false });
    expect(parseSandboxToken(choice.token)).toMatchObject({ number: '4242424242424242', expMonth: 12, expYear: 2034 });
  });

  it('refuses a bad number and a missing holder name by field, without paying', async () => {
    const onPay = vi.fn(async () => {});
    render(<CardPaymentPanel provider="sandbox" onPay={onPay} showSandboxHints={false} />);
    expect(screen.queryByText(/Sandbox test cards/)).toBeNull();
    const user = await fillNewCard('4242 4242 4242 4241', '');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(CARD_MESSAGES.numberInvalid)).toBeTruthy();
    expect(screen.getByText(CARD_MESSAGES.holderName)).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('puts the expiry’s slash in as it is typed or pasted, and lets backspace pass over it', async () => {
    render(<CardPaymentPanel provider="sandbox" onPay={vi.fn()} showSandboxHints={false} />);
    const user = userEvent.setup();
    const expiry = screen.getByRole('textbox', { name: /^Expiry/ });
    await user.type(expiry, '1228');
    expect(expiry).toHaveProperty('value', '12/28');
    await user.type(expiry, '{Backspace}{Backspace}');
    expect(expiry).toHaveProperty('value', '12/');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveProperty('value', '12');
    await user.clear(expiry);
    await user.paste('3/2031');
    expect(expiry).toHaveProperty('value', '03/2031');
  });

  it('clears a field’s error as soon as the field is changed, and only that field’s', async () => {
    const onPay = vi.fn(async () => {});
    render(<CardPaymentPanel provider="sandbox" onPay={onPay} showSandboxHints={false} />);
    const user = userEvent.setup();
    const expiry = screen.getByRole('textbox', { name: /^Expiry/ });
    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), '4242 4242 4242 4241');
    await user.type(expiry, '13');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(CARD_MESSAGES.expiryInvalid)).toBeTruthy();
    expect(screen.getByText(CARD_MESSAGES.numberInvalid)).toBeTruthy();
    expect(screen.getByText(CARD_MESSAGES.holderName)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /^Card holder name/ }), 'Jo Citizen');
    expect(screen.queryByText(CARD_MESSAGES.holderName)).toBeNull();
    expect(screen.getByText(CARD_MESSAGES.numberInvalid)).toBeTruthy();
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    await user.clear(expiry);
    await user.type(expiry, '1228');
    expect(screen.queryByText(CARD_MESSAGES.expiryInvalid)).toBeNull();
    expect(expiry.getAttribute('aria-invalid')).toBe('false');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('pays once however often Pay Now is pressed while paying, and shows a decline', async () => {
    let settle: (error?: Error) => void = () => {};
    const onPay = vi.fn(
      () => new Promise<void>((resolve, reject) => (settle = (error) => (error ? reject(error) : resolve()))),
    );
    render(<CardPaymentPanel provider="sandbox" onPay={onPay} />);
    const user = await fillNewCard('4000 0000 0000 0002');
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    await user.dblClick(pay);
    // Enter in a field submits the form again while the button is disabled.
    await user.type(screen.getByRole('textbox', { name: /^Card holder name/ }), '{Enter}');
    expect(screen.getByRole('button', { name: 'Paying…' })).toHaveProperty('disabled', true);
    expect(onPay).toHaveBeenCalledTimes(1);
    settle(new Error(`${CARD_MESSAGES.paymentFailed}. Your card was declined.`));
    expect(await screen.findByText('Failed to make payment. Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveProperty('disabled', false);
  });

  it('lists saved cards with brand, last four and MM/YYYY; the default is chosen and cannot be deleted', async () => {
    const onPay = vi.fn(async () => {});
    const onDeleteCard = vi.fn(async () => {});
    render(
      <CardPaymentPanel provider="sandbox" cards={CARDS} canDeleteCards onDeleteCard={onDeleteCard} onPay={onPay} />,
    );
    const choices = screen.getByRole('radiogroup', { name: 'Card to pay with' });
    expect(within(choices).getByRole('radio', { name: /Visa •••• 4242 · 03\/2031/ })).toHaveProperty('checked', true);
    expect(within(choices).getByRole('radio', { name: /Mastercard •••• 4444 · 11\/2029/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete card ending 4242' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete card ending 4444' }));
    expect(onDeleteCard).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(onPay).toHaveBeenCalledWith({ card_id: 1 });
  });

  it('shows what the parent adds above the pay button, and keeps paying off while the parent says so', () => {
    const { rerender } = render(
      <CardPaymentPanel provider="sandbox" cards={CARDS} onPay={vi.fn()} buttonLabel="Subscribe" payDisabled>
        <p>Total to pay now $39.20</p>
      </CardPaymentPanel>,
    );
    const total = screen.getByText('Total to pay now $39.20');
    const pay = screen.getByRole('button', { name: 'Subscribe' });
    expect(total.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pay).toHaveProperty('disabled', true);
    rerender(<CardPaymentPanel provider="sandbox" cards={CARDS} onPay={vi.fn()} buttonLabel="Subscribe" />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', false);
  });

  it('offers no delete without canDeleteCards', () => {
    render(<CardPaymentPanel provider="sandbox" cards={CARDS} onDeleteCard={vi.fn()} onPay={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Delete card/ })).toBeNull();
  });
});

describe('CardPaymentPanel (Stripe)', () => {
  it('initialises Stripe.js on the business’s connected account when there is one', async () => {
    const card = { on: vi.fn(), mount: vi.fn(), destroy: vi.fn() };
    stripeJs.loadStripe.mockResolvedValue({ elements: () => ({ create: () => card }), createPaymentMethod: vi.fn() });
    render(<CardPaymentPanel provider="stripe" publishableKey="pk_test_1" stripeAccount="acct_1Biz" onPay={vi.fn()} />);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_1', { stripeAccount: 'acct_1Biz' });
  });

  it('mounts Stripe’s card field and pays with the PaymentMethod Stripe.js made', async () => {
    const card = { on: vi.fn(), mount: vi.fn(), destroy: vi.fn() };
    const createPaymentMethod = vi.fn(async () => ({ paymentMethod: { id: 'pm_card_visa' } }));
    stripeJs.loadStripe.mockResolvedValue({ elements: () => ({ create: () => card }), createPaymentMethod });
    const onPay = vi.fn(async () => {});
    render(<CardPaymentPanel provider="stripe" publishableKey="pk_test_1" onPay={onPay} />);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(CARD_MESSAGES.holderName)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Card holder name/ }), 'Jo Citizen');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({ token: 'pm_card_visa', holder_name: 'Jo Citizen', save_card: false }),
    );
    expect(createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', card, billing_details: { name: 'Jo Citizen' } }),
    );
  });

  it('says "Failed to connect to Stripe" and cannot pay when Stripe.js cannot be loaded', async () => {
    stripeJs.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const onPay = vi.fn();
    render(<CardPaymentPanel provider="stripe" publishableKey="pk_test_1" onPay={onPay} />);
    expect(await screen.findByText(CARD_MESSAGES.stripeUnavailable)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveProperty('disabled', true);
  });
});

describe('CardPaymentPanel (Square)', () => {
  const SQUARE = { application_id: 'sq0idp-fieldbook', location_id: 'LPLUMBING' };
  const squareCard = (tokenize: () => Promise<unknown>) => ({
    attach: vi.fn(async () => {}),
    tokenize,
    destroy: vi.fn(),
  });

  it('mounts Square’s card field for the business’s location and pays with the token it makes', async () => {
    const card = squareCard(async () => ({ status: 'OK', token: 'cnon:card-nonce-ok' }));
    squareJs.squarePayments.mockResolvedValue({ card: async () => card });
    const onPay = vi.fn(async () => {});
    render(<CardPaymentPanel provider="square" square={SQUARE} onPay={onPay} />);
    await waitFor(() => expect(card.attach).toHaveBeenCalledWith(screen.getByTestId('hosted-card')));
    expect(squareJs.squarePayments).toHaveBeenCalledWith('sq0idp-fieldbook', 'LPLUMBING');
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Card holder name/ }), 'Jo Citizen');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({ token: 'cnon:card-nonce-ok', holder_name: 'Jo Citizen', save_card: false }),
    );
  });

  it('shows what Square says of a card it cannot tokenise, and pays nothing', async () => {
    const card = squareCard(async () => ({ status: 'Invalid', errors: [{ message: 'Card number is not valid.' }] }));
    squareJs.squarePayments.mockResolvedValue({ card: async () => card });
    const onPay = vi.fn(async () => {});
    render(<CardPaymentPanel provider="square" square={SQUARE} onPay={onPay} />);
    await waitFor(() => expect(card.attach).toHaveBeenCalled());
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Card holder name/ }), 'Jo Citizen');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Card number is not valid.')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('says "Failed to connect to Square" and cannot pay when square.js cannot be loaded', async () => {
    squareJs.squarePayments.mockRejectedValue(new Error('square.js could not be loaded'));
    render(<CardPaymentPanel provider="square" square={SQUARE} onPay={vi.fn()} />);
    expect(await screen.findByText(CARD_MESSAGES.squareUnavailable)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveProperty('disabled', true);
  });

  it('says "Failed to connect to Square" without the business’s location, loading nothing', async () => {
    render(<CardPaymentPanel provider="square" square={null} onPay={vi.fn()} />);
    expect(await screen.findByText(CARD_MESSAGES.squareUnavailable)).toBeTruthy();
    expect(squareJs.squarePayments).not.toHaveBeenCalled();
  });

  it('in the sandbox, says its test-card form stands in for the business’s Square', () => {
    render(<CardPaymentPanel provider="sandbox" simulating="Square" onPay={vi.fn()} showSandboxHints />);
    expect(screen.getByText(/Sandbox test cards, standing in for Square/)).toBeTruthy();
  });
});
