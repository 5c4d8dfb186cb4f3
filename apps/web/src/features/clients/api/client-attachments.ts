import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import type { FileRecord } from '../../files/api/file-types';
import { clientTimelineQueryKey } from './get-client-timeline';

/** POST /v1/clients/attachments/save {id: client, files: file ids}. */
export const saveClientAttachments = (body: { id: number; files: number[] }) =>
  http.post<{ files: FileRecord[] }>('/clients/attachments/save', body);
/** DELETE /v1/clients/attachments {model_id: client, id: file, key}. */
export const deleteClientAttachment = (body: { model_id: number; id: number }) =>
  http.delete<null>('/clients/attachments', { ...body, key: 'attachments' });
/** POST /v1/clients/attachments/pin {model_id: client, id: file, is_pinned, key}. */
export const pinClientAttachment = (body: { model_id: number; id: number; is_pinned: boolean }) =>
  http.post<unknown>('/clients/attachments/pin', { ...body, key: 'attachments' });

export const ATTACHMENT_MESSAGES = {
  saved: 'Attachments saved',
  pinned: 'Item pinned',
  unpinned: 'Item unpinned',
} as const;

/** The attachment calls of one client's timeline; each refreshes the timeline. */
export function useClientAttachmentActions(clientId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: clientTimelineQueryKey(clientId) });
  return {
    save: useMutation({ mutationFn: saveClientAttachments, onSuccess }),
    remove: useMutation({ mutationFn: deleteClientAttachment, onSuccess }),
    pin: useMutation({ mutationFn: pinClientAttachment, onSuccess }),
  };
}
