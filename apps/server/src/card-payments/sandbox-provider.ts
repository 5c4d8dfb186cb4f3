import { createHash, randomBytes } from 'node:crypto';
import { SANDBOX_DECLINED_NUMBERS } from '@fieldbook/domain/cards/cards.constants';
import { parseSandboxToken } from '@fieldbook/domain/cards/sandbox-card';
import {
  CardError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type ProviderCard,
} from './payment-provider';

const DECLINED = 'Your card was declined.';

/** A saved sandbox card's reference carries what charging it needs (never the number). */
function cardRefOf(card: Omit<ProviderCard, 'providerRef'>, declines: boolean) {
  return [
    'sbx_card',
    card.brand,
    card.last4,
    card.expMonth,
    card.expYear,
    declines ? 1 : 0,
    randomBytes(6).toString('hex'),
  ].join('_');
}

function cardOfRef(ref: string) {
  const [prefix, kind, brand, last4, month, year, declines] = ref.split('_');
  if (`${prefix}_${kind}` !== 'sbx_card' || !brand || !last4) return null;
  return { brand, last4, expMonth: Number(month), expYear: Number(year), declines: declines === '1' };
}

const expired = (month: number, year: number, now = new Date()) =>
  year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);

/**
 * The default provider: nothing is charged. Test cards decide the outcome (cards.constants), an
 * expiry in the past declines, and one idempotency key answers one charge reference.
 */
export function sandboxPaymentProvider(): PaymentProvider {
  function cardOfToken(token: string) {
    const card = parseSandboxToken(token);
    if (!card) throw new CardError('Your card number is invalid.');
    return card;
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    async createCustomer() {
      return `sbx_cus_${randomBytes(8).toString('hex')}`;
    },
    async saveCard(_customerRef, token) {
      const card = cardOfToken(token);
      if (expired(card.expMonth, card.expYear)) throw new CardError('Your card has expired.');
      const saved = { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
      return { ...saved, providerRef: cardRefOf(saved, SANDBOX_DECLINED_NUMBERS.includes(card.number)) };
    },
    async deleteCard() {},
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      let declines: boolean;
      let month: number;
      let year: number;
      if ('token' in request.source) {
        const card = parseSandboxToken(request.source.token);
        if (!card) return { ok: false, message: 'Your card number is invalid.' };
        declines = SANDBOX_DECLINED_NUMBERS.includes(card.number);
        month = card.expMonth;
        year = card.expYear;
      } else {
        const card = cardOfRef(request.source.cardRef);
        if (!card) return { ok: false, message: DECLINED };
        declines = card.declines;
        month = card.expMonth;
        year = card.expYear;
      }
      if (declines) return { ok: false, message: DECLINED };
      if (expired(month, year)) return { ok: false, message: 'Your card has expired.' };
      const chargeRef = `sbx_ch_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      return { ok: true, chargeRef };
    },
  };
  return provider;
}
