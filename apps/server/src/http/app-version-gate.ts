import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import {
  APP_VERSION_HEADER,
  isNewerVersion,
  updateAvailableMessage,
  type VersionRefreshPayload,
} from '@fieldbook/domain/system/system.rules';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The system calls still answer: they are how an outdated page learns the version it should load.
const OPEN = /^\/v1\/system\//;
const HEADER = APP_VERSION_HEADER.toLowerCase();

/**
 * onRequest: a page built before this server (its X-App-Version older than APP_VERSION) gets the
 * platform's 503 "version refresh" before any handler runs, so an outdated page never writes with
 * old rules. Calls without the header (API clients, curl) pass untouched.
 */
export async function refuseOutdatedApp(request: FastifyRequest, reply: FastifyReply) {
  const sent = request.headers[HEADER];
  if (typeof sent !== 'string' || sent.trim() === '' || !isNewerVersion(APP_VERSION, sent)) return;
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/v1/') || OPEN.test(path)) return;
  const payload: VersionRefreshPayload = { update_available: true, version: APP_VERSION };
  return reply.code(503).send({ status: 'error', payload, errors: null, message: updateAvailableMessage(APP_VERSION) });
}
