import { session } from '../../../lib/session/session-store';

/**
 * The sign-in calls of the page's portal: staff use v1/user/…, Client Connect the same shapes at
 * v1/clientConnect/… (so the sign-in, password and logout screens serve both portals).
 */
export const authPath = (path: 'signIn' | 'logout' | 'password/forgot' | 'password/reset' | 'email/unsubscribe') =>
  `${session.portal() === 'connect' ? '/clientConnect' : '/user'}/${path}`;
