import { http } from '../../../lib/http-client';
import { session } from '../../../lib/session/session-store';
import { authPath } from './auth-paths';

/** POST /v1/user/logout {guid}: revokes the refresh token; failures are ignored (we sign out locally anyway). */
export async function logout(): Promise<void> {
  try {
    await http.post<null>(authPath('logout'), { guid: session.guid() }, { auth: false, quiet: true, expected: [401] });
  } catch {
    // signing out locally is what matters
  }
}
