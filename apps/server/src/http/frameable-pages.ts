import { isBookingPagePath } from '@fieldbook/domain/booking/booking.constants';
import { portalOfHost } from '@fieldbook/domain/system/system.rules';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Helmet lets only our own pages frame any page (X-Frame-Options SAMEORIGIN, frame-ancestors 'self').
 * The public booking page is the exception: a business pastes it into its own website as an iframe, so
 * its HTML (the SPA's page, sent for a GET) may be framed by any site. Every other page keeps helmet's rule.
 */
export function letAnySiteFrameBookingPage(request: FastifyRequest, reply: FastifyReply, path: string): void {
  if (!isBookingPagePath(portalOfHost(request.hostname), path)) return;
  reply.removeHeader('x-frame-options');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
}
