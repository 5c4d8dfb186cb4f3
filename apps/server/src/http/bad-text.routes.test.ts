import { TEXT_MESSAGES } from '@fieldbook/domain/inputs/text.rules';
import { ROUTE_PERMISSIONS } from '@fieldbook/domain/permissions/route-permissions';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetParts, SAFE_SVG } from '../modules/drawing-assets/drawing-assets-test-kit';
import { multipart } from '../modules/files/files-test-kit';
import { as, STRONG_PASSWORD, useTestApp } from '../test/build-test-app';
import { type CompanyRecords, seedCompanyRecords } from '../test/company-records';
import { changedTables, databaseFingerprint } from '../test/database-fingerprint';
import { NO_ID_REQUESTS, PORTAL_TARGETS, type RequestParts, ROUTE_TARGETS } from '../test/route-targets';
import { BAD_TEXT_KEYS_MAX } from './bad-text';

/**
 * Issue 32: a NUL (PostgreSQL refuses it) or a lone UTF-16 surrogate (JSON's `\ud800`; no UTF-8 for
 * it) in any parameter, query value or JSON string is a 422 on that field (http/bad-text.ts), never a
 * 500, and nothing changes: no row, no email.
 */

const ctx = useTestApp();
let alpha: CompanyRecords;

beforeAll(async () => {
  alpha = await seedCompanyRecords(ctx.t.app, ctx.db, 'Bad Bytes Plumbing');
});

const BAD = [
  ['a NUL', '\u0000'],
  ['a lone surrogate', '\ud800'],
] as const;

/** The 422 of the refusal: each key with the domain message, and nothing else. */
function expectRefused(response: { statusCode: number; body: string; json(): unknown }, keys: string[]) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toEqual({
    status: 'error',
    payload: null,
    errors: Object.fromEntries(keys.map((key) => [key, [TEXT_MESSAGES.badCharacters]])),
    message: TEXT_MESSAGES.badCharacters,
  });
}

/** Sends the request and checks the refusal changed nothing anywhere (the outboxes are tables too). */
async function sendUnchanged(request: InjectOptions) {
  const before = await databaseFingerprint(ctx.db);
  const response = await ctx.t.app.inject(request);
  return { response, changed: changedTables(before, await databaseFingerprint(ctx.db)) };
}

const authorized = (token: string | null, options: InjectOptions): InjectOptions =>
  token ? { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } } : options;

