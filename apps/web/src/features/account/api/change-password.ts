import type { ChangePasswordBody } from '@fieldbook/domain/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { session } from '../../../lib/session/session-store';

/** PUT /v1/user/password, or Client Connect's own PUT /v1/clientConnect/password (same body). */
export const changePassword = (body: ChangePasswordBody) =>
  http.put<null>(session.portal() === 'connect' ? '/clientConnect/password' : '/user/password', body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
