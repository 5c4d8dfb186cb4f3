import type {
  CommunicationTemplate,
  SaveTemplateBody,
  TemplateDetail,
} from '@fieldbook/domain/communication-templates/communication-templates.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

const BASE = '/communication-templates';
export const templatesQueryKey = ['communication-templates'] as const;
const detailKey = (id: string) => [...templatesQueryKey, 'detail', id] as const;

/** GET communication-templates: every kind and channel, customised or the default. */
export function useCommunicationTemplates() {
  return useQuery({
    queryKey: [...templatesQueryKey, 'list'],
    queryFn: async () => (await http.get<{ templates: CommunicationTemplate[] }>(BASE)).templates,
  });
}

/** GET communication-templates/one: the template, its default and its merge fields. */
export function useCommunicationTemplate(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: () => http.get<TemplateDetail>(`${BASE}/one`, { query: { id }, expected: [404] }),
    retry: false,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return (detail: TemplateDetail) => {
    queryClient.setQueryData(detailKey(detail.template.id), detail);
    return queryClient.invalidateQueries({ queryKey: [...templatesQueryKey, 'list'] });
  };
}

/** PUT communication-templates: 422s (per field) are the page's to show. */
export function useSaveTemplate() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: SaveTemplateBody) => http.put<TemplateDetail>(BASE, body, { expected: [422] }),
    onSuccess: saved,
  });
}

/** DELETE communication-templates: back to the built-in text. */
export function useResetTemplate() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (id: string) => http.delete<TemplateDetail>(BASE, { id }),
    onSuccess: saved,
  });
}
