import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import { APP_VERSION_HEADER } from '@fieldbook/domain/system/system.rules';
import { API_BASE } from './api-base';
import { isOnline, noteAnswered, subscribeNetwork } from './network-state';
import { type SessionPortal, session } from './session/session-store';

const SIGN_OUT_PATHS: Record<SessionPortal, string> = { business: '/user/logout', connect: '/clientConnect/logout' };
let sendingSignOuts: Promise<void> | null = null;

/**
 * Tells the server of the sign-outs made without a network (session.signOutUnsent): the refresh cookie
 * they left opens the session until then. Sent before any other request, so a new sign-in's cookie
 * never replaces the old one first, and whenever the network comes back. One that finds no network
 * or a failing server waits for the next try.
 */
export function sendUnsentSignOuts(): Promise<void> {
  if (session.unsentSignOuts().length === 0) return Promise.resolve();
  sendingSignOuts ??= (async () => {
    for (const portal of session.unsentSignOuts()) {
      try {
        const response = await fetch(`${API_BASE}${SIGN_OUT_PATHS[portal]}`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            [APP_VERSION_HEADER]: APP_VERSION,
          },
          credentials: 'include',
          body: JSON.stringify({ guid: session.guid() }),
        });
        noteAnswered();
        if (response.status < 500) session.signOutSent(portal);
      } catch {
        // No network: tried again when it is back.
      }
    }
  })().finally(() => {
    sendingSignOuts = null;
  });
  return sendingSignOuts;
}

subscribeNetwork(() => {
  if (isOnline()) void sendUnsentSignOuts();
});
