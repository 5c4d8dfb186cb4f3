import { parseCardExpiry, typedCardExpiry } from '@fieldbook/domain/cards/card-expiry.rules';
import {
  CARD_MESSAGES,
  formatCardExpiry,
  type PaymentProviderName,
  SANDBOX_TEST_CARDS,
} from '@fieldbook/domain/cards/cards.constants';
import type { SavedCardPayload } from '@fieldbook/domain/cards/cards.schemas';
import { luhnValid, sandboxToken } from '@fieldbook/domain/cards/sandbox-card';
import CreditCard from '@mui/icons-material/CreditCard';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useFieldErrors } from '../lib/form-errors';
import { HostedCardField, type HostedCardHandle } from './hosted-card/hosted-card-field';
import { squareCard } from './hosted-card/square-card';
import { stripeCard } from './hosted-card/stripe-card';

export type CardChoice = { card_id: number } | { token: string; holder_name: string; save_card: boolean };

interface CardPaymentPanelProps {
  provider: PaymentProviderName;
  /** Stripe's publishable key, for Stripe.js (provider stripe). */
  publishableKey?: string | null;
  /** Stripe Connect: the business's account Stripe.js acts on. */
  stripeAccount?: string | null;
  /** Square's Web Payments SDK: the application and the business's location (provider square). */
  square?: { application_id: string; location_id: string } | null;
  /** In the sandbox: the provider the business chose, which the sandbox's form stands in for. */
  simulating?: string | null;
  cards?: SavedCardPayload[];
  /** Spec: deleting cards depends on the parent's option canDeleteCards (default false). */
  canDeleteCards?: boolean;
  onDeleteCard?: (cardId: number) => Promise<unknown>;
  buttonLabel?: string;
  allowSaveCard?: boolean;
  /** Rejects with the message to show (the Error of a declined card). */
  onPay: (choice: CardChoice) => Promise<unknown>;
  showSandboxHints?: boolean;
  /** What the parent adds above the pay button (the subscribe prompt's coupon field and total). */
  children?: ReactNode;
  /** Keeps the pay button disabled, e.g. until the parent has what the payment needs. */
  payDisabled?: boolean;
}

type FieldErrors = Partial<Record<'number' | 'expiry' | 'holder', string>>;

/**
 * The card payment panel (platform spec): saved cards as tiles (the default one chosen first),
 * or a new card; "Pay Now" works once until the answer comes back.
 */
