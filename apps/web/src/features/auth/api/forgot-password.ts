import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/** POST /v1/user/password/forgot: always answers success; a 6-digit code is emailed. */
export const forgotPassword = (body: { email: string }) =>
  http.post<null>('/user/password/forgot', body, { auth: false });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
