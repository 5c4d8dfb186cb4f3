// Phone numbers are parsed, checked and formatted by libphonenumber-js, never by hand. The "min"
// metadata keeps the web bundle small (about 30 kB gzipped): it checks the numbers of Australia, the
// UK, North America and a few more digit by digit, with their mobile ranges; elsewhere by length only.
import {
  type CountryCode,
  getCountryCallingCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { z } from '../zod';

export type { PhoneNumber };

export const PHONE_MESSAGES = {
  required: 'The phone number field is required.',
  invalid: 'This phone number is invalid',
  mismatch: 'The full phone does not match the country code, area code and phone number.',
} as const;

/** Australia: how a number without "+country code" is read. */
export const DEFAULT_COUNTRY: CountryCode = 'AU';
/** What a new phone's country code starts with: "61". */
export const DEFAULT_COUNTRY_CODE: string = getCountryCallingCode(DEFAULT_COUNTRY);

/** A phone as its parts (platform section 3), as the phone field edits them. */
export interface PhoneParts {
  country_code?: string | null;
  area_code?: string | null;
  phone_number?: string | null;
}

/** Only the digits, e.g. of a search term: "+61 (03) 9999-0000" → "610399990000". */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D+/g, '');
}

/** Digits of just the country code, as the country code input keeps them: "+61" → "61". */
export function normaliseCountryCode(value: string | null | undefined): string {
  return phoneDigits(value).slice(0, 3);
}

/**
 * Reads the whole text as one number (no extracting a number out of other words), with
 * `callingCode` (or Australia) for a number written without "+country code". Possible numbers
 * too: callers that need a real one check `isValid()`.
 */
function readNumber(text: string, callingCode?: string): PhoneNumber | undefined {
  try {
    return parsePhoneNumberFromString(
      text,
      callingCode
        ? { defaultCallingCode: callingCode, extract: false }
        : { defaultCountry: DEFAULT_COUNTRY, extract: false },
    );
  } catch {
    return undefined; // a calling code no country has
  }
}

/** A valid number written as one string: "+61 412 345 678", "0412 345 678", "(03) 9999 0000". */
export function parsePhone(text: string | null | undefined): PhoneNumber | undefined {
  const number = readNumber(text ?? '');
  return number?.isValid() ? number : undefined;
}

/** A valid number from its parts: the country code (Australia when empty), area code and number. */
export function parsePhoneParts(parts: PhoneParts): PhoneNumber | undefined {
  const text = `${parts.area_code ?? ''} ${parts.phone_number ?? ''}`.trim();
  const number = readNumber(text, normaliseCountryCode(parts.country_code) || undefined);
  return number?.isValid() ? number : undefined;
}

/**
 * Whether a number can take an SMS. Refuses only numbers known not to be mobiles: for countries
 * whose ranges the metadata lacks (New Zealand, for one) a valid number is given the benefit.
 */
