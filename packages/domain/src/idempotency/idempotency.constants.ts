/**
 * The request header that carries an idempotency key (header names are case-insensitive; Node lowercases
 * them). Apart from the schemas, so the web's first screens send it without loading zod.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
