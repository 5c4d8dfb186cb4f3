import type { StaffPermissionOptions } from '@fieldbook/domain/staff/staff.payloads';
import type { CreateStaffBody, UpdateStaffBody } from '@fieldbook/domain/staff/staff.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import type { TimelineOwner } from '../../timeline/index';
import { type StaffUser, staffQueryKey } from './staff-types';

const USERS = '/business/company/users';

export const staffUserQueryKey = (id: number) => [...staffQueryKey, 'detail', id] as const;
const staffListQueryKey = [...staffQueryKey, 'all'] as const;

/** The staff member as a timeline owner: users/timeline, users/notes, users/attachments. */
export const staffTimelineOwner = (id: number): TimelineOwner => ({
  basePath: USERS,
  id,
  queryKey: [...staffQueryKey, 'timeline', id],
});

/** GET users?user_id: the user (licences and timeline are loaded by their own panels). */
export function useStaffUser(id: number) {
  return useQuery({
    queryKey: staffUserQueryKey(id),
    queryFn: async () => (await http.get<{ user: StaffUser }>(USERS, { query: { user_id: id }, expected: [404] })).user,
    enabled: id > 0,
  });
}

/** GET users/all: every staff member, deactivated ones flagged (the list and the staff picker). */
export function useStaffList() {
  return useQuery({
    queryKey: staffListQueryKey,
    queryFn: async () => (await http.get<{ users: StaffUser[] }>(`${USERS}/all`)).users,
  });
}

export function useStaffPermissionOptions() {
  return useQuery({
    queryKey: [...staffQueryKey, 'permissions'],
    queryFn: () => http.get<StaffPermissionOptions>(`${USERS}/permissions`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a save: the user's own entry now, and every list of staff when next shown. */
function useStaffSaved() {
  const queryClient = useQueryClient();
  return (user: StaffUser) => {
    queryClient.setQueryData(staffUserQueryKey(user.id), user);
    return queryClient.invalidateQueries({ queryKey: staffListQueryKey });
  };
}

export function useCreateStaff() {
  const saved = useStaffSaved();
  return useMutation({
    mutationFn: async (body: CreateStaffBody) => (await http.post<{ user: StaffUser }>(USERS, body)).user,
    onSuccess: saved,
  });
}

/** PUT users: a stale updated_at or a deactivated user answers 409, which the form shows. */
export function useUpdateStaff() {
  const saved = useStaffSaved();
  return useMutation({
    mutationFn: (body: UpdateStaffBody) =>
      http.put<{ user: StaffUser; requested_new_email: string | null }>(USERS, body, { expected: [409] }),
    onSuccess: (result) => saved(result.user),
  });
}

/** DELETE users: deactivates an active user (ending their sessions) or restores a deactivated one. */
export function useToggleStaff() {
  const saved = useStaffSaved();
  return useMutation({
    mutationFn: async (id: number) =>
      // A refusal (409: the owner, yourself) is the HTTP client's notice with the server's reason.
      (await http.delete<{ user: StaffUser }>(USERS, { user_id: id })).user,
    onSuccess: saved,
  });
}

/** POST v1/user/password/validate: the token that lets the next save change an email address. */
export const validatePassword = async (password: string) =>
  (await http.post<{ token: string }>('/user/password/validate', { password }, { expected: [422] })).token;
