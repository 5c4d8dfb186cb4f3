import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { PERMISSION_KEYS, type PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import {
  anyOfAccess,
  PORTAL_ESSENTIAL_ROUTES,
  PORTAL_PERMISSION,
  ROUTE_PERMISSIONS,
  type RouteAccess,
} from '@fieldbook/domain/permissions/route-permissions';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, registerBusiness, type Session, useTestApp, whoIs } from '../test/build-test-app';

/**
 * The permission walk (issue 5): every route the server serves is in the domain's table, and each
 * answers 403 exactly when the caller lacks a permission the table names for it. Every staff route
 * but the account essentials also needs canAccessPortalBusiness (issue 21), so the walks by the
 * table's permissions hold it throughout, and one walk proves it on its own.
 */

const ctx = useTestApp();
let member: Session;
let memberId: number;

/** Routes that are not the API: the docs and the web app's files. */
const isApi = (route: string) => / \/v1\//.test(route);

/** A request to the route with an empty body and ids that do not exist: the guard answers before anything else. */
function requestFor(route: string, session?: Session): InjectOptions {
  const [method, path = ''] = route.split(' ');
  const url = path.replace(/:[a-z_]+/gi, 'no-such-thing');
  const headers = session ? { authorization: `Bearer ${session.token}` } : {};
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return {
    method: method as InjectOptions['method'],
    url,
    headers,
    ...(hasBody || method === 'DELETE' ? { payload: {} } : {}),
  };
}

/** The permissions a route needs all of, or null (any-of routes: anyOfAccess). */
const gatedBy = (access: RouteAccess): readonly PermissionKey[] | null =>
  typeof access === 'string' || 'anyOf' in access ? null : access;

/** Client Connect's own routes: a staff session is no session there. */
const isClientRoute = (route: string) => ROUTE_PERMISSIONS[route] === 'client';

async function holdOnly(keys: readonly string[]) {
  await ctx.db.query('update users set permissions = $1 where id = $2', [keys, memberId]);
}

async function statusOf(route: string) {
  return (await ctx.t.app.inject(requestFor(route, member))).statusCode;
}

/** Holds these keys with the portal itself, so the route's own permissions decide. */
const holdInPortal = (keys: readonly string[]) => holdOnly([PORTAL_PERMISSION, ...keys]);

const apiRoutes = () => [...new Set(ctx.t.app.servedRoutes.filter(isApi))].sort();
// Logging out ends the session every other call uses: it is walked on its own, last.
const walked = () => apiRoutes().filter((route) => route !== 'POST /v1/user/logout');

beforeAll(async () => {
  const owner = await registerBusiness(ctx.t.app);
  member = await addStaff(ctx.t.app, owner, 'Field Staff');
  memberId = (await whoIs(ctx.t.app, member)).userId;
});

describe('the route permission table', () => {
  it('names every route the server serves, and nothing it does not', () => {
    expect(apiRoutes()).toEqual(Object.keys(ROUTE_PERMISSIONS).sort());
  });

  it('refuses every gated route to a user holding only the portal, and lets them use the signed-in ones', async () => {
    await holdInPortal([]);
    const wrong: string[] = [];
    for (const route of walked()) {
      const status = await statusOf(route);
      const access = ROUTE_PERMISSIONS[route] ?? 'public';
      const refused = status === 403 || status === 401;
      if (isClientRoute(route)) {
        if (status !== 401) wrong.push(`${route} → ${status}`);
      } else if (gatedBy(access) || anyOfAccess(access) ? status !== 403 : refused) wrong.push(`${route} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  // Every route for each permission: more than the 30 s default on a busy 2-core machine.
  it('with each single permission, refuses exactly the routes that need another one', async () => {
    const used = [
      ...new Set(
        Object.values(ROUTE_PERMISSIONS).flatMap((access) => [
          ...(gatedBy(access) ?? []),
          ...(anyOfAccess(access) ?? []),
        ]),
      ),
    ];
    expect(used.every((key) => PERMISSION_KEYS.includes(key))).toBe(true);
    const wrong: string[] = [];
    for (const key of used) {
      await holdInPortal([key]);
      for (const route of walked()) {
        const access = ROUTE_PERMISSIONS[route] ?? 'public';
        const needs = gatedBy(access);
        const anyOf = anyOfAccess(access);
        if (!needs && !anyOf) continue;
        const allowed = needs ? needs.every((need) => need === key) : (anyOf ?? []).includes(key);
        const status = await statusOf(route);
        if (allowed === (status === 403)) wrong.push(`${key}: ${route} → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lets a route needing several permissions through once all are held', async () => {
    const wrong: string[] = [];
    for (const route of walked()) {
      const needs = gatedBy(ROUTE_PERMISSIONS[route] ?? 'public');
      if (!needs || needs.length < 2) continue;
      await holdInPortal(needs);
      const status = await statusOf(route);
      if (status === 403) wrong.push(`${route} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('without canAccessPortalBusiness, refuses every staff route but the account essentials, whatever else is held', async () => {
    await holdOnly(PERMISSION_KEYS.filter((key) => key !== PORTAL_PERMISSION));
    const wrong: string[] = [];
    for (const route of walked()) {
      const access = ROUTE_PERMISSIONS[route] ?? 'public';
      const response = await ctx.t.app.inject(requestFor(route, member));
      if (access === 'public' || access === 'client') continue;
      const essential = PORTAL_ESSENTIAL_ROUTES.includes(route);
      const refused = response.statusCode === 403 && response.json().message === AUTH_MESSAGES.forbidden;
      if (essential === refused) wrong.push(`${route} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(PORTAL_ESSENTIAL_ROUTES.every((route) => ROUTE_PERMISSIONS[route] === 'signed-in')).toBe(true);
  });

  it('answers 401 without a session on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      const status = (await ctx.t.app.inject(requestFor(route))).statusCode;
      const isPublic = ROUTE_PERMISSIONS[route] === 'public';
      if (isPublic ? status === 403 : status !== 401) wrong.push(`${route} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});
