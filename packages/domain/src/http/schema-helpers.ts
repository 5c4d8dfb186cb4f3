import { z } from '../zod';

// Small pieces every request schema uses.

/** An empty or blank text field means "none" (null), not an empty value. */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A record id, from JSON or a query string. */
export const positiveId = z.coerce.number().int().positive();

/** A yes/no query-string flag: 1/0 or true/false. */
export const queryFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/**
 * An optional text field checked by `schema`: blank means none (null), absent stays absent. Unlike
 * a preprocess its input is typed as text, so forms bind it as a plain text field.
 */
export const blankableText = <T extends z.ZodType<unknown, string>>(schema: T, notText: string) =>
  z
    .string({ error: notText })
    .nullish()
    .transform((value) => (value?.trim() === '' ? null : value))
    .pipe(schema.nullish());
