import type { NotePayload as Note } from '@fieldbook/domain/notes/notes.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import type { TimelineOwner } from './timeline-types';

/** The note calls of one owner (`${basePath}/notes`); each refreshes the timeline. */
export function useNoteActions(owner: TimelineOwner) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: owner.queryKey });
  const path = `${owner.basePath}/notes`;
  return {
    /** POST {id: owner, value, is_hidden}. */
    add: useMutation({
      mutationFn: (body: { value: string; is_hidden: boolean }) => http.post<Note>(path, { id: owner.id, ...body }),
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
