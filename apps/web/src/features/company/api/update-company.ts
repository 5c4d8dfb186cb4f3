import type { CompanyDefaultsBody, UpdateCompanyBody } from '@fieldbook/domain/company/company.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type Company, type UserLoad, userLoadQueryKey } from '../../../lib/session/load-user';
import { companyQueryKey } from './get-company';

/** PUT /v1/business/company; a stale `updated_at` answers 409, which the form handles itself. */
export const updateCompany = (body: UpdateCompanyBody) =>
  http.put<Company>('/business/company', body, { expected: [409] });

/** PUT /v1/business/company/settings/defaults: the money and inventory defaults (same 409 rule). */
export const updateCompanyDefaults = (body: CompanyDefaultsBody) =>
  http.put<Company>('/business/company/settings/defaults', body, { expected: [409] });

/** A company save: the answer replaces the company everywhere the app reads it. */
function useCompanyMutation<Body>(save: (body: Body) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (company) => {
      queryClient.setQueryData(companyQueryKey, company);
      queryClient.setQueryData<UserLoad>(userLoadQueryKey, (load) => (load ? { ...load, company } : load));
    },
  });
}

export const useUpdateCompany = () => useCompanyMutation(updateCompany);
export const useUpdateCompanyDefaults = () => useCompanyMutation(updateCompanyDefaults);
