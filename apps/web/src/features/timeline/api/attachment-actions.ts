import type { attachmentsSavedSchema } from '@fieldbook/domain/timeline/timeline.schemas';
import type { z } from '@fieldbook/domain/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { recordKey, sendOrQueue } from '../../../lib/offline/app-outbox';
import { keepFile, sendFile } from '../../../lib/offline/outbox-senders';
import type { TimelineOwner } from './timeline-types';

export const ATTACHMENT_MESSAGES = {
  saved: 'Attachments saved',
  photoAdded: 'Photo added',
  pinned: 'Item pinned',
  unpinned: 'Item unpinned',
} as const;

/** Every attachment entry shares this key; the calls name it. */
const KEY = 'attachments';

/** The attachment calls of one owner (`${basePath}/attachments`); each refreshes the timeline. */
export function useAttachmentActions(owner: TimelineOwner) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: owner.queryKey });
  const path = `${owner.basePath}/attachments`;
  return {
    /** POST /save {id: owner, files: file ids}. */
    save: useMutation({
      mutationFn: (files: number[]) =>
        http.post<z.infer<typeof attachmentsSavedSchema>>(`${path}/save`, { id: owner.id, files }),
      onSuccess,
    }),
    /**
     * A photo from the camera: uploaded and attached now, or kept on the device (the Blob) and sent by
     * the outbox when the network is back. Answers whether it was sent.
     */
    addPhoto: useMutation({
      mutationFn: async (photo: File) => {
        const payload = { path, id: owner.id, file: await keepFile(photo, photo.name) };
        const change = {
          kind: 'file',
          record: recordKey(owner.basePath, owner.id),
          label: `Photo ${photo.name}`,
          payload,
        };
        return (await sendOrQueue(change, (key) => sendFile(payload, key))).sent !== null;
      },
      onSuccess,
    }),
    /** DELETE {model_id: owner, id: file, key}. */
    remove: useMutation({
      mutationFn: (id: number) => http.delete<null>(path, { model_id: owner.id, id, key: KEY }),
      onSuccess,
    }),
    /** POST /pin {model_id: owner, id: file, is_pinned, key}. */
    pin: useMutation({
      mutationFn: (body: { id: number; is_pinned: boolean }) =>
        http.post<unknown>(`${path}/pin`, { model_id: owner.id, ...body, key: KEY }),
      onSuccess,
    }),
  };
}
