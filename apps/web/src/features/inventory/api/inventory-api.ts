import type {
  InventoryListQuery,
  PrefillFilterBody,
  SaveInventoryBody,
} from '@fieldbook/domain/inventory/inventory.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import {
  type InventoryDefaults,
  type InventoryItem,
  type InventoryPage,
  inventoryQueryKey,
  type PrefillAddResult,
  type PrefillPage,
} from './inventory-types';

const itemQueryKey = (id: number) => [...inventoryQueryKey, 'detail', id] as const;

/** GET v1/inventory/defaults: categories, detail templates and the name limit (they change only with a release). */
export function useInventoryDefaults() {
  return useQuery({
    queryKey: [...inventoryQueryKey, 'defaults'],
    queryFn: () => http.get<InventoryDefaults>('/inventory/defaults'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type InventoryListParams = Partial<
  Pick<InventoryListQuery, 'type' | 'search' | 'archived' | 'page' | 'rows' | 'after'>
>;

/**
 * GET v1/inventory/all: one page, the last page kept on screen while the next loads. With `after`
 * (the previous page's `next`) the server reads the page from there instead of skipping to it.
 */
export function useInventoryList(params: InventoryListParams, enabled = true) {
  return useQuery({
    queryKey: [...inventoryQueryKey, 'list', params],
    queryFn: () =>
      http.get<InventoryPage>('/inventory/all', {
        query: {
          type: params.type,
          search: params.search || undefined,
          archived: params.archived ? 1 : undefined,
          page: params.page,
          rows: params.rows,
          after: params.after,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInventoryItem(id: number) {
  return useQuery({
    queryKey: itemQueryKey(id),
    queryFn: async () =>
      (await http.get<{ item: InventoryItem }>('/inventory', { query: { id }, expected: [404] })).item,
    enabled: id > 0,
  });
}

function useItemSaved() {
  const queryClient = useQueryClient();
  return (item: InventoryItem) => {
    queryClient.setQueryData(itemQueryKey(item.id), item);
    return queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
  };
}

/** POST v1/inventory: creates, or updates with id (a stale version or an archived item answers 409). */
export function useSaveInventoryItem() {
  const saved = useItemSaved();
  return useMutation({
    mutationFn: async (body: SaveInventoryBody) =>
      (await http.post<{ item: InventoryItem }>('/inventory', body, { expected: [409] })).item,
    onSuccess: saved,
  });
}

/** DELETE v1/inventory: archives an active item or restores an archived one. */
export function useToggleInventoryItem() {
  const saved = useItemSaved();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete<{ item: InventoryItem }>('/inventory', { id })).item,
    onSuccess: saved,
  });
}

export type PrefillFilter = Pick<PrefillFilterBody, 'filter' | 'page' | 'system_types'>;

/** POST v1/inventory/defaults/filter: a catalogue page (50, priority ascending). */
export function usePrefillPage(filter: PrefillFilter) {
  return useQuery({
    queryKey: [...inventoryQueryKey, 'prefills', filter],
    queryFn: () => http.post<PrefillPage>('/inventory/defaults/filter', filter),
    placeholderData: keepPreviousData,
  });
}

/** POST v1/inventory/defaults/company/add: what was added and what failed (the rest are kept). */
export function useAddPrefills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.post<PrefillAddResult>('/inventory/defaults/company/add', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
  });
}
