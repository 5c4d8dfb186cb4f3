import type { LicenceTypePayload } from '@fieldbook/domain/licences/licence-types.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { licencesQueryKey } from './licence-types';

/** The company's catalogue of licence types ("Gasfitter Type A"), which licences and appointment types name. */
export type LicenceTypeOption = LicenceTypePayload;

const TYPES = '/business/company/licences/types';
const catalogueKey = [...licencesQueryKey, 'catalogue'] as const;

/** GET licences/types: the live types by name, and the archived ones too when asked. */
export function useLicenceTypeOptions(includeArchived = false) {
  return useQuery({
    queryKey: [...catalogueKey, includeArchived],
    queryFn: async () =>
      (
        await http.get<{ licence_types: LicenceTypeOption[] }>(TYPES, {
          query: includeArchived ? { include_archived: 1 } : {},
        })
      ).licence_types,
  });
}

function useCatalogueChange<T>(send: (input: T) => Promise<{ licence_type: LicenceTypeOption }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await send(input)).licence_type,
    // Licences show their type's name: a rename reaches them too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licencesQueryKey }),
  });
}

export const useCreateLicenceType = () =>
  useCatalogueChange((name: string) => http.post<{ licence_type: LicenceTypeOption }>(TYPES, { name }));

export const useRenameLicenceType = () =>
  useCatalogueChange((input: { id: number; name: string }) =>
    http.put<{ licence_type: LicenceTypeOption }>(TYPES, { licence_type_id: input.id, name: input.name }),
  );

/** DELETE: archives a live type or restores an archived one. */
export const useToggleLicenceType = () =>
  useCatalogueChange((id: number) => http.delete<{ licence_type: LicenceTypeOption }>(TYPES, { licence_type_id: id }));
