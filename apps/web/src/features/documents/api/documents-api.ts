import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http-client';
import type { TimelineEntry } from '../../timeline/index';
import type { WebDocumentKind } from '../document-kinds';
import {
  type AnyDocument,
  type AnySummary,
  type DocumentDefaults,
  documentsQueryKey,
  type InvoicePayload,
} from './document-types';

const detailKey = (kind: WebDocumentKind, id: number) => [...documentsQueryKey, kind.kind, 'detail', id] as const;

export interface DocumentSearchParams {
  filter: string;
  status: string[];
  archived: boolean;
  page: number;
  rows: number;
  sort?: string;
  direction?: 'asc' | 'desc';
  client_id?: number;
  overdue?: boolean;
  partially_paid?: boolean;
}

/** POST v1/{kind}/search: one page, the last page kept on screen while the next loads. */
export function useDocumentSearch(kind: WebDocumentKind, params: DocumentSearchParams, enabled = true) {
  return useQuery({
    queryKey: [...documentsQueryKey, kind.kind, 'list', params],
    queryFn: async () => {
      const payload = await http.post<Record<string, unknown> & { total: number }>(`${kind.api}/search`, params);
      return { documents: (payload[`${kind.kind}s`] ?? []) as AnySummary[], total: payload.total };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET v1/{kind}?id: the document (its timeline loads in its own tab). */
export function useDocument(kind: WebDocumentKind, id: number) {
  return useQuery({
    queryKey: detailKey(kind, id),
    queryFn: async () => {
      const payload = await http.get<Record<string, unknown> & { timeline: TimelineEntry[] }>(kind.api, {
        query: { id },
        expected: [404],
      });
      return payload[kind.kind] as AnyDocument;
    },
    enabled: id > 0,
  });
}

/** GET v1/{kind}/defaults/values: what a new document starts from. */
export function useDocumentDefaults(
  kind: WebDocumentKind,
  query: { client_id?: number; appointment_id?: number },
  enabled = true,
) {
  return useQuery({
    queryKey: [...documentsQueryKey, kind.kind, 'defaults', query],
    queryFn: () => http.get<DocumentDefaults>(`${kind.api}/defaults/values`, { query, expected: [404, 422] }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The defaults for a client chosen in a new document's form (its address and payment term); null
 * when they cannot be had, as the form then keeps what it has.
 */
export async function fetchClientDefaults(kind: WebDocumentKind, clientId: number): Promise<DocumentDefaults | null> {
  try {
    return await http.get<DocumentDefaults>(`${kind.api}/defaults/values`, {
      query: { client_id: clientId },
      expected: [404, 422],
    });
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** Puts a changed document in the cache and refreshes every list, timeline and picker that may show it. */
function useDocumentChanged(kind: WebDocumentKind) {
  const queryClient = useQueryClient();
  return (document: AnyDocument) => {
    queryClient.setQueryData(detailKey(kind, document.id), document);
    void queryClient.invalidateQueries({ queryKey: [...documentsQueryKey, kind.kind, 'list'] });
    // Every record's timeline that may list it (the client's, the appointment's, its own).
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('timeline') });
    return document;
  };
}

const one = (kind: WebDocumentKind) => (payload: Record<string, unknown>) => payload[kind.kind] as AnyDocument;

/** POST v1/{kind} (no id) or PUT v1/{kind} (with id and updated_at: a stale edit answers 409). */
export function useSaveDocument(kind: WebDocumentKind) {
  const changed = useDocumentChanged(kind);
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      one(kind)(
        body.id
          ? await http.put<Record<string, unknown>>(kind.api, body, { expected: [409] })
          : await http.post<Record<string, unknown>>(kind.api, body),
      ),
    onSuccess: changed,
  });
}

/** POST v1/{kind}/status. */
export function useDocumentStatus(kind: WebDocumentKind) {
  const changed = useDocumentChanged(kind);
  return useMutation({
    mutationFn: async (body: { id: number; status: string }) =>
      one(kind)(await http.post<Record<string, unknown>>(`${kind.api}/status`, body)),
    onSuccess: changed,
  });
}

/** DELETE v1/{kind}: archives a live document and restores an archived one. */
export function useToggleDocumentArchive(kind: WebDocumentKind) {
  const changed = useDocumentChanged(kind);
  return useMutation({
    mutationFn: async (id: number) => one(kind)(await http.delete<Record<string, unknown>>(kind.api, { id })),
    onSuccess: changed,
  });
}

/** POST v1/{kind}/send: emails the client the document with its PDF. */
export function useSendDocument(kind: WebDocumentKind) {
  const changed = useDocumentChanged(kind);
  return useMutation({
    mutationFn: async (body: { id: number; to: string[]; subject?: string; message?: string }) =>
      one(kind)(await http.post<Record<string, unknown>>(`${kind.api}/send`, body, { expected: [409] })),
    onSuccess: changed,
  });
}

/** POST v1/quotation/convert: an accepted quotation becomes a draft invoice. */
export function useConvertQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await http.post<{ invoice: InvoicePayload }>('/quotation/convert', { id })).invoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}

/** GET v1/{kind}/pdf: the PDF as the client gets it. */
export const downloadDocumentPdf = (kind: WebDocumentKind, id: number) =>
  http.download(`${kind.api}/pdf`, { query: { id } });

/** Reloads a document after something else changed it (a payment). */
export function useRefreshDocument(kind: WebDocumentKind) {
  const queryClient = useQueryClient();
  return (id: number) => {
    void queryClient.invalidateQueries({ queryKey: detailKey(kind, id) });
    void queryClient.invalidateQueries({ queryKey: [...documentsQueryKey, kind.kind, 'list'] });
  };
}

/** The document as a timeline owner: /v1/{kind}/timeline, notes and attachments. */
export const documentTimelineOwner = (kind: WebDocumentKind, id: number) => ({
  basePath: kind.api,
  id,
  queryKey: [...documentsQueryKey, kind.kind, 'timeline', id] as const,
});