describe('the routes that answered 500 (a NUL) or stored mangled text (a lone surrogate)', () => {
  /** [route, the request with `bad` in one real field, that field's key, signed in as the owner]. */
  const cases: [string, (bad: string) => RequestParts, string, boolean][] = [
    [
      'POST /v1/user/signIn',
      (bad) => ({ body: { email: `owner${bad}@example.com`, password: STRONG_PASSWORD, guid: 'g-1' } }),
      'email',
      false,
    ],
    [
      'POST /v1/register/business',
      (bad) => ({
        body: {
          company_name: `Null${bad} Pty Ltd`,
          first_name: 'Nel',
          last_name: 'Null',
          email: 'nel.null@example.com',
          password: STRONG_PASSWORD,
        },
      }),
      'company_name',
      false,
    ],
    ['POST /v1/user/password/forgot', (bad) => ({ body: { email: `owner${bad}@example.com` } }), 'email', false],
    [
      'POST /v1/user/password/reset',
      (bad) => ({ body: { email: 'owner@example.com', code: `12${bad}34`, password: STRONG_PASSWORD } }),
      'code',
      false,
    ],
    ['POST /v1/clients/search', (bad) => ({ body: { filter: `Har${bad}bour` } }), 'filter', true],
    ['POST /v1/appointments/search', (bad) => ({ body: { filter: `Serv${bad}ice` } }), 'filter', true],
    ['POST /v1/quotation/search', (bad) => ({ body: { filter: `Q${bad}` } }), 'filter', true],
    ['POST /v1/invoice/search', (bad) => ({ body: { filter: `I${bad}` } }), 'filter', true],
    ['POST /v1/payments/search', (bad) => ({ body: { filter: `P${bad}` } }), 'filter', true],
    ['POST /v1/inventory/defaults/filter', (bad) => ({ body: { search: `tap${bad}` } }), 'search', true],
    [
      'POST /v1/clients/notes',
      (bad) => ({ body: { id: alpha.ids.client, value: `<p>Gate ${bad} code</p>` } }),
      'value',
      true,
    ],
    [
      'PUT /v1/clients/notes',
      (bad) => ({ body: { id: alpha.ids.clientNote, value: `<p>Gate ${bad} code</p>` } }),
      'value',
      true,
    ],
    [
      'POST /v1/feedback',
      (bad) => ({ body: { kind: 'PROBLEM', message: `It broke${bad}`, page_path: '/business' } }),
      'message',
      true,
    ],
    [
      'PUT /v1/communication-templates',
      (bad) => ({ body: { id: 'payment_receipt.EMAIL', subject: `Thanks${bad}`, body: 'We received it.' } }),
      'subject',
      true,
    ],
    [
      'POST /v1/communication-templates/preview',
      (bad) => ({ body: { id: 'payment_receipt.EMAIL', subject: 'Thanks', body: `We${bad} received it.` } }),
      'body',
      true,
    ],
    [
      'PUT /v1/clients',
      (bad) => ({
        body: {
          id: alpha.ids.client,
          first_name: 'Jane',
          reference_id: 'R-1',
          emails: [{ type: 'PRIMARY', email_address: `jane${bad}@example.com` }],
        },
      }),
      'emails.0.email_address',
      true,
    ],
    // A key can be bad too (answers are stored as jsonb): it is reported on its parent, never echoed.
    [
      'POST /v1/reports',
      (bad) => ({
        body: {
          template_id: alpha.ids.reportTemplate,
          appointment_id: alpha.ids.appointment,
          answers: { [`make${bad}`]: 'Rinnai' },
        },
      }),
      'answers',
      true,
    ],
  ];

  it.each(
    cases.flatMap(([route, request, key, signedIn]) =>
      BAD.map(([what, bad]) => [route, what, bad, request, key, signedIn] as const),
    ),
  )('%s with %s: 422 on the field, nothing stored or sent', async (route, _what, bad, request, key, signedIn) => {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    const { body } = request(bad);
    const { response, changed } = await sendUnchanged(
      authorized(signedIn ? alpha.owner.token : null, { method, url, payload: body }),
    );
    expectRefused(response, [key]);
    expect(changed).toEqual([]);
  });

  it.each([
    ['GET /v1/files/search', { filter: 'pl\u0000an' }, 'filter'],
    ['GET /v1/inventory/all', { search: 'ta\u0000p' }, 'search'],
    ['GET /v1/clients/timeline', { id: 'CLIENT', search: 'ga\u0000te' }, 'search'],
    ['GET /v1/appointments/staff', { search: 'Ol\u0000' }, 'search'],
    ['GET /v1/business/company/users/logs', { search: 'up\u0000dated' }, 'search'],
    ['GET /v1/addresses/search', { q: '1 Main\u0000 St' }, 'q'],
  ])('%s with a NUL in the query: 422 on the field', async (route, query, key) => {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    const filled = Object.fromEntries(
      Object.entries(query).map(([name, value]) => [name, value === 'CLIENT' ? String(alpha.ids.client) : value]),
    );
    const { response, changed } = await sendUnchanged(authorized(alpha.owner.token, { method, url, query: filled }));
    expectRefused(response, [key]);
    expect(changed).toEqual([]);
  });

  it('names every bad field at once, at any depth', async () => {
    const response = await as(ctx.t.app, alpha.owner, {
      method: 'POST',
      url: '/v1/clients',
      payload: {
        first_name: 'Jane\u0000',
        reference_id: 'R-2',
        addresses: [{ type: 'PRIMARY', address_line_1: '1 Main St', note: 'side gate\ud800' }],
      },
    });
    expectRefused(response, ['addresses.0.note', 'first_name']);
  });

  it('names at most BAD_TEXT_KEYS_MAX fields, however many are bad (anonymous, any route)', async () => {
    // A million bad strings was 8.9 s of one request and a 61 MB answer naming each of them.
    const junk = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, '\u0000']));
    const { response, changed } = await sendUnchanged({
      method: 'POST',
      url: '/v1/user/signIn',
      payload: { email: 'owner@example.com', password: STRONG_PASSWORD, guid: 'g-1', junk },
    });
    expect(response.statusCode).toBe(422);
    const { errors, message } = response.json();
    expect(Object.keys(errors)).toHaveLength(BAD_TEXT_KEYS_MAX);
    expect(new Set(Object.values(errors).flat())).toEqual(new Set([TEXT_MESSAGES.badCharacters]));
    expect(message).toBe(TEXT_MESSAGES.badCharacters);
    expect(changed).toEqual([]);
  });

  it('refuses a bad multipart field (a drawing asset’s name), storing nothing', async () => {
    const upload = multipart(
      assetParts({ name: 'meter.svg', data: SAFE_SVG }, { name: 'Meter\u0000box', category: 'Plumbing' }),
    );
    const { response, changed } = await sendUnchanged(
      authorized(alpha.owner.token, {
        method: 'POST',
        url: '/v1/drawings/assets',
        payload: upload.payload,
        headers: upload.headers,
      }),
    );
    expectRefused(response, ['name']);
    expect(changed).toEqual([]);
  });
});

