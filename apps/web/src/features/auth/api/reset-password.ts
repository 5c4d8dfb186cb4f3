import type { ResetPasswordBody } from '@fieldbook/domain/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { authPath } from './auth-paths';

/** POST /v1/user/password/reset. */
export const resetPassword = (body: ResetPasswordBody) =>
  http.post<null>(authPath('password/reset'), body, { auth: false });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
