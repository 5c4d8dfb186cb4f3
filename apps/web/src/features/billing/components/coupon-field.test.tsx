import { COUPON_CHECK_DEBOUNCE_MS } from '@fieldbook/domain/billing/billing.constants';
import type { CouponPayload } from '@fieldbook/domain/billing/billing.schemas';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { WELCOME20 } from '../testing/billing-fixtures';
import { CouponField, useCouponCheck } from './coupon-field';

function Harness({ planId = 2 }: { planId?: number }) {
  const check = useCouponCheck(planId);
  const [settled, setSettled] = useState<string>('');
  return (
    <>
      <CouponField check={check} />
      <button type="button" onClick={async () => setSettled((await check.settle())?.code ?? 'none')}>
        Settle
      </button>
      <output>{settled}</output>
    </>
  );
}

const couponApi = () =>
  mockApi({
    'POST /v1/plans/coupon': (request) =>
      (request.body as { coupon: string }).coupon === 'WELCOME20'
        ? ok(WELCOME20)
        : failure(422, CARD_MESSAGES.couponInvalid, { coupon: [CARD_MESSAGES.couponInvalid] }),
  });

const type = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Coupon' }), { target: { value } });
const stateOf = () => screen.getByRole('textbox', { name: 'Coupon' }).getAttribute('data-state');

describe('Coupon field', () => {
  afterEach(() => vi.useRealTimers());

  it('checks the code once, 900 ms after the last keystroke, with the plan; valid shows what it gives', async () => {
    vi.useFakeTimers();
    const api = couponApi();
    render(<Harness />);
    expect(stateOf()).toBe('unchecked');
    type('WEL');
    await act(() => vi.advanceTimersByTimeAsync(500));
    type('WELCOME20');
    await act(() => vi.advanceTimersByTimeAsync(COUPON_CHECK_DEBOUNCE_MS - 1));
    expect(api.calls).toHaveLength(0);
    expect(stateOf()).toBe('unchecked');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls.map((call) => call.body)).toEqual([{ coupon: 'WELCOME20', plan_id: 2 }]);
    vi.useRealTimers();
    expect(await screen.findByText('20% off for 3 months')).toBeTruthy();
    expect(stateOf()).toBe('valid');
  });

  it('says an unknown code is invalid, and an edit makes it unchecked again', async () => {
    vi.useFakeTimers();
    couponApi();
    render(<Harness />);
    type('NOPE');
    expect(screen.queryByText(CARD_MESSAGES.couponInvalid)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(COUPON_CHECK_DEBOUNCE_MS));
    vi.useRealTimers();
    expect(await screen.findByText(CARD_MESSAGES.couponInvalid)).toBeTruthy();
    expect(stateOf()).toBe('invalid');
    type('NOPE2');
    expect(stateOf()).toBe('unchecked');
    expect(screen.queryByText(CARD_MESSAGES.couponInvalid)).toBeNull();
  });

  it('shows the check in flight, and a later keystroke wins over an answer still coming', async () => {
    let answer: (coupon: CouponPayload) => void = () => {};
    mockApi({ 'POST /v1/plans/coupon': () => new Promise((resolve) => (answer = (c) => resolve(ok(c)))) });
    render(<Harness />);
    type('WELCOME20');
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Checking coupon…')).toBeTruthy();
    type('WELCOME2');
    await act(async () => answer(WELCOME20));
    expect(stateOf()).toBe('unchecked');
    expect(screen.queryByText('20% off for 3 months')).toBeNull();
  });

  it('settles a code still waiting for its check at once (paying does not wait 900 ms)', async () => {
    const api = couponApi();
    render(<Harness />);
    type('WELCOME20');
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('WELCOME20', { selector: 'output' })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    type('BOGUS');
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('none', { selector: 'output' })).toBeTruthy();
    expect(await screen.findByText(CARD_MESSAGES.couponInvalid)).toBeTruthy();
  });
});
