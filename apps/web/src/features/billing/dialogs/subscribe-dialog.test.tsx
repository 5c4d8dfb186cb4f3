import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import type { SubscribeBody } from '@fieldbook/domain/billing/billing.schemas';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { parseSandboxToken } from '@fieldbook/domain/cards/sandbox-card';
import { trialLimitMessage } from '@fieldbook/domain/plans/plans.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '../../../lib/http-client';
import { buildUserLoad, signedInWith } from '../../../test/fixtures';
import { failure, type MockResponse, mockApi, ok } from '../../../test/mock-api';
import { renderHost } from '../../../test/render-host';
import { activeSubscription, buildSubscription, CARDS, PLANS, WELCOME20 } from '../testing/billing-fixtures';

const LIMIT = trialLimitMessage('client');
const refused: MockResponse = {
  status: 402,
  body: { status: 'unsubscribed', payload: null, errors: null, message: LIMIT },
};

/** A company on trial at its client limit; `subscribe` answers POST v1/subscription. */
function billingApi(
  subscribe: (body: SubscribeBody) => MockResponse | Promise<MockResponse>,
  permissions = ['canManageBilling'],
) {
  let subscribed = false;
  const api = mockApi({
    ...signedInWith(permissions),
    'GET /v1/user/load': () =>
      ok(
        buildUserLoad({
          permissions: ['canAccessPortalBusiness', ...permissions, ...(subscribed ? ['isSubscribed'] : [])],
        }),
      ),
    'GET /v1/plans': ok(PLANS),
    'GET /v1/subscription': ok(buildSubscription({ cards: [] })),
    'POST /v1/plans/coupon': (request) =>
      (request.body as { coupon: string }).coupon === 'WELCOME20'
        ? ok(WELCOME20)
        : failure(422, CARD_MESSAGES.couponInvalid, { coupon: [CARD_MESSAGES.couponInvalid] }),
    'POST /v1/subscription': async (request) => {
      const answer = await subscribe(request.body as SubscribeBody);
      if (answer.status === 200) subscribed = true;
      return answer;
    },
    'POST /v1/clients': () => (subscribed ? ok({ client: { id: 26 } }) : refused),
  });
  const keys = () =>
    api.calls
      .filter((call) => call.method === 'POST' && call.path === '/v1/subscription')
      .map((call) => (call.body as SubscribeBody).idempotency_key);
  return { api, keys };
}

