import type { CreateLicenceBody, UpdateLicenceBody } from '@fieldbook/domain/licences/licences.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import type { TimelineOwner } from '../../timeline/index';
import { type Licence, licencesQueryKey } from './licence-types';

const LICENCES = '/business/company/licences';

const licenceQueryKey = (id: number) => [...licencesQueryKey, 'detail', id] as const;

export const licenceTimelineOwner = (id: number): TimelineOwner => ({
  basePath: LICENCES,
  id,
  queryKey: [...licencesQueryKey, 'timeline', id],
});

/** GET licences/all?user_id: one staff member's licences, active (soonest expiry first) then archived. */
export function useUserLicences(userId: number) {
  return useQuery({
    queryKey: [...licencesQueryKey, 'user', userId],
    queryFn: async () =>
      (await http.get<{ licences: Licence[] }>(`${LICENCES}/all`, { query: { user_id: userId } })).licences,
  });
}

export function useLicence(id: number) {
  return useQuery({
    queryKey: licenceQueryKey(id),
    queryFn: async () =>
      (await http.get<{ licence: Licence }>(LICENCES, { query: { licence_id: id }, expected: [404] })).licence,
    enabled: id > 0,
  });
}

function useLicenceSaved() {
  const queryClient = useQueryClient();
  return (licence: Licence) => {
    queryClient.setQueryData(licenceQueryKey(licence.id), licence);
    return queryClient.invalidateQueries({ queryKey: licencesQueryKey });
  };
}

export function useCreateLicence() {
  const saved = useLicenceSaved();
  return useMutation({
    mutationFn: async (body: CreateLicenceBody) => (await http.post<{ licence: Licence }>(LICENCES, body)).licence,
    onSuccess: saved,
  });
}

/** PUT: a stale updated_at or an archived licence answers 409, which the form shows. */
export function useUpdateLicence() {
  const saved = useLicenceSaved();
  return useMutation({
    mutationFn: async (body: UpdateLicenceBody) =>
      (await http.put<{ licence: Licence }>(LICENCES, body, { expected: [409] })).licence,
    onSuccess: saved,
  });
}

/** DELETE: archives an active licence or restores an archived one. */
export function useToggleLicence() {
  const saved = useLicenceSaved();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete<{ licence: Licence }>(LICENCES, { licence_id: id })).licence,
    onSuccess: saved,
  });
}