export function CardPaymentPanel({
  provider,
  publishableKey = null,
  stripeAccount = null,
  square = null,
  simulating = null,
  cards = [],
  canDeleteCards = false,
  onDeleteCard,
  buttonLabel = 'Pay Now',
  allowSaveCard = false,
  onPay,
  showSandboxHints = import.meta.env.DEV,
  children,
  payDisabled = false,
}: CardPaymentPanelProps) {
  const defaultCard = cards.find((card) => card.default);
  const [selected, setSelected] = useState<number | 'new'>(defaultCard?.id ?? 'new');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [holder, setHolder] = useState('');
  const [save, setSave] = useState(false);
  // A field's message goes as soon as the field changes.
  const { errors, show: showErrors } = useFieldErrors({ number, expiry, holder });
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);
  const hostedCard = useRef<HostedCardHandle>(null);
  const [hostedUnavailable, setHostedUnavailable] = useState(false);
  const onHostedUnavailable = useCallback((unavailable: boolean) => setHostedUnavailable(unavailable), []);
  const squareApp = square?.application_id ?? null;
  const squareLocation = square?.location_id ?? null;
  // The provider's own field: one mount per account, so re-renders keep the field it shows.
  const hosted = useMemo(() => {
    if (provider === 'stripe')
      return {
        name: 'Stripe',
        mount: stripeCard(publishableKey, stripeAccount),
        unavailable: CARD_MESSAGES.stripeUnavailable,
      };
    if (provider === 'square')
      return {
        name: 'Square',
        mount: squareCard(
          squareApp && squareLocation ? { application_id: squareApp, location_id: squareLocation } : null,
        ),
        unavailable: CARD_MESSAGES.squareUnavailable,
      };
    return null;
  }, [provider, publishableKey, stripeAccount, squareApp, squareLocation]);

  /** The new card as a provider token: the provider's SDK makes it, the sandbox encodes its test cards. */
  const newCardChoice = async (): Promise<CardChoice | null> => {
    const found: FieldErrors = {};
    const holderName = holder.trim();
    if (!holderName) found.holder = CARD_MESSAGES.holderName;
    const digits = number.replace(/\D/g, '');
    const date = parseCardExpiry(expiry);
    if (provider === 'sandbox') {
      if (!luhnValid(digits)) found.number = CARD_MESSAGES.numberInvalid;
      if (!date) found.expiry = CARD_MESSAGES.expiryInvalid;
    }
    showErrors(found);
    if (Object.keys(found).length > 0) return null;
    if (hosted) {
      if (hostedUnavailable || !hostedCard.current) throw new Error(hosted.unavailable);
      return { token: await hostedCard.current.createToken(holderName), holder_name: holderName, save_card: save };
    }
    if (!date) return null;
    return {
      token: sandboxToken({ number: digits, expMonth: date.month, expYear: date.year }),
      holder_name: holderName,
      save_card: save,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    setFailure(null);
    busy.current = true;
    setPaying(true);
    try {
      const choice = selected === 'new' ? await newCardChoice() : { card_id: selected };
      if (choice) await onPay(choice);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : CARD_MESSAGES.paymentFailed);
    } finally {
      busy.current = false;
      setPaying(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Card payment">
      {cards.length > 0 && (
        <RadioGroup
          aria-label="Card to pay with"
          value={String(selected)}
          onChange={(event) => setSelected(event.target.value === 'new' ? 'new' : Number(event.target.value))}
        >
          {cards.map((card) => (
            <Stack key={card.id} direction="row" sx={{ alignItems: 'center' }}>
              <FormControlLabel
                value={String(card.id)}
                control={<Radio />}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <CreditCard fontSize="small" aria-hidden />
                    <span>
                      {card.brand} •••• {card.last4} · {formatCardExpiry(card.exp_month, card.exp_year)}
                    </span>
                    {card.default && <Chip size="small" label="Default" />}
                  </Stack>
                }
              />
              {canDeleteCards && !card.default && onDeleteCard && (
                <IconButton
                  aria-label={`Delete card ending ${card.last4}`}
                  onClick={async () => {
                    await onDeleteCard(card.id);
                    if (selected === card.id) setSelected('new');
                  }}
                >
                  <Delete />
                </IconButton>
              )}
            </Stack>
          ))}
          <FormControlLabel value="new" control={<Radio />} label="Use a new card" />
        </RadioGroup>
      )}
      {selected === 'new' && (
        <Stack spacing={2}>
          {hosted ? (
            <HostedCardField
              ref={hostedCard}
              provider={hosted.name}
              mount={hosted.mount}
              unavailableMessage={hosted.unavailable}
              onUnavailable={onHostedUnavailable}
            />
          ) : (
            <>
              <TextField
                label="Card number"
                value={number}
                onChange={(event) => setNumber(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
                error={Boolean(errors.number)}
                helperText={errors.number}
                required
              />
              <Stack direction="row" spacing={2}>
                <TextField
                  label="Expiry (MM/YY)"
                  value={expiry}
                  // The slash comes by itself: 1228 reads 12/28 (a paste too; backspace passes over it).
                  onChange={(event) => setExpiry(typedCardExpiry(expiry, event.target.value))}
                  slotProps={{ htmlInput: { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY' } }}
                  error={Boolean(errors.expiry)}
                  helperText={errors.expiry}
                  required
                  fullWidth
                />
                <TextField
                  label="CVC"
                  value={cvc}
                  onChange={(event) => setCvc(event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }}
                  fullWidth
                />
              </Stack>
            </>
          )}
          <TextField
            label="Card holder name"
            value={holder}
            onChange={(event) => setHolder(event.target.value)}
            slotProps={{ htmlInput: { autoComplete: 'cc-name' } }}
            error={Boolean(errors.holder)}
            helperText={errors.holder}
            required
          />
          {allowSaveCard && (
            <FormControlLabel
              control={<Checkbox checked={save} onChange={(event) => setSave(event.target.checked)} />}
              label="Save this card for next time"
            />
          )}
          {provider === 'sandbox' && showSandboxHints && (
            <Alert severity="info" role="note">
              <Typography variant="body2">
                Sandbox test cards{simulating ? `, standing in for ${simulating}` : ''} (nothing is charged):
              </Typography>
              {SANDBOX_TEST_CARDS.map((card) => (
                <Typography key={card.number} variant="body2">
                  {card.number} — {card.brand}, {card.outcome}
                </Typography>
              ))}
            </Alert>
          )}
        </Stack>
      )}
      {children}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={payDisabled || paying || (selected === 'new' && hosted !== null && hostedUnavailable)}
      >
        {paying ? 'Paying…' : buttonLabel}
      </Button>
    </Stack>
  );
}
