import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
/**
 * Query values that are worth something to whoever reads the logs: codes, tokens, an OAuth state, a
 * signature, a portal document's reference, an invitation.
 */
const SECRET_QUERY_KEY = /^(code|token|state|signature|sig|key|secret|password|reference|refer)$/i;
/**
 * A path's words (a page's name: `reset`, `email-change`, `paymentProvider`), as opposed to what a link
 * carries in it: the app's codes are digits, its tokens 43 characters or signed (with a dot).
 */
const WORD = /^[a-z]+(?:-[a-z]+|[A-Z][a-z]+)*$/;
const LONGEST_WORD = 32;

/**
 * A URL as the logs show it. Some carry their secret: a signed file link's or a calendar feed's token,
 * a reset, verification or unsubscribe code, a document page's token. A served route shows as its
 * pattern with only ids filled in; any other path (the app's pages, unknown paths) keeps only its words;
 * secret query values are replaced.
 */
export function loggedUrl(url: string, pattern: string | undefined, params: Record<string, string> = {}): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const shownPath =
    pattern && !pattern.includes('*')
      ? pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? (params[name] ?? '') : REDACTED))
      : path
          .split('/')
          .map((segment) =>
            segment === '' || (segment.length <= LONGEST_WORD && WORD.test(segment)) ? segment : REDACTED,
          )
          .join('/');
  if (mark === -1) return shownPath;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY_KEY.test(key) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${shownPath}?${query}`;
}

/** The request on its "incoming request" log line (fastify's own fields, the URL as loggedUrl shows it). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url, request.routeOptions?.url, request.params as Record<string, string>),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