export function isMobileNumber(number: PhoneNumber): boolean {
  const type = number.getType();
  return type === undefined || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

export function isValidPhone(text: string | null | undefined): boolean {
  return parsePhone(text) !== undefined;
}

/** A mobile written as one string (platform section 5's mobile check). */
export function isValidMobile(text: string | null | undefined): boolean {
  const number = parsePhone(text);
  return number !== undefined && isMobileNumber(number);
}

/** How a number is stored and shown as `full_phone`: international, "+61 412 345 678". */
export function formatPhone(number: PhoneNumber): string {
  return number.formatInternational();
}

/**
 * A number as people at home write it: national for an Australian number ("0412 345 678"),
 * international for any other; text that is no number stays as it is.
 */
export function formatPhoneLocally(text: string): string {
  const number = parsePhone(text);
  if (!number) return text;
  return number.country === DEFAULT_COUNTRY ? number.formatNational() : formatPhone(number);
}

/** The number as providers want it (E.164, "+61412345678"), or null when the text is no number. */
export function phoneE164(text: string | null | undefined): string | null {
  return parsePhone(text)?.number ?? null;
}

/** A `tel:` link for a stored or typed number, or null when it is no number. */
export function phoneHref(text: string | null | undefined): string | null {
  return parsePhone(text)?.getURI() ?? null;
}

/**
 * What a digits search matches for one stored number: its international and its national digits
 * ("61412345678 0412345678"), so "+61 412…" and "0412…" both find it. A stored text that is no
 * possible number (older data) gives its plain digits.
 */
export function phoneSearchDigits(fullPhone: string): string {
  const number = readNumber(fullPhone);
  if (!number) return phoneDigits(fullPhone);
  return `${phoneDigits(number.number)} ${phoneDigits(number.formatNational())}`;
}

/** A phone as the API takes it: its parts, its `full_phone`, or both. */
export interface PhoneInput extends PhoneParts {
  full_phone?: string | null;
}

/** A phone as it is stored: the parts and `full_phone`, always both, always the same number. */
export interface StoredPhone {
  country_code: string;
  area_code: string | null;
  phone_number: string;
  full_phone: string;
}

export type PhoneResolution =
  | { ok: true; phone: StoredPhone }
  | { ok: false; field: 'phone_number' | 'full_phone'; message: string };

/**
 * The stored form of a phone given by its parts, by `full_phone` alone, or by both. Parts given are
 * kept as typed (the country code as the number's calling code) and `full_phone` is made from them;
 * `full_phone` alone fills the parts (national number, no area code). Both given must be the same
 * number, else the field `full_phone` is refused: which one the caller meant cannot be guessed.
 * Errors name the field that carries the bad number, with the spec's messages.
 */
export function resolvePhone(input: PhoneInput, options: { mobile: boolean }): PhoneResolution {
  const typed = input.phone_number?.trim() ?? '';
  const full = input.full_phone?.trim() ?? '';
  if (!typed && !full) return { ok: false, field: 'phone_number', message: PHONE_MESSAGES.required };
  const acceptable = (number: PhoneNumber | undefined): number is PhoneNumber =>
    number !== undefined && (!options.mobile || isMobileNumber(number));
  const fromParts = typed ? parsePhoneParts(input) : undefined;
  if (typed && !acceptable(fromParts)) return { ok: false, field: 'phone_number', message: PHONE_MESSAGES.invalid };
  const fromFull = full ? parsePhone(full) : undefined;
  if (full && !acceptable(fromFull)) return { ok: false, field: 'full_phone', message: PHONE_MESSAGES.invalid };
  if (fromParts && fromFull && !fromParts.isEqual(fromFull)) {
    return { ok: false, field: 'full_phone', message: PHONE_MESSAGES.mismatch };
  }
  const number = fromParts ?? fromFull;
  if (!number) return { ok: false, field: 'phone_number', message: PHONE_MESSAGES.invalid };
  return {
    ok: true,
    phone: {
      country_code: number.countryCallingCode,
      area_code: fromParts ? input.area_code?.trim() || null : null,
      phone_number: fromParts ? typed : number.formatNational(),
      full_phone: formatPhone(number),
    },
  };
}

/** The spec's message for a phone's parts (any number, or a mobile), or null when it is fine. */
export function phonePartsProblem(parts: PhoneParts, options: { mobile: boolean }): string | null {
  const resolved = resolvePhone(parts, options);
  return resolved.ok ? null : resolved.message;
}

/** A mobile typed as one string, answered as its `full_phone` ("+61 412 345 678"). */
export const mobileTextSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const number = parsePhone(text);
    if (number && isMobileNumber(number)) return formatPhone(number);
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
    return z.NEVER;
  });

/** Any phone number typed as one string (a landline too), answered as its `full_phone`. */
export const phoneTextSchema = z
  .string({ error: PHONE_MESSAGES.invalid })
  .trim()
  .transform((text, ctx) => {
    const number = parsePhone(text);
    if (number) return formatPhone(number);
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
    return z.NEVER;
  });
