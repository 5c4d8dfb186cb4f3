/** Digits only, for matching a phone however it was typed. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/** Mobile rule of platform section 5: optional +country code, then exactly 10 digits; spaces ignored. */
export function isValidMobile(value: string): boolean {
  return /^(\+\d{1,3})?\d{10}$/.test(value.replace(/\s/g, ''));
}

/** Any other number: 6 to 15 digits, with the usual separators. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value.trim())) return false;
  const digits = phoneDigits(value).length;
  return digits >= 6 && digits <= 15;
}
