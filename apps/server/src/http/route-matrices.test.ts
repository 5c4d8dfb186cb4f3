import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { PERMISSION_KEYS, type PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { anyOfAccess, PORTAL_PERMISSION, ROUTE_PERMISSIONS } from '@fieldbook/domain/permissions/route-permissions';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, type Session, useTestApp, whoIs } from '../test/build-test-app';
import { type CompanyRecords, type RecordIds, seedCompanyRecords } from '../test/company-records';
import { changedTables, databaseFingerprint } from '../test/database-fingerprint';
import { NO_ID_ROUTES } from '../test/no-id-routes';
import {
  NO_ID_REQUESTS,
  PORTAL_TARGETS,
  type RequestParts,
  ROUTE_TARGETS,
  type RouteTarget,
} from '../test/route-targets';

/**
 * Tenancy and permissions over every route (ARCHITECTURE section 4), generated from the routes the
 * server registers and the domain's route-permission table:
 * - every id a route reads, given another company's record, answers exactly as an id no record has
 *   (404 for the record the route acts on) and changes nothing;
 * - every permission a route needs, missing from a user who holds every other one, answers 403 for a
 *   request on the user's own company's records and changes nothing.
 */

const ctx = useTestApp();
let alpha: CompanyRecords;
let bravo: CompanyRecords;
let member: Session;
let memberId: number;

/** An id no record has. */
const MISSING = 2_000_000_000;
/** The status an unknown id gets: the record the route acts on, a record the body refers to, a filter. */
const UNKNOWN_ID_ANSWERS = { record: 404, field: 422, lenient: 200 } as const;

