import type { SignInBody, TokenPayload } from '@fieldbook/domain/auth/auth.schemas';
import { http, type RequestOptions } from '../../../lib/http-client';
import { session } from '../../../lib/session/session-store';
import { authPath } from './auth-paths';

/** POST /v1/user/signIn; never waits for or triggers a session renewal. */
export const signIn = (body: SignInBody, options: Pick<RequestOptions, 'quiet'> = {}) =>
  http.post<TokenPayload>(authPath('signIn'), body, { ...options, auth: false });

/** Signs in and starts the session. */
export async function signInAndStart(body: Omit<SignInBody, 'guid'>): Promise<void> {
  const payload = await signIn({ ...body, guid: session.guid() });
  session.start({ token: payload.token, email: body.email });
}
