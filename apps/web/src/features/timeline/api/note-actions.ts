import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.constants';
import type { NotePayload as Note } from '@fieldbook/domain/notes/notes.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { recordKey, sendOrQueue } from '../../../lib/offline/app-outbox';
import type { TimelineOwner } from './timeline-types';

/** The note calls of one owner (`${basePath}/notes`); each refreshes the timeline. */
export function useNoteActions(owner: TimelineOwner) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: owner.queryKey });
  const path = `${owner.basePath}/notes`;
  return {
    /** POST {id: owner, value, is_hidden}; queued without a network (null then: the queue shows it). */
    add: useMutation({
      mutationFn: async (body: { value: string; is_hidden: boolean }): Promise<Note | null> => {
        const note = { path, id: owner.id, ...body };
        const result = await sendOrQueue(
          { kind: 'note', record: recordKey(owner.basePath, owner.id), label: 'Note', payload: note },
          (key) => http.post<Note>(path, { id: owner.id, ...body }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
        );
        return result.sent;
      },
      onSuccess,
    }),
    /** PUT {id: note, value}. */
    update: useMutation({ mutationFn: (body: { id: number; value: string }) => http.put<Note>(path, body), onSuccess }),
    /** DELETE {id: note}. */
    remove: useMutation({ mutationFn: (id: number) => http.delete<null>(path, { id }), onSuccess }),
    /** POST /pin {id: note, is_pinned}. */
    pin: useMutation({
      mutationFn: (body: { id: number; is_pinned: boolean }) => http.post<Note>(`${path}/pin`, body),
      onSuccess,
    }),
  };
}
