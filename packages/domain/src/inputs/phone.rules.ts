import { z } from 'zod';

export const PHONE_MESSAGES = {
  invalid: 'This phone number is invalid',
} as const;

/** A phone number as the API stores it (platform section 3). */
export const phoneSchema = z.object({
  country_code: z.string().max(5).nullish(),
  area_code: z.string().max(5).nullish(),
  phone_number: z.string().max(30),
});
export type Phone = z.infer<typeof phoneSchema>;

/** Australia; what a new phone starts with. */
export const DEFAULT_COUNTRY_CODE = '61';

/** Optional "+" and a 1-3 digit country code, then exactly 10 digits (spaces removed first). */
const MOBILE_PATTERN = /^(?:\+\d{1,3})?\d{10}$/;

/** Mobile rule of platform section 5: optional +country code, then exactly 10 digits; spaces are ignored. */
export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value.replace(/\s+/g, ''));
}

/** A mobile number that must be valid; use `.optional()` or `.nullish()` where it is not required. */
export const mobileSchema = z.string().refine(isValidMobile, PHONE_MESSAGES.invalid);

/** Only the digits, e.g. for searching by phone: "+61 (03) 9999-0000" → "610399990000". */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D+/g, '');
}

/** Digits of just the country code: "+61" → "61". */
export function normaliseCountryCode(value: string | null | undefined): string {
  return phoneDigits(value).slice(0, 3);
}

/** The phone as one string, "+61 03 9999 0000"; "" when there is no number. */
export function formatPhone(phone: Phone | null | undefined): string {
  if (!phone?.phone_number.trim()) return '';
  const code = normaliseCountryCode(phone.country_code);
  return [code ? `+${code}` : '', (phone.area_code ?? '').trim(), phone.phone_number.trim()].filter(Boolean).join(' ');
}

/** The mobile problem of a phone object (its country code and number checked as one), or null. */
export function mobileProblem(phone: Phone | null | undefined): string | null {
  if (!phone) return null;
  return isValidMobile(formatPhone({ ...phone, area_code: null })) ? null : PHONE_MESSAGES.invalid;
}

/** Any number that is not a mobile: 6 to 15 digits, with the usual separators. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value.trim())) return false;
  const digits = phoneDigits(value).length;
  return digits >= 6 && digits <= 15;
}
