import type { BillingInterval } from '@fieldbook/domain/billing/billing.constants';
import type { PlanPayload, SubscriptionPayload } from '@fieldbook/domain/billing/billing.schemas';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { type CardChoice, CardPaymentPanel } from '../../../components/card-payment-panel';
import { ApiError } from '../../../lib/http-client';
import { useSubscribe, useSubscription } from '../api/subscription';
import { firstCharge, INTERVAL_LABELS } from '../billing-labels';
import { CouponField, useCouponCheck } from './coupon-field';

export const newIdempotencyKey = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^\w-]/g, '');

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={strong ? { fontWeight: 600 } : undefined}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={strong ? { fontWeight: 600 } : undefined}>
        {amount}
      </Typography>
    </Stack>
  );
}

/**
 * Paying for the chosen plan: the card panel (a saved card or a new one), the Coupon field, the
 * total to pay now and Subscribe. One idempotency key per opened prompt: a double click or a
 * repeat after a lost answer charges once; only a declined card starts a new attempt.
 */
export function SubscribePayment({
  plan,
  interval,
  onSubscribed,
}: {
  plan: PlanPayload | null;
  interval: BillingInterval;
  onSubscribed: (subscription: SubscriptionPayload) => void;
}) {
  const subscription = useSubscription();
  const subscribe = useSubscribe();
  const coupon = useCouponCheck(plan?.id);
  const attempt = useRef(newIdempotencyKey());

  if (subscription.isPending) {
    return <Skeleton variant="rounded" height={220} role="progressbar" aria-label="Loading payment details" />;
  }
  if (subscription.isError) return <Alert severity="error">{subscription.error.message}</Alert>;
  const { payments, cards } = subscription.data;
  const couponApplied = coupon.state.status === 'valid' ? coupon.state.coupon : null;
  const charge = plan ? firstCharge(plan, interval, couponApplied) : null;

  const onPay = async (choice: CardChoice) => {
    if (!plan) return;
    const applied = await coupon.settle();
    try {
      const result = await subscribe.mutateAsync({
        plan_id: plan.id,
        interval,
        ...('card_id' in choice
          ? { card_id: choice.card_id }
          : { token: choice.token, holder_name: choice.holder_name }),
        ...(applied ? { coupon: applied.code } : {}),
        idempotency_key: attempt.current,
      });
      onSubscribed(result);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A refusal (a declined card, a bad field) ends the attempt; no answer at all may have charged.
      if (error.status === 422 || error.status === 402) attempt.current = newIdempotencyKey();
      // The spec's "Failed to make payment", with the provider's reason when it gave one.
      const reason = error.fieldError('card');
      throw new Error(reason && reason !== error.message ? `${error.message}. ${reason}` : error.message);
    }
  };

  return (
    <CardPaymentPanel
      provider={payments.provider}
      publishableKey={payments.publishable_key}
      cards={cards}
      buttonLabel="Subscribe"
      onPay={onPay}
      showSandboxHints={payments.provider === 'sandbox'}
      payDisabled={!plan}
    >
      <CouponField check={coupon} />
      {plan && charge && (
        <Box component="section" aria-label="Total to pay now">
          <Stack spacing={0.5}>
            <Row
              label={`${plan.name}, ${INTERVAL_LABELS[interval].adjective.toLowerCase()}`}
              amount={formatMoney(charge.price)}
            />
            {couponApplied && charge.discount > 0 && (
              <Row label={`Coupon ${couponApplied.code}`} amount={`−${formatMoney(charge.discount)}`} />
            )}
            <Divider />
            <Row label="Total to pay now (incl. GST)" amount={formatMoney(charge.total)} strong />
          </Stack>
        </Box>
      )}
    </CardPaymentPanel>
  );
}
