import type { CreateFormInput, FormsListQuery } from '@fieldbook/domain/forms/forms.schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type Form, type FormsPage, formsQueryKey } from './forms-types';

const formQueryKey = (id: number, version?: number) => [...formsQueryKey, 'detail', id, version ?? 'current'] as const;

export type FormsListParams = Partial<Pick<FormsListQuery, 'search' | 'status' | 'page' | 'rows'>>;

/** GET v1/forms: one page, the last page kept on screen while the next loads. */
export function useFormsList(params: FormsListParams) {
  return useQuery({
    queryKey: [...formsQueryKey, 'list', params],
    queryFn: () =>
      http.get<FormsPage>('/forms', {
        query: { search: params.search || undefined, status: params.status, page: params.page, rows: params.rows },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET v1/forms/{id}[?version=n]; `quiet` for a read ahead, whose failure nobody is waiting for. */
export const formQueryOptions = (id: number, version?: number, quiet = false) =>
  queryOptions({
    queryKey: formQueryKey(id, version),
    queryFn: async () =>
      (await http.get<{ form: Form }>(`/forms/${id}`, { query: { version }, expected: [404], quiet })).form,
  });

export function useForm(id: number, version?: number) {
  return useQuery({ ...formQueryOptions(id, version), enabled: id > 0 });
}

function useFormSaved() {
  const queryClient = useQueryClient();
  return (form: Form) => {
    queryClient.setQueryData(formQueryKey(form.id), form);
    return queryClient.invalidateQueries({ queryKey: formsQueryKey });
  };
}

export type SaveFormBody = CreateFormInput & { updated_at?: string };

/** POST v1/forms, or PUT v1/forms/{id} (a changed definition becomes a new version). */
export function useSaveForm(id: number | null) {
  const saved = useFormSaved();
  return useMutation({
    mutationFn: async (body: SaveFormBody) =>
      (id ? await http.put<{ form: Form }>(`/forms/${id}`, body) : await http.post<{ form: Form }>('/forms', body))
        .form,
    onSuccess: saved,
  });
}

/** POST v1/forms/{id}/archive or restore. */
export function useArchiveForm(id: number) {
  const saved = useFormSaved();
  return useMutation({
    mutationFn: async (archive: boolean) =>
      (await http.post<{ form: Form }>(`/forms/${id}/${archive ? 'archive' : 'restore'}`)).form,
    onSuccess: saved,
  });
}