const servedApiRoutes = () => [...new Set(ctx.t.app.servedRoutes.filter((route) => / \/v1\//.test(route)))].sort();

/**
 * The target's request with these ids. `inQuery` sends a DELETE's body as its query string instead,
 * which the server also accepts (plugins/request-checks.ts), so both ways are walked.
 */
function requestFor(
  route: string,
  target: RouteTarget,
  ids: Record<string, number>,
  session: { token: string },
  inQuery = false,
): InjectOptions {
  const [method = '', url = ''] = route.split(' ');
  const parts = target.request(ids);
  const { query, body } = inQuery ? { query: parts.body as RequestParts['query'], body: undefined } : parts;
  return {
    method: method as InjectOptions['method'],
    // A label in the path (:id) takes its id there.
    url: url.replace(/:(\w+)/g, (param, label: string) => (label in ids ? String(ids[label]) : param)),
    ...(query ? { query: queryOf(query) } : {}),
    ...(body ? { payload: body } : {}),
    headers: { authorization: `Bearer ${session.token}` },
  };
}

/** A query string's values as strings, leaving out the labels a request was built without. */
const queryOf = (query: NonNullable<RequestParts['query']>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );

/** The target's labels filled from one company's records. */
const idsOf = (target: RouteTarget, records: RecordIds) =>
  Object.fromEntries(Object.entries(target.ids).map(([label, kind]) => [label, records[kind]]));

/** What a client sees of an answer, with the id it was given (a prefill may echo it) blanked out. */
function answerOf(response: { statusCode: number; body: string }, id: number) {
  return { status: response.statusCode, body: response.body.replace(new RegExp(`\\b${id}\\b`, 'g'), '<id>') };
}

beforeAll(async () => {
  alpha = await seedCompanyRecords(ctx.t.app, ctx.db, 'Alpha Plumbing');
  // Every id of the other company is then far from any number an answer holds for its own reasons,
  // so an answer that merely echoes the id it was given can be compared with the missing id's.
  await ctx.db.query(
    `select setval(c.oid, 100000) from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname = 'public'`,
  );
  bravo = await seedCompanyRecords(ctx.t.app, ctx.db, 'Bravo Electrical');
  member = await addStaff(ctx.t.app, alpha.owner, 'Field Staff');
  memberId = (await whoIs(ctx.t.app, member)).userId;
});

describe('the route matrices', () => {
  it('aim at every route the server serves, each either by its ids or as taking none', () => {
    const served = servedApiRoutes();
    const listed = [...Object.keys(ROUTE_TARGETS), ...Object.keys(PORTAL_TARGETS), ...Object.keys(NO_ID_ROUTES)];
    const twice = listed.filter((route, index) => listed.indexOf(route) !== index);
    expect(twice, 'listed more than once').toEqual([]);
    const unlisted = served.filter((route) => !listed.includes(route));
    expect(
      unlisted,
      'a new route: add it to test/route-targets.ts by its ids, or to test/no-id-routes.ts with why it takes none',
    ).toEqual([]);
    const stale = listed.filter((route) => !served.includes(route));
    expect(stale, 'listed but not served').toEqual([]);
    expect(Object.keys(NO_ID_REQUESTS).filter((route) => !(route in NO_ID_ROUTES))).toEqual([]);
  });
});

/**
 * Sends the route as company A's actor with A's records, but for one label at a time that names
 * company B's record instead, then a missing one: the two answers are the same, and nothing changes.
 */
async function walkTarget(route: string, target: RouteTarget, actor: { token: string }) {
  const own = idsOf(target, alpha.ids);
  const theirs = idsOf(target, bravo.ids);
  const send = (ids: Record<string, number>, inQuery = false) =>
    ctx.t.app.inject(requestFor(route, target, ids, actor, inQuery));
  const ways = route.startsWith('DELETE ') ? [false, true] : [false];
  if (route.startsWith('GET ') || Object.values(target.unknown ?? {}).includes('lenient')) {
    // A read with the company's own ids works, so the refusals below are about the other company's.
    const own200 = await send(own);
    expect(own200.statusCode, own200.body).toBeLessThan(400);
  }
  const wrong: string[] = [];
  for (const [label, kind] of Object.entries(target.ids)) {
    const rest = target.separately ? {} : own;
    for (const inQuery of ways) {
      const name = inQuery ? `${label} (in the query)` : label;
      const foreign = theirs[label] ?? 0;
      const before = await databaseFingerprint(ctx.db);
      const crossed = await send({ ...rest, [label]: foreign }, inQuery);
      const missing = await send({ ...rest, [label]: MISSING }, inQuery);
      const changed = changedTables(before, await databaseFingerprint(ctx.db));
      if (changed.length > 0) wrong.push(`${name}: changed ${changed.join(', ')}`);
      expect(answerOf(crossed, foreign), `${name}: another company's ${kind} answers as a missing one`).toEqual(
        answerOf(missing, MISSING),
      );
      const unknown = target.unknown?.[label] ?? 'record';
      const status = UNKNOWN_ID_ANSWERS[unknown];
      if (crossed.statusCode !== status) wrong.push(`${name}: ${crossed.statusCode} ${crossed.body.slice(0, 200)}`);
      // A field error names only the reference refused, so the request is valid in every other respect.
      const errors = Object.keys(crossed.json().errors ?? {});
      if (unknown === 'field' && errors.length !== 1) wrong.push(`${name}: errors ${errors.join(', ')}`);
    }
  }
  expect(wrong).toEqual([]);
}

describe('another company’s id', () => {
  it.each(Object.entries(ROUTE_TARGETS))('%s: answers as a missing id, and changes nothing', (route, target) =>
    walkTarget(route, target, alpha.owner),
  );
});

describe('Client Connect: a business the account is not linked to, another account’s card', () => {
  it.each(Object.entries(PORTAL_TARGETS))('%s: answers as a missing id, and changes nothing', (route, target) =>
    walkTarget(route, target, alpha.portal),
  );
});

describe('a missing permission', () => {
  /**
   * Each route behind permissions, once per permission it needs: its own, and the business portal's,
   * which every such route also needs (auth.ts). The user holds every other key, so each row proves
   * that one alone.
   */
  const gated = Object.entries(ROUTE_PERMISSIONS).flatMap(([route, access]) => {
    // A route needing any one of several permissions is refused once the user holds none of them.
    const anyOf = anyOfAccess(access);
    if (anyOf) return [[route, anyOf.join(' and ')] as const, [route, PORTAL_PERMISSION] as const];
    return Array.isArray(access)
      ? [...(access as readonly PermissionKey[]), PORTAL_PERMISSION].map((key) => [route, key] as const)
      : [];
  });

  it.each(gated)('%s without %s: 403, and nothing changes', async (route, keys) => {
    const missing = keys.split(' and ');
    await ctx.db.query('update users set permissions = $1 where id = $2', [
      PERMISSION_KEYS.filter((held) => !missing.includes(held)),
      memberId,
    ]);
    const target = ROUTE_TARGETS[route] ?? { ids: {}, request: NO_ID_REQUESTS[route] ?? (() => ({})) };
    const request = requestFor(route, target, idsOf(target, alpha.ids), member);
    const before = await databaseFingerprint(ctx.db);
    const response = await ctx.t.app.inject(request);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.forbidden });
    expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
  });
});

// Last, as it writes: the requests the permission matrix sends without ids are valid ones, so their
// 403s above are about the permission alone.
describe('the requests without ids', () => {
  it.each(Object.entries(NO_ID_REQUESTS))('%s: succeeds for the owner', async (route, request) => {
    const response = await ctx.t.app.inject(requestFor(route, { ids: {}, request }, {}, alpha.owner));
    expect(response.statusCode, response.body).toBe(200);
  });
});
