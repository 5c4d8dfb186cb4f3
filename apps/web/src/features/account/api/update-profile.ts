import type { UpdateProfileBody } from '@fieldbook/domain/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type UserDetails, type UserLoad, userLoadQueryKey } from '../../../lib/session/load-user';

/** PUT /v1/user/profile: the password is needed only when the email changes. */
export const updateProfile = (body: UpdateProfileBody) => http.put<UserDetails>('/user/profile', body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (details) => {
      queryClient.setQueryData<UserLoad>(userLoadQueryKey, (load) => (load ? { ...load, details } : load));
    },
  });
}
