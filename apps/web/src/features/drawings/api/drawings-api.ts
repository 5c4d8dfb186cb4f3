import type { CreateDrawingBody, UpdateDrawingBody } from '@fieldbook/domain/drawings/drawings.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type Drawing, type DrawingsPage, drawingsQueryKey } from './drawing-types';

const DRAWINGS = '/drawings';
const drawingQueryKey = (id: number) => [...drawingsQueryKey, 'detail', id] as const;

/** GET drawings: a page of the company's drawings, searched by title and reference. */
export function useDrawingsList(filter: { search: string; archived: boolean; page: number; clientId?: number }) {
  return useQuery({
    queryKey: [...drawingsQueryKey, 'list', filter],
    queryFn: () =>
      http.get<DrawingsPage>(DRAWINGS, {
        query: {
          search: filter.search.trim() || undefined,
          archived: filter.archived ? 1 : undefined,
          page: filter.page,
          client_id: filter.clientId,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDrawing(id: number) {
  return useQuery({
    queryKey: drawingQueryKey(id),
    queryFn: async () => (await http.get<{ drawing: Drawing }>(`${DRAWINGS}/${id}`, { expected: [404] })).drawing,
    enabled: id > 0,
  });
}

function useDrawingSaved() {
  const queryClient = useQueryClient();
  return (drawing: Drawing) => {
    queryClient.setQueryData(drawingQueryKey(drawing.id), drawing);
    return queryClient.invalidateQueries({ queryKey: drawingsQueryKey });
  };
}

/** POST drawings, or PUT drawings/{id}: the page shows 422 field errors and 409 (stale, archived) itself. */
export function useSaveDrawing(id: number | null) {
  const saved = useDrawingSaved();
  return useMutation({
    mutationFn: async (body: CreateDrawingBody | UpdateDrawingBody) =>
      (id === null
        ? await http.post<{ drawing: Drawing }>(DRAWINGS, body, { expected: [422] })
        : await http.put<{ drawing: Drawing }>(`${DRAWINGS}/${id}`, body, { expected: [409, 422] })
      ).drawing,
    onSuccess: saved,
  });
}

/** POST drawings/{id}/archive: archives, or restores an archived drawing. */
export function useToggleDrawingArchive() {
  const saved = useDrawingSaved();
  return useMutation({
    mutationFn: async (id: number) => (await http.post<{ drawing: Drawing }>(`${DRAWINGS}/${id}/archive`)).drawing,
    onSuccess: saved,
  });
}
