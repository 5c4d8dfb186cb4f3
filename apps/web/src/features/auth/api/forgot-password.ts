import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { authPath } from './auth-paths';

/** POST /v1/user/password/forgot: always answers success; a 6-digit code is emailed. */
export const forgotPassword = (body: { email: string }) =>
  http.post<null>(authPath('password/forgot'), body, { auth: false });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
