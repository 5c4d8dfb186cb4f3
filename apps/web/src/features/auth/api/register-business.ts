import type { RegisterBusinessBody, TokenPayload } from '@fieldbook/domain/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { session } from '../../../lib/session/session-store';

/** POST /v1/register/business: creates the company and its owner, and signs in. */
export const registerBusiness = (body: RegisterBusinessBody) =>
  http.post<TokenPayload>('/register/business', body, { auth: false });

export function useRegisterBusiness() {
  return useMutation({
    mutationFn: (body: Omit<RegisterBusinessBody, 'guid'>) => registerBusiness({ ...body, guid: session.guid() }),
    onSuccess: (payload, body) => session.start({ token: payload.token, email: body.email }),
  });
}
