import { hash } from 'node:crypto';
import { todayIn } from '@fieldbook/domain/dates/date-codec';
import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listVersionsOf } from '../db/list-versions';
import { authOf } from './auth';

/**
 * Tables a list answer is made of. Each carries the `bump_list_version` trigger (migration 0040):
 * http/fresh-lists.test.ts checks it, and that each list reads no other table.
 */
export const LISTED_TABLES = [
  'appointments',
  'appointment_attendees',
  'appointment_clients',
  'appointment_reminders',
  'appointment_type_links',
  'appointment_types',
  'clients',
  'client_addresses',
  'client_emails',
  'client_phones',
  'client_group_members',
  'client_groups',
  'documents',
  'inventory_items',
  'payments',
  'licences',
  'users',
  'companies',
] as const;
export type ListedTable = (typeof LISTED_TABLES)[number];

/** Every list reads its staff's names and permissions and its company's settings. */
const ALWAYS: readonly ListedTable[] = ['users', 'companies'];

/**
 * A permission set's sorted JSON, kept per array: the session check shares one frozen array per distinct
 * set (http/auth.ts), so this is worked out once per set instead of sorting every request's copy.
 */
const sortedPermissions = new WeakMap<readonly string[], string>();
function permissionsKey(permissions: readonly string[]): string {
  let key = sortedPermissions.get(permissions);
  if (key === undefined) {
    key = JSON.stringify([...permissions].sort());
    sortedPermissions.set(permissions, key);
  }
  return key;
}

const WEAK = /^W\//;
const matches = (header: string | undefined, tag: string) =>
  header === tag ||
  (!!header && header.split(',').some((candidate) => candidate.trim().replace(WEAK, '') === tag.replace(WEAK, '')));

/**
 * Route hooks for a list or calendar read (issue 35): the answer's ETag is a digest of what can change
 * it for this caller — the request (body and query), the user and their permissions, the company's
 * timezone and today's date there, the app's version, and the list versions of the tables it reads,
 * which the writing transaction bumps at commit on every server's shared database. The versions are
 * read before the list, so an answer is never tagged newer than its rows. A matching If-None-Match
 * answers 304 with no body and no list SQL: the session check alone, which reads the versions too. Answers keep
 * `Cache-Control: no-store` (http/no-store.ts): browsers keep nothing, the app sends If-None-Match
 * itself from the answer it holds in memory (apps/web's api client).
 *
 * `vary` adds what else the answer depends on (a list sorted by distance from now: the minute).
 */
export function freshList(tables: readonly ListedTable[], vary?: (request: FastifyRequest) => unknown) {
  const read = [...new Set([...ALWAYS, ...tables])].sort();
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const auth = authOf(request);
      // The session check read them with the session (http/auth.ts); a context made otherwise reads them.
      const versions = auth.listVersions ?? (await listVersionsOf(request.server.db, auth.companyId));
      const timezone = auth.timezone ?? 'UTC';
      // One-shot hash (no Hash object per request); the sorted permissions follow the array's JSON.
      const digest = hash(
        'sha1',
        JSON.stringify([
          APP_VERSION,
          request.routeOptions.url,
          request.body ?? null,
          request.query ?? null,
          auth.companyId,
          auth.userId,
          timezone,
          todayIn(timezone),
          read.map((table) => versions[table] ?? 0),
          vary?.(request) ?? null,
        ]) + permissionsKey(auth.permissions),
        'base64url',
      );
      const tag = `"${digest}"`;
      reply.header('etag', tag);
      if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
    },
    // Only an answer carries the tag; an error never does.
    async onSend(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.statusCode >= 400) reply.removeHeader('etag');
      return payload;
    },
  };
}

/**
 * The ETag `freshList` gave this answer. It names the answer exactly, so what was made for it may be kept
 * under it; a route without the hooks has none, and refuses rather than share one key.
 */
export function answerTag(reply: FastifyReply): string {
  const tag = reply.getHeader('etag');
  if (typeof tag !== 'string') throw new Error('This route answers without a fresh-list ETag.');
  return tag;
}
