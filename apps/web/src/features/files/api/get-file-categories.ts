import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type FileCategory, fileCategoriesQueryKey } from './file-types';

/** GET /v1/files/categories. */
export const getFileCategories = (signal?: AbortSignal) =>
  http.get<{ categories: FileCategory[] }>('/files/categories', { signal }).then((payload) => payload.categories);

export const fileCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: fileCategoriesQueryKey,
    queryFn: ({ signal }) => getFileCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useFileCategories() {
  return useQuery(fileCategoriesQueryOptions());
}
