import type { messageContentsSchema } from '@fieldbook/domain/communications/communications.schemas';
import type { z } from '@fieldbook/domain/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export type MessageContents = z.infer<typeof messageContentsSchema>['communication'];

/**
 * GET /v1/communications/message/contents?id=: a communication's whole text. Quiet: the entry shows
 * 'Could not load message contents' itself (spec: load failures) for any failure.
 */
export const getMessageContents = (id: number, signal?: AbortSignal) =>
  http
    .get<{ communication: MessageContents }>('/communications/message/contents', { query: { id }, signal, quiet: true })
    .then((payload) => payload.communication);

export const messageContentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['communications', 'contents', id],
    queryFn: ({ signal }) => getMessageContents(id, signal),
    retry: false,
    // A sent message never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Loads only once asked (View Message). */
export function useMessageContents(id: number, enabled: boolean) {
  return useQuery({ ...messageContentsQueryOptions(id), enabled });
}
