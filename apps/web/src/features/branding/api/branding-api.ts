import type { BrandingBody, BrandingPayload } from '@fieldbook/domain/branding/branding.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

const BRANDING = '/business/company/branding';
export const brandingQueryKey = ['business', 'company', 'branding'] as const;

export const brandingQueryOptions = () =>
  queryOptions({ queryKey: brandingQueryKey, queryFn: () => http.get<BrandingPayload>(BRANDING) });

export const useBranding = () => useQuery(brandingQueryOptions());

/** Every branding call answers the branding as saved: it replaces the cached one. */
function useBrandingMutation<Input>(call: (input: Input) => Promise<BrandingPayload>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (branding) => queryClient.setQueryData(brandingQueryKey, branding),
  });
}

/** PUT: colours and footer; 422 and a stale edit's 409 are the form's to show. */
export const useUpdateBranding = () =>
  useBrandingMutation((body: BrandingBody) => http.put<BrandingPayload>(BRANDING, body, { expected: [409, 422] }));

/** POST logo (multipart `file`) with its progress; a refused image's 422 is the page's to show. */
export const useUploadLogo = () =>
  useBrandingMutation((input: { file: File; onProgress: (fraction: number) => void }) => {
    const form = new FormData();
    form.append('file', input.file, input.file.name);
    return http.post<BrandingPayload>(`${BRANDING}/logo`, undefined, {
      upload: { form, onProgress: input.onProgress },
      expected: [422],
    });
  });

export const useRemoveLogo = () => useBrandingMutation(() => http.delete<BrandingPayload>(`${BRANDING}/logo`));
