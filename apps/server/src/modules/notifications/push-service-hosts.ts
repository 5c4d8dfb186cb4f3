/**
 * The browsers' push services (Chrome's FCM, Firefox's autopush, Edge's WNS, Safari's): a subscription's
 * endpoint is one of their hosts or a subdomain of one, on https's own port. The server posts to the
 * endpoint, so any other address would let a user point it at an internal host.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** Whether the server may post to this endpoint: a push service's, or (local stand-ins) any when allowed. */
export function isPushServiceEndpoint(endpoint: string, allowAnyHost = false): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowAnyHost) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
