import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import type { EnvelopeStatus, FieldErrors } from '@fieldbook/domain/http/envelope.schemas';

/** An error a route throws on purpose; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldErrors | null = null,
    readonly status: EnvelopeStatus = 'error',
    /** What the refusal tells besides its message (a taken slot's next free times); null for most. */
    readonly payload: unknown = null,
  ) {
    super(message);
  }
}

export const notFound = (message = 'The requested resource could not be found.') => new HttpError(404, message);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new HttpError(403, message);
export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
/** The platform's 429, as the per-address rate limits answer it. */
export const tooManyRequests = () => new HttpError(429, AUTH_MESSAGES.tooManyRequests);

/** A 422 naming the fields at fault, in the shape the web shows (first message per field). */
export const invalid = (errors: FieldErrors, message?: string) =>
  new HttpError(422, message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);

export const fieldError = (field: string, message: string) => invalid({ [field]: [message] });

/** A 422 from a zod check run by hand (a multipart upload's fields), keyed as the envelope's are. */
export function zodInvalid(issues: readonly { path: readonly PropertyKey[]; message: string }[]): HttpError {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return invalid(errors);
}
