import type { UpdateCompanyBody } from '@fieldbook/domain/company/company.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type Company, type UserLoad, userLoadQueryKey } from '../../../lib/session/load-user';
import { companyQueryKey } from './get-company';

/** PUT /v1/business/company; a stale `updated_at` answers 409, which the form handles itself. */
export const updateCompany = (body: UpdateCompanyBody) =>
  http.put<Company>('/business/company', body, { expected: [409] });

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(companyQueryKey, company);
      queryClient.setQueryData<UserLoad>(userLoadQueryKey, (load) => (load ? { ...load, company } : load));
    },
  });
}
