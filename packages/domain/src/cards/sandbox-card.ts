/**
 * The sandbox's card "token": the browser's new-card form packs the test card into one string, as
 * a real provider's script would hand back a token. Only ever used with the sandbox provider.
 */
const PREFIX = 'sbx_tok_';

export interface SandboxCard {
  number: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Card';
}

export function sandboxToken(card: { number: string; expMonth: number; expYear: number }): string {
  return `${PREFIX}${card.number.replace(/\D/g, '')}_${card.expMonth}_${card.expYear}`;
}

export function parseSandboxToken(token: string): SandboxCard | null {
  if (!token.startsWith(PREFIX)) return null;
  const [number = '', month, year] = token.slice(PREFIX.length).split('_');
  const expMonth = Number(month);
  const expYear = Number(year);
  if (!luhnValid(number) || !Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return null;
  if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2100) return null;
  return { number, brand: cardBrandOf(number), last4: number.slice(-4), expMonth, expYear };
}
