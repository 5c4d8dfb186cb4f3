import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sets a refresh token's cookie: read by its own path alone (refresh and sign-out), never by script or
 * from another site, and Secure whenever the site is served over TLS. The request tells, or PUBLIC_URL
 * does: behind a TLS proxy whose headers TRUST_PROXY does not trust, every request looks like plain HTTP.
 */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; path: string; token: string; expires: Date },
): void {
  reply.setCookie(cookie.name, cookie.token, {
    path: cookie.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https' || request.server.config.PUBLIC_URL.startsWith('https://'),
    expires: cookie.expires,
  });
}
