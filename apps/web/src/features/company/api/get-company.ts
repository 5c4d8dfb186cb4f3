import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import type { Company } from '../../../lib/session/load-user';

export const companyQueryKey = ['business', 'company'] as const;

/** GET /v1/business/company. */
export const getCompany = () => http.get<Company>('/business/company');

export const companyQueryOptions = () => queryOptions({ queryKey: companyQueryKey, queryFn: getCompany });

export function useCompany() {
  return useQuery(companyQueryOptions());
}
