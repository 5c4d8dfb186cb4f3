import { isValidMobile, phoneDigits, phoneE164 } from '../inputs/phone.rules';

/**
 * Who a message about a client may go to: only the client's own stored addresses and numbers, so the
 * app never relays a typed text to an address nobody stored (security issue 32, "No relay").
 */

/** A client's stored contacts: its email addresses and its phones' `full_phone`, in their order. */
export interface StoredContacts {
  emails: readonly string[];
  phones: readonly string[];
}

/** No contacts at all: what a client not found (or without any) has. */
export const NO_CONTACTS: StoredContacts = { emails: [], phones: [] };

/** Email addresses compare without surrounding spaces and case. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Numbers compare as numbers: "0412 345 678" is "+61 412 345 678"; text that is no number by its digits. */
export function samePhone(a: string, b: string): boolean {
  const [left, right] = [phoneE164(a), phoneE164(b)];
  if (left !== null || right !== null) return left === right;
  const digits = phoneDigits(a);
  return digits !== '' && digits === phoneDigits(b);
}

/** The stored email or phone a typed one names (as stored), or null when it is none of the client's. */
export function storedContactFor(
  contacts: StoredContacts,
  type: 'EMAIL' | 'SMS',
  value: string | null | undefined,
): string | null {
  const typed = value?.trim() ?? '';
  if (typed === '') return null;
  return type === 'EMAIL'
    ? (contacts.emails.find((email) => sameEmail(email, typed)) ?? null)
    : (contacts.phones.find((phone) => samePhone(phone, typed)) ?? null);
}

/** The client's usual address on a channel: its first email, or its first phone that takes an SMS. */
export function firstContactFor(contacts: StoredContacts, type: 'EMAIL' | 'SMS'): string | null {
  return (type === 'EMAIL' ? contacts.emails[0] : contacts.phones.find(isValidMobile)) ?? null;
}
