import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { filesQueryKey } from './file-types';

/** DELETE /v1/files {id}. */
export const deleteFile = (id: number) => http.delete<unknown>('/files', { id });

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...filesQueryKey, 'search'] }),
  });
}
