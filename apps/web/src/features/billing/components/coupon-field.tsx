import { COUPON_CHECK_DEBOUNCE_MS } from '@fieldbook/domain/billing/billing.constants';
import type { CouponPayload } from '@fieldbook/domain/billing/billing.schemas';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { ApiError } from '../../../lib/http-client';
import { checkCoupon } from '../api/plans';

/** Platform spec section 4: a coupon is unchecked, then checked valid or invalid. */
export type CouponState =
  | { status: 'unchecked' }
  | { status: 'checking' }
  | { status: 'valid'; coupon: CouponPayload }
  | { status: 'invalid' };

export interface CouponCheck {
  code: string;
  state: CouponState;
  setCode: (code: string) => void;
  /** Checks a code still waiting for its debounce now; resolves the coupon to apply, or null. */
  settle: () => Promise<CouponPayload | null>;
}

/**
 * The coupon as typed, checked with POST v1/plans/coupon 900 ms after the last keystroke (and
 * again when the plan changes). Only the latest check counts.
 */
export function useCouponCheck(planId: number | undefined): CouponCheck {
  const [code, setCodeState] = useState('');
  const [state, setState] = useState<CouponState>({ status: 'unchecked' });
  const latest = useRef(0);
  const pending = useRef<Promise<CouponPayload | null> | null>(null);
  const codeRef = useRef('');

  const check = useCallback(async (value: string, plan: number | undefined): Promise<CouponPayload | null> => {
    const id = ++latest.current;
    setState({ status: 'checking' });
    try {
      const coupon = await checkCoupon(value, plan);
      if (id === latest.current) setState({ status: 'valid', coupon });
      return coupon;
    } catch (error) {
      // A refused code is invalid; a connection problem (already reported) leaves it unchecked.
      const refused = error instanceof ApiError && error.status === 422;
      if (id === latest.current) setState(refused ? { status: 'invalid' } : { status: 'unchecked' });
      return null;
    }
  }, []);

  const debounced = useDebouncedCallback((value: string, plan: number | undefined) => {
    pending.current = check(value, plan);
  }, COUPON_CHECK_DEBOUNCE_MS);

  const schedule = useCallback(
    (value: string, plan: number | undefined) => {
      latest.current++; // a check in flight no longer counts
      pending.current = null;
      setState({ status: 'unchecked' });
      if (value.trim()) debounced.run(value.trim(), plan);
      else debounced.cancel();
    },
    [debounced],
  );

  const setCode = (value: string) => {
    codeRef.current = value;
    setCodeState(value);
    schedule(value, planId);
  };

  // A coupon may hold for some plans only: a new plan checks the code again.
  useEffect(() => {
    if (codeRef.current.trim()) schedule(codeRef.current, planId);
  }, [planId, schedule]);

  const settle = async () => {
    debounced.flush();
    return pending.current ? pending.current : null;
  };

  return { code, state, setCode, settle };
}

/** The Coupon field: its check's state under it (checking, the coupon's description, or invalid). */
export function CouponField({ check, disabled = false }: { check: CouponCheck; disabled?: boolean }) {
  const { state } = check;
  const helper =
    state.status === 'checking'
      ? 'Checking coupon…'
      : state.status === 'valid'
        ? state.coupon.description
        : state.status === 'invalid'
          ? CARD_MESSAGES.couponInvalid
          : 'Optional';
  return (
    <TextField
      label="Coupon"
      value={check.code}
      disabled={disabled}
      onChange={(event) => check.setCode(event.target.value)}
      onKeyDown={(event) => {
        // Enter checks the code; it does not pay.
        if (event.key === 'Enter') {
          event.preventDefault();
          void check.settle();
        }
      }}
      error={state.status === 'invalid'}
      helperText={helper}
      slotProps={{
        htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', maxLength: 50, 'data-state': state.status },
        formHelperText: { role: state.status === 'unchecked' ? undefined : 'status' },
        input: {
          endAdornment:
            state.status === 'checking' ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-label="Checking coupon" />
              </InputAdornment>
            ) : state.status === 'valid' ? (
              <InputAdornment position="end">
                <CheckCircle color="success" titleAccess="Coupon applied" />
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
