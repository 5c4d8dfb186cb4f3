import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import type { NoteEntry } from './client-types';
import { clientTimelineQueryKey } from './get-client-timeline';

type Note = Omit<NoteEntry, 'key' | 'timeline_type' | 'timeline_date' | 'timeline_pinned'>;

/** POST /v1/clients/notes {id: client, value, is_hidden}. */
export const addClientNote = (body: { id: number; value: string; is_hidden?: boolean }) =>
  http.post<Note>('/clients/notes', body);
/** PUT /v1/clients/notes {id: note, value}. */
export const updateClientNote = (body: { id: number; value: string }) => http.put<Note>('/clients/notes', body);
/** DELETE /v1/clients/notes {id: note}. */
export const deleteClientNote = (id: number) => http.delete<null>('/clients/notes', { id });
/** POST /v1/clients/notes/pin {id: note, is_pinned}. */
export const pinClientNote = (body: { id: number; is_pinned: boolean }) => http.post<Note>('/clients/notes/pin', body);

/** The note calls of one client's timeline; each refreshes the timeline. */
export function useClientNoteActions(clientId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: clientTimelineQueryKey(clientId) });
  return {
    add: useMutation({ mutationFn: addClientNote, onSuccess }),
    update: useMutation({ mutationFn: updateClientNote, onSuccess }),
    remove: useMutation({ mutationFn: deleteClientNote, onSuccess }),
    pin: useMutation({ mutationFn: pinClientNote, onSuccess }),
  };
}
