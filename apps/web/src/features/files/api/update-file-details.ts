import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type FileRecord, type FileVisibility, fileQueryKey, filesQueryKey } from './file-types';

export interface FileDetailsBody {
  id: number;
  title: string;
  description: string;
  category_id: number | null;
  visibility: FileVisibility;
}

/** POST /v1/files/details: saves the File Details drawer. 422 field errors go to the form. */
export const updateFileDetails = (body: FileDetailsBody) =>
  http.post<{ file: FileRecord }>('/files/details', body, { expected: [422] }).then((payload) => payload.file);

export function useUpdateFileDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFileDetails,
    onSuccess: (file) => {
      queryClient.setQueryData(fileQueryKey(file.id), file);
      return queryClient.invalidateQueries({ queryKey: [...filesQueryKey, 'search'] });
    },
  });
}
