import { ApiError, http } from '../../../lib/http-client';
import { session } from '../../../lib/session/session-store';
import { authPath } from './auth-paths';

/**
 * POST /v1/user/logout {guid}: revokes the refresh token. The browser signs out whatever the answer; one
 * that did not reach the server (no network, a failing server) is sent again later, since until then the
 * refresh cookie left in this browser still opens the session (lib/http-client.ts, sendUnsentSignOuts).
 */
export async function logout(): Promise<void> {
  try {
    await http.post<null>(authPath('logout'), { guid: session.guid() }, { auth: false, quiet: true, expected: [401] });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) session.signOutUnsent();
  }
}
