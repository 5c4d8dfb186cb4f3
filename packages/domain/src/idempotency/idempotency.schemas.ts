import { z } from '../zod';
import { IDEMPOTENCY_HEADER } from './idempotency.constants';

/**
 * Idempotency keys (issue 36): a client that may send a change twice (the offline outbox replaying,
 * a retried save) names it with a key of its own making; the server makes the change once per key and
 * answers a repeat as it answered the first. A key is spent on one route, one record and one user.
 */

const HEADER = IDEMPOTENCY_HEADER.toLowerCase();

/** A key: 16 to 100 of letters, digits, `-`, `_` and `:` (a UUID or a ULID, with or without a prefix). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:-]{16,100}$/;
export const isIdempotencyKey = (value: string) => IDEMPOTENCY_KEY_PATTERN.test(value);

/** How long a key is remembered; a replay older than this makes the change again. */
export const IDEMPOTENCY_KEY_DAYS = 30;

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'The idempotency key must be 16 to 100 letters, digits, dashes, underscores or colons.',
  /** Keys are made per change: one already spent on another record, route or user is a mistake or a probe. */
  keyReused: 'This change was already sent for another record. Reload the page and try again.',
  keysDiffer: 'The Idempotency-Key header and the idempotency key field must be the same key.',
  keyRequired: 'The idempotency key field is required.',
} as const;

/**
 * The headers of a route that takes an idempotency key: the key is optional (without it the change is
 * made as always), and a malformed one is refused as a 422 on `idempotency_key`, the field the payment
 * form already uses. Every other header passes through untouched.
 */
export const idempotencyHeadersSchema = z
  .looseObject({
    [HEADER]: z.string().optional().meta({
      description: 'Makes the change once per key: a repeat answers as the first did (16–100 of A–Z a–z 0–9 - _ :).',
    }),
  })
  .superRefine((headers, ctx) => {
    const key = headers[HEADER];
    if (key !== undefined && !isIdempotencyKey(key)) {
      ctx.addIssue({ code: 'custom', path: ['idempotency_key'], message: IDEMPOTENCY_MESSAGES.keyInvalid });
    }
  });
