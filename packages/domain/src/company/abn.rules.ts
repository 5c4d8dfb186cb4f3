import { blankableText } from '../http/schema-helpers';
import { z } from '../zod';

/**
 * The Australian Business Number: 11 digits whose checksum the ATO publishes — subtract 1 from the
 * first digit, weight the digits 10, 1, 3, 5, …, 19, and the sum divides by 89. Stored as its
 * digits, shown as "51 824 753 556".
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

export const ABN_MESSAGES = {
  format: 'The ABN must be 11 digits, e.g. 51 824 753 556.',
  checksum: 'This is not a valid ABN: please check its digits.',
} as const;

/** The digits of an ABN as typed ("51 824 753 556" → "51824753556"); spaces are all it may hold besides. */
export const abnDigitsOf = (text: string) => text.replace(/\s+/g, '');

/** Whether 11 digits pass the ATO's checksum (an ABN never starts with 0). */
export function isValidAbn(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce(
    (total, weight, index) => total + weight * (Number(digits[index]) - (index === 0 ? 1 : 0)),
    0,
  );
  return sum % 89 === 0;
}

/** "51824753556" → "51 824 753 556" (anything that is not 11 digits is shown as stored). */
export const formatAbn = (digits: string) =>
  /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : digits;

/** An optional ABN as typed, answered as its digits; empty clears it (null). */
export const abnSchema = blankableText(
  z
    .string()
    .transform(abnDigitsOf)
    .refine((digits) => /^\d{11}$/.test(digits), { message: ABN_MESSAGES.format, abort: true })
    .refine(isValidAbn, ABN_MESSAGES.checksum),
  ABN_MESSAGES.format,
);
