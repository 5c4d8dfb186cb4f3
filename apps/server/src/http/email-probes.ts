import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** Answers saying an address is taken that a caller may get in an hour before it must wait. */
export const EMAIL_TAKEN_WINDOW = '1 hour';

const isEmailTaken = (error: unknown) =>
  error instanceof HttpError && error.errors?.email?.[0] === AUTH_MESSAGES.emailTaken;

/**
 * An address belongs to one account across all companies, so "The email has already been taken."
 * tells whoever asks that it has an account somewhere. Registration and staff creation must still
 * say so (their answer is a session or the new record; nothing else would be true), so such answers
 * are counted per `key` (the caller's address, or company): after `max` of them in the window, every
 * call of the route is refused (429) until the window ends, taken or not, so the refusal itself
 * tells nothing. Ordinary use, which meets a taken address rarely, never reaches it.
 */
export function emailTakenLimit(
  app: FastifyInstance,
  options: { name: string; max: number; key: (request: FastifyRequest) => string },
) {
  const counter = app.createRateLimit({
    max: options.max,
    timeWindow: EMAIL_TAKEN_WINDOW,
    // Named, as every limiter made this way shares one key space in the store.
    keyGenerator: (request) => `email-taken:${options.name}:${options.key(request)}`,
  });
  return async function guarded<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
    const seen = await counter(request, { increment: false });
    if (!seen.isAllowed && seen.remaining === 0) throw new HttpError(429, AUTH_MESSAGES.tooManyRequests);
    try {
      return await run();
    } catch (error) {
      if (isEmailTaken(error)) await counter(request);
      throw error;
    }
  };
}
