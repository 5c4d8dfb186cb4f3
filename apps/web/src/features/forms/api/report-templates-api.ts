import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type ReportTemplate, type ReportTemplatesPage, reportTemplatesQueryKey } from './forms-types';

/** GET v1/reportTemplates?form_id: a form's templates (up to 200). */
export function useFormTemplates(formId: number) {
  return useQuery({
    queryKey: [...reportTemplatesQueryKey, 'form', formId],
    queryFn: () => http.get<ReportTemplatesPage>('/reportTemplates', { query: { form_id: formId, rows: 200 } }),
    enabled: formId > 0,
  });
}

export interface ReportTemplateBody {
  form_id: number;
  form_version: number | null;
  title: string;
  standard: string | null;
  master_version: number;
  minor_version: number;
  is_master: boolean;
  is_beta: boolean;
  description: string | null;
  updated_at?: string;
}

/** POST v1/reportTemplates, or PUT v1/reportTemplates/{id}. */
export function useSaveTemplate(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReportTemplateBody) =>
      (id
        ? await http.put<{ template: ReportTemplate }>(`/reportTemplates/${id}`, body)
        : await http.post<{ template: ReportTemplate }>('/reportTemplates', body)
      ).template,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportTemplatesQueryKey }),
  });
}

/** POST v1/reportTemplates/{id}/archive or restore (status ARCHIVED or DRAFT). */
export function useArchiveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, archive }: { id: number; archive: boolean }) =>
      (await http.post<{ template: ReportTemplate }>(`/reportTemplates/${id}/${archive ? 'archive' : 'restore'}`))
        .template,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportTemplatesQueryKey }),
  });
}

/** GET v1/reportTemplates?status=DRAFT: the templates a report can be made from (up to 200). */
export const activeTemplatesQueryOptions = (quiet = false) =>
  queryOptions({
    queryKey: [...reportTemplatesQueryKey, 'active'],
    queryFn: () => http.get<ReportTemplatesPage>('/reportTemplates', { query: { status: 'DRAFT', rows: 200 }, quiet }),
  });

export function useActiveTemplates() {
  return useQuery(activeTemplatesQueryOptions());
}
