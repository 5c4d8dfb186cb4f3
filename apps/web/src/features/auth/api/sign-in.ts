import type { SignInBody, TokenPayload } from '@fieldbook/domain/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { http, type RequestOptions } from '../../../lib/http-client';
import { session } from '../../../lib/session/session-store';
import { authPath } from './auth-paths';

/** POST /v1/user/signIn; never waits for or triggers a session renewal. */
export const signIn = (body: SignInBody, options: Pick<RequestOptions, 'quiet'> = {}) =>
  http.post<TokenPayload>(authPath('signIn'), body, { ...options, auth: false });

/** Signs in and starts the session. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: Omit<SignInBody, 'guid'>) => signIn({ ...body, guid: session.guid() }),
    onSuccess: (payload, body) => session.start({ token: payload.token, email: body.email }),
  });
}
