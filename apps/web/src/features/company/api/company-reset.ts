import type { CompanyResetCounts, CompanyResetStatus } from '@fieldbook/domain/company/company-reset.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

const PATH = '/business/company/reset';
/** The refusals the reset screen explains itself: not the owner, not on trial, a bad link, too many links. */
const EXPLAINED = [403, 404, 409, 429] as const;

const statusKey = (code: string) => ['company', 'reset', code];

/** GET v1/business/company/reset (no code) or …/{code}: whether a reset may go ahead, and what it erases. */
export function useCompanyResetStatus(code: string) {
  return useQuery({
    queryKey: statusKey(code),
    queryFn: () => http.get<CompanyResetStatus>(code ? `${PATH}/${encodeURIComponent(code)}` : PATH, { quiet: true }),
    retry: false,
  });
}

/** POST v1/business/company/reset: the owner's password; the server emails the confirmation link. */
export function useRequestCompanyReset() {
  return useMutation({
    mutationFn: (body: { password: string }) => http.post<null>(PATH, body, { expected: EXPLAINED }),
  });
}

/** POST v1/business/company/reset/{code}: the company name typed again; erases the records. */
export function useConfirmCompanyReset(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { company_name: string }) =>
      http.post<{ counts: CompanyResetCounts }>(`${PATH}/${encodeURIComponent(code)}`, body, { expected: EXPLAINED }),
    // Every list and record the app holds may name what was erased; the spent link's own status is
    // left as it was (asked again it would answer 404 over the success shown).
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey.join('/') !== statusKey(code).join('/') }),
  });
}
