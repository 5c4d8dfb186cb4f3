import type { FileSearchPayload, FileSort, SortDirection } from '@fieldbook/domain/files/files.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { FILES_PER_PAGE, type FileType, filesQueryKey } from './file-types';

/** The page's "All Files" category entry. */
export const ALL_FILES_CATEGORY = -1;

export interface SearchFilesParams {
  filter: string;
  /** null: Home (no category); -1: All Files (no category filter). */
  category: number | null;
  type: Exclude<FileType, 'OTHER'> | null;
  staff: number[];
  extension?: string | null;
  page: number;
  rows?: number;
  /** Spec section 9: the files page sorts by relevancy, descending. */
  sortBy?: FileSort;
  sortDirection?: SortDirection;
}

/** Query string of GET /v1/files/search (staff[] repeated). */
export function searchFilesUrl(params: SearchFilesParams): string {
  const query = new URLSearchParams();
  query.set('filter', params.filter);
  // TODO(contract): Home (null) is sent as category=0; All Files (-1) sends no category.
  if (params.category !== ALL_FILES_CATEGORY) query.set('category', String(params.category ?? 0));
  if (params.type) query.set('type', params.type);
  for (const id of params.staff) query.append('staff[]', String(id));
  if (params.extension) query.set('extension', params.extension);
  query.set('page', String(params.page));
  query.set('rows', String(params.rows ?? FILES_PER_PAGE));
  query.set('sortBy', params.sortBy ?? 'relevancy');
  query.set('sortDirection', params.sortDirection ?? 'desc');
  return `/files/search?${query.toString()}`;
}

/** GET /v1/files/search: one page of files. */
export const searchFiles = (params: SearchFilesParams, signal?: AbortSignal) =>
  http.get<FileSearchPayload>(searchFilesUrl(params), { signal });

export const searchFilesQueryOptions = (params: SearchFilesParams) =>
  queryOptions({
    queryKey: [...filesQueryKey, 'search', params],
    queryFn: ({ signal }) => searchFiles(params, signal),
  });

export function useSearchFiles(params: SearchFilesParams, enabled = true) {
  return useQuery({ ...searchFilesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