describe('every route the server serves', () => {
  const servedApiRoutes = () => [...new Set(ctx.t.app.servedRoutes.filter((route) => / \/v1\//.test(route)))].sort();

  /** A valid request for the route on the company's own records where the route matrices have one. */
  function baseRequest(route: string) {
    const target = ROUTE_TARGETS[route] ?? PORTAL_TARGETS[route];
    const ids = Object.fromEntries(Object.entries(target?.ids ?? {}).map(([label, kind]) => [label, alpha.ids[kind]]));
    const parts = target ? target.request(ids) : (NO_ID_REQUESTS[route]?.() ?? {});
    const portal = ROUTE_PERMISSIONS[route] === 'client' || route in PORTAL_TARGETS;
    return { ids, parts, token: portal ? alpha.portal.token : alpha.owner.token };
  }

  /** The path of the first string in a JSON value, depth first, or null. */
  function firstString(value: unknown, path: string[] = []): string[] | null {
    if (typeof value === 'string') return path;
    if (value === null || typeof value !== 'object') return null;
    for (const [key, child] of Object.entries(value)) {
      const found = firstString(child, [...path, key]);
      if (found) return found;
    }
    return null;
  }

  /** The value with `bad` appended to the string at `path` (a structured copy). */
  function poisonAt(value: unknown, path: string[], bad: string): unknown {
    const copy = structuredClone(value) as Record<string, unknown>;
    let parent = copy;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    const last = path[path.length - 1] as string;
    parent[last] = `${String(parent[last])}${bad}`;
    return copy;
  }

  /** The route's request with `bad` in its first string (a body's, else the query's), or in a `probe` field. */
  function poisoned(route: string, bad: string): { request: InjectOptions; key: string } {
    const [method = 'GET', path = ''] = route.split(' ');
    const { ids, parts, token } = baseRequest(route);
    const url = path.replace(/:(\w+)/g, (_param, label: string) => String(ids[label] ?? 'no-such-thing'));
    const query = Object.fromEntries(
      Object.entries(parts.query ?? {}).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.map(String) : String(value),
      ]),
    );
    const withBody = method !== 'GET';
    const body = withBody ? (parts.body ?? {}) : undefined;
    const inBody = body ? firstString(body) : null;
    let key: string;
    let payload = body;
    if (inBody && inBody.length > 0) {
      payload = poisonAt(body, inBody, bad) as Record<string, unknown>;
      key = inBody.join('.');
    } else {
      const name = Object.keys(query).find((k) => typeof query[k] === 'string') ?? 'probe';
      if (withBody && name === 'probe') payload = { ...body, probe: `x${bad}` };
      else query[name] = `${query[name] ?? 'x'}${bad}`;
      key = name;
    }
    const request = authorized(token, {
      method: method as InjectOptions['method'],
      url,
      ...(Object.keys(query).length > 0 ? { query } : {}),
      ...(payload ? { payload } : {}),
    });
    return { request, key };
  }

  it.each(BAD)(
    'refuses %s in a string of each route’s request: 422 on that field, nothing changed',
    async (_what, bad) => {
      const wrong: string[] = [];
      let sent = 0;
      for (const route of servedApiRoutes()) {
        const { request, key } = poisoned(route, bad);
        // A lone surrogate has no percent-encoding: only a JSON body can carry one.
        if (bad !== '\u0000' && (request.query as Record<string, string> | undefined)?.[key] !== undefined) continue;
        sent += 1;
        const { response, changed } = await sendUnchanged(request);
        const errors = response.statusCode === 422 ? response.json().errors : null;
        if (JSON.stringify(errors) !== JSON.stringify({ [key]: [TEXT_MESSAGES.badCharacters] })) {
          wrong.push(`${route} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
        if (changed.length > 0) wrong.push(`${route}: changed ${changed.join(', ')}`);
      }
      expect(wrong).toEqual([]);
      // Every route of the permission table (which names every served one); a surrogate in each with a body.
      if (bad === '\u0000') expect(sent).toBe(Object.keys(ROUTE_PERMISSIONS).length);
      else expect(sent).toBeGreaterThan(100);
    },
    // A request to every route: more than the 30 s default when the two workers share a busy 2-core machine.
    120_000,
  );

  it('refuses a NUL in a path parameter: 422 on the parameter', async () => {
    const wrong: string[] = [];
    for (const route of servedApiRoutes().filter((r) => r.includes('/:'))) {
      const [method = 'GET', path = ''] = route.split(' ');
      // Every parameter carries the NUL, so each is refused (a manage link names its business and token).
      const params = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      const { token } = baseRequest(route);
      const url = path.replace(/:(\w+)/g, 'a%00b');
      const { response, changed } = await sendUnchanged(
        authorized(token, { method: method as InjectOptions['method'], url }),
      );
      const errors = response.statusCode === 422 ? response.json().errors : null;
      const expected = Object.fromEntries(params.map((param) => [param, [TEXT_MESSAGES.badCharacters]]));
      if (JSON.stringify(errors) !== JSON.stringify(expected)) {
        wrong.push(`${route} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
      if (changed.length > 0) wrong.push(`${route}: changed ${changed.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
