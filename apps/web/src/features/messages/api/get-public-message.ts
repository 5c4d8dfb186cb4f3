import type { PublicMessage } from '@fieldbook/domain/communications/communications.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http-client';

/** Answers that mean the link leads nowhere: no such message (404), or a malformed reference (422). */
const MISSING = [404, 422] as const;

/**
 * GET /v1/communications/msg/:reference: the message a recipient's link opens, read without a session
 * (no token sent, no renewal). Opening it marks it read, so it is fetched once and never retried.
 */
export const getPublicMessage = (reference: string) =>
  http
    .get<{ message: PublicMessage }>(`/communications/msg/${encodeURIComponent(reference)}`, {
      auth: false,
      quiet: true,
      expected: MISSING,
    })
    .then((payload) => payload.message);

export const publicMessageQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['communications', 'public', reference],
    // No abort signal: a load started is finished (a remount must not ask, and mark read, twice).
    queryFn: () => getPublicMessage(reference),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicMessage(reference: string) {
  return useQuery(publicMessageQueryOptions(reference));
}

/** Whether a failed load means there is no message behind the link (rather than a lost connection). */
export const isMissingMessage = (error: unknown) =>
  error instanceof ApiError && (MISSING as readonly number[]).includes(error.status);