/** A create refused at the trial limit: the prompt opens with its message. */
async function refusedCreate() {
  renderHost();
  // Settled either way, so a refusal is never an unhandled rejection.
  const create = http.post<{ client: { id: number } }>('/clients', { first_name: 'Jo' }).then(
    (created) => ({ created }),
    (error: unknown) => ({ error }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Fieldbook' });
  expect(within(dialog).getByText(LIMIT)).toBeTruthy();
  await within(dialog).findByRole('radio', { name: /Solo/ });
  return { create, dialog, user: userEvent.setup() };
}

async function fillCard(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await user.type(await within(dialog).findByRole('textbox', { name: /^Card number/ }), number);
  await user.type(within(dialog).getByRole('textbox', { name: /^Expiry/ }), '12/34');
  await user.type(within(dialog).getByRole('textbox', { name: /^Card holder name/ }), 'Olivia Brennan');
}

describe('Subscribe to Fieldbook', () => {
  it('opens on a create refused at the trial limit; subscribing with a new card and a coupon lets the create through', async () => {
    const { api } = billingApi(() => ok(activeSubscription()));
    const { create, dialog, user } = await refusedCreate();

    await user.click(within(dialog).getByRole('button', { name: 'Yearly' }));
    await user.click(within(dialog).getByRole('radio', { name: /Team/ }));
    expect(within(dialog).getByText('$790.00 / year')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Coupon' }), 'WELCOME20');
    expect(await within(dialog).findByText('20% off for 3 months', {}, { timeout: 5_000 })).toBeTruthy();
    const total = within(dialog).getByRole('region', { name: 'Total to pay now' });
    expect(total.textContent).toContain('−$158.00');
    expect(total.textContent).toContain('Total to pay now (incl. GST)$632.00');

    // The holder's name is required.
    await user.type(within(dialog).getByRole('textbox', { name: /^Card number/ }), '4242 4242 4242 4242');
    await user.type(within(dialog).getByRole('textbox', { name: /^Expiry/ }), '12/34');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText(CARD_MESSAGES.holderName)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Card holder name/ }), 'Olivia Brennan');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    expect(await within(dialog).findByText(BILLING_MESSAGES.subscribed)).toBeTruthy();
    const sent = api.calls.filter((call) => call.method === 'POST' && call.path === '/v1/subscription');
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as SubscribeBody;
    expect(body).toMatchObject({ plan_id: 2, interval: 'YEAR', holder_name: 'Olivia Brennan', coupon: 'WELCOME20' });
    expect(body.idempotency_key.length).toBeGreaterThanOrEqual(8);
    expect(parseSandboxToken(body.token ?? '')).toMatchObject({ last4: '4242', expMonth: 12, expYear: 2034 });
    // user/load is fetched again: isSubscribed now.
    expect(api.count('GET /v1/user/load')).toBeGreaterThanOrEqual(1);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await create).toEqual({ created: { client: { id: 26 } } });
    expect(api.count('POST /v1/clients')).toBe(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscribe to Fieldbook' })).toBeNull());
  });

  it('charges once for a double click, and a repeat after a lost answer reuses the idempotency key', async () => {
    let answers = 0;
    let release: () => void = () => {};
    const { keys } = billingApi(async () => {
      answers++;
      if (answers === 1) {
        await new Promise<void>((resolve) => (release = resolve));
        throw new TypeError('Failed to fetch'); // the answer never arrives
      }
      return ok(activeSubscription());
    });
    const { dialog, user } = await refusedCreate();
    await fillCard(dialog, user);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(keys()).toHaveLength(1));
    release();
    expect(await within(dialog).findByText('Could not connect to our server. Please try again.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText(BILLING_MESSAGES.subscribed)).toBeTruthy();
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('says "Failed to make payment" for a declined card; the next try is a new attempt', async () => {
    let tries = 0;
    const { keys } = billingApi(() =>
      ++tries === 1
        ? failure(422, CARD_MESSAGES.paymentFailed, { card: ['Your card was declined.'] })
        : ok(activeSubscription()),
    );
    const { dialog, user } = await refusedCreate();
    await fillCard(dialog, user, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('Failed to make payment. Your card was declined.')).toBeTruthy();
    expect(within(dialog).queryByText(BILLING_MESSAGES.subscribed)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText(BILLING_MESSAGES.subscribed)).toBeTruthy();
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('pays with the default saved card, which is chosen first', async () => {
    mockApi({
      ...signedInWith(['canManageBilling']),
      'GET /v1/plans': ok(PLANS),
      'GET /v1/subscription': ok(buildSubscription({ cards: CARDS })),
      'POST /v1/subscription': (request) => {
        expect(request.body).toMatchObject({ card_id: 7, plan_id: 1, interval: 'MONTH' });
        expect(request.body).not.toHaveProperty('coupon');
        return ok(activeSubscription());
      },
      'POST /v1/clients': refused,
    });
    const { dialog, user } = await refusedCreate();
    expect(await within(dialog).findByRole('radio', { name: /Visa •••• 4242 · 03\/2031/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('region', { name: 'Total to pay now' }).textContent).toContain('$29.00');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText(BILLING_MESSAGES.subscribed)).toBeTruthy();
  });

  it('without canManageBilling: the plans, no Subscribe, and asks for the account owner; closing keeps the create refused', async () => {
    const { api } = billingApi(() => ok(activeSubscription()), []);
    const { create, dialog, user } = await refusedCreate();
    expect(within(dialog).getByText(/Ask your account owner to subscribe/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Coupon' })).toBeNull();
    expect(api.count('GET /v1/subscription')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await create).toMatchObject({ error: { status: 402, message: LIMIT } });
    expect(api.count('POST /v1/clients')).toBe(1);
  });
});
