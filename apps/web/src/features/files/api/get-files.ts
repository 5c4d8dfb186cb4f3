import { http } from '../../../lib/http-client';
import type { FileRecord } from './file-types';

/** POST /v1/files {ids}: several files by id. */
export const getFiles = (ids: number[]) =>
  http.post<{ files: FileRecord[] }>('/files', { ids }).then((payload) => payload.files);
