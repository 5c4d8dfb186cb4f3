import type { ChangePasswordBody } from '@fieldbook/domain/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/** PUT /v1/user/password. */
export const changePassword = (body: ChangePasswordBody) => http.put<null>('/user/password', body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
