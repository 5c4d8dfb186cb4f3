import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type FileRecord, fileQueryKey } from './file-types';

/** GET /v1/files?id=: one file with fresh signed links. Quiet: the viewer shows 'Could not load file'. */
export const getFile = (id: number, signal?: AbortSignal) =>
  http.get<{ file: FileRecord }>('/files', { query: { id }, signal, quiet: true }).then((payload) => payload.file);

export const fileQueryOptions = (id: number) =>
  queryOptions({ queryKey: fileQueryKey(id), queryFn: ({ signal }) => getFile(id, signal), retry: false });

export function useFile(id: number | null) {
  return useQuery({ ...fileQueryOptions(id ?? 0), enabled: id !== null });
}
