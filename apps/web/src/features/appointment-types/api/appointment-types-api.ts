import type {
  AppointmentTypePayload,
  SaveAppointmentTypeBody,
} from '@fieldbook/domain/appointments/appointment-types.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export const appointmentTypesQueryKey = ['appointment-types'] as const;

/** An appointment type as the server presents it. */
export type AppointmentType = AppointmentTypePayload;

/** GET v1/appointments/types/available. */
export function useAppointmentTypes(withDeleted = false) {
  return useQuery({
    queryKey: [...appointmentTypesQueryKey, { withDeleted }],
    queryFn: async () =>
      (
        await http.get<{ types: AppointmentType[] }>('/appointments/types/available', {
          query: { with_deleted: withDeleted ? 1 : undefined },
        })
      ).types,
  });
}

/** POST v1/appointments/types/save: the saved type comes back as payload.default. */
export function useSaveAppointmentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveAppointmentTypeBody) =>
      (await http.post<{ default: AppointmentType }>('/appointments/types/save', body, { expected: [409] })).default,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentTypesQueryKey }),
  });
}

/** DELETE v1/appointments/types: deletes a type, or restores a deleted one. */
export function useToggleAppointmentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await http.delete<{ type: AppointmentType }>('/appointments/types', { id })).type,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentTypesQueryKey }),
  });
}
