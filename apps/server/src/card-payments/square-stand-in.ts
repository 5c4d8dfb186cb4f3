import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Square (connect.squareup.com), for tests only: the OAuth endpoints and the
 * Locations, Customers, Cards and Payments calls the Square adapter makes, Square's sandbox test
 * nonces, its error shapes, and its idempotency (a repeated key answers the first answer; the same
 * key with another request is IDEMPOTENCY_KEY_REUSED). An authorization code `sq0cgp-<name>`
 * connects merchant `M<NAME>` once; a `<name>` starting with "nolocation" has no location taking
 * cards. `revoke` and `expire` play the seller revoking access in Square's dashboard and a token
 * running out; `dropNextAnswer` processes the next payment but cuts the connection before answering,
 * and `failNext` makes a path's next request answer 503.
 */

interface TestNonce {
  brand: string;
  last4: string;
  /** Square's error code when the card is refused. */
  refusal: string | null;
}

/** Square's documented sandbox nonces (what its Web Payments SDK hands back for its test cards). */
export const SQUARE_TEST_NONCES: Record<string, TestNonce> = {
  'cnon:card-nonce-ok': { brand: 'VISA', last4: '1111', refusal: null },
  'cnon:card-nonce-declined': { brand: 'VISA', last4: '0002', refusal: 'GENERIC_DECLINE' },
  'cnon:card-nonce-rejected-cvv': { brand: 'VISA', last4: '0101', refusal: 'CVV_FAILURE' },
  'cnon:card-nonce-rejected-expiration': { brand: 'VISA', last4: '0069', refusal: 'INVALID_EXPIRATION' },
  'cnon:card-nonce-already-used': { brand: 'VISA', last4: '1111', refusal: 'CARD_TOKEN_USED' },
};

interface Answer {
  status: number;
  body: unknown;
}

const failure = (status: number, category: string, code: string, detail: string): Answer => ({
  status,
  body: { errors: [{ category, code, detail }] },
});

export function squareStandIn(app: { applicationId: string; applicationSecret: string }) {
  let seq = 0;
  const next = (prefix: string) => `${prefix}${++seq}${randomBytes(3).toString('hex')}`;
  const usedCodes = new Set<string>();
  /** Access and refresh tokens by value, with their merchant. */
  const accessTokens = new Map<string, { merchant: string; expiresAt: Date; revoked: boolean }>();
  const refreshTokens = new Map<string, { merchant: string; revoked: boolean }>();
  const locations = new Map<string, { id: string; status: string; currency: string; capabilities: string[] }[]>();
  const customers = new Map<string, { merchant: string; email: string | null; name: string | null }>();
  const cards = new Map<string, { merchant: string; customer: string; nonce: TestNonce; enabled: boolean }>();
  const payments: {
    id: string;
    merchant: string;
    amount: number;
    currency: string;
    locationId: string;
    sourceId: string;
    customerId: string | null;
    status: string;
  }[] = [];
  const requests: { method: string; path: string; idempotencyKey: string | null; merchant: string | null }[] = [];
  const byKey = new Map<string, { request: string; answer: Answer }>();
  let dropNext = false;
  /** Paths whose next request answers 503, as Square out of reach. */
  const failing = new Set<string>();

  function issueTokens(merchant: string) {
    const access = `EAAA${randomBytes(12).toString('hex')}`;
    const refresh = `EQAA${randomBytes(12).toString('hex')}`;
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    accessTokens.set(access, { merchant, expiresAt, revoked: false });
    refreshTokens.set(refresh, { merchant, revoked: false });
    return {
      status: 200,
      body: {
        access_token: access,
        token_type: 'bearer',
        expires_at: expiresAt.toISOString().replace(/\.\d+Z$/, 'Z'),
        merchant_id: merchant,
        refresh_token: refresh,
        short_lived: false,
      },
    };
  }

  function revokeMerchant(merchant: string) {
    let any = false;
    for (const token of [...accessTokens.values(), ...refreshTokens.values()])
      if (token.merchant === merchant && !token.revoked) {
        token.revoked = true;
        any = true;
      }
    return any;
  }

  function oauth(path: string, body: Record<string, unknown>, authorization: string): Answer | null {
    if (path === '/oauth2/token') {
      if (body.client_id !== app.applicationId || body.client_secret !== app.applicationSecret)
        return failure(401, 'AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'Not Authorized');
      if (body.grant_type === 'authorization_code') {
        const code = String(body.code ?? '');
        const name = /^sq0cgp-(\w+)$/.exec(code)?.[1];
        if (!name || usedCodes.has(code))
          return failure(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'Authorization code is invalid or redeemed');
        usedCodes.add(code);
        const merchant = `M${name.toUpperCase()}`;
        if (!locations.has(merchant)) {
          const takesCards = !name.startsWith('nolocation');
          locations.set(merchant, [
            {
              id: `L${name.toUpperCase()}`,
              status: 'ACTIVE',
              currency: 'AUD',
              capabilities: takesCards ? ['CREDIT_CARD_PROCESSING', 'AUTOMATIC_TRANSFERS'] : [],
            },
          ]);
        }
        return issueTokens(merchant);
      }
      if (body.grant_type === 'refresh_token') {
        const known = refreshTokens.get(String(body.refresh_token ?? ''));
        if (!known || known.revoked)
          return failure(401, 'AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'Refresh token is invalid or revoked');
        return issueTokens(known.merchant);
      }
      return failure(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'Unsupported grant_type');
    }
    if (path === '/oauth2/revoke') {
      if (authorization !== `Client ${app.applicationSecret}` || body.client_id !== app.applicationId)
        return failure(401, 'AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'Not Authorized');
      const merchant =
        typeof body.merchant_id === 'string'
          ? body.merchant_id
          : accessTokens.get(String(body.access_token ?? ''))?.merchant;
      if (!merchant || !revokeMerchant(merchant))
        return failure(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', 'No active tokens for that merchant');
      return { status: 200, body: { success: true } };
    }
    return null;
  }

  function api(method: string, path: string, body: Record<string, unknown>, merchant: string): Answer {
    if (method === 'GET' && path === '/v2/locations')
      return { status: 200, body: { locations: locations.get(merchant) } };
    if (method === 'POST' && path === '/v2/customers') {
      const id = next('CUS');
      const email = typeof body.email_address === 'string' ? body.email_address : null;
      const name = typeof body.given_name === 'string' ? body.given_name : null;
      customers.set(id, { merchant, email, name });
      return { status: 200, body: { customer: { id, given_name: name, email_address: email } } };
    }
    if (method === 'POST' && path === '/v2/cards') {
      const customer = String((body.card as { customer_id?: unknown } | undefined)?.customer_id ?? '');
      if (customers.get(customer)?.merchant !== merchant)
        return failure(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Customer ${customer} not found`);
      const nonce = SQUARE_TEST_NONCES[String(body.source_id ?? '')];
      if (!nonce) return failure(400, 'INVALID_REQUEST_ERROR', 'INVALID_CARD_DATA', 'Invalid source_id');
      if (nonce.refusal)
        return failure(402, 'PAYMENT_METHOD_ERROR', nonce.refusal, `Authorization error: '${nonce.refusal}'`);
      const id = `ccof:${next('C')}`;
      cards.set(id, { merchant, customer, nonce, enabled: true });
      return { status: 200, body: { card: presentCard(id) } };
    }
    const disable = /^\/v2\/cards\/([^/]+)\/disable$/.exec(path);
    if (method === 'POST' && disable?.[1]) {
      const id = decodeURIComponent(disable[1]);
      const card = cards.get(id);
      if (card?.merchant !== merchant)
        return failure(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Card ${id} not found`);
      card.enabled = false;
      return { status: 200, body: { card: presentCard(id) } };
    }
    if (method === 'POST' && path === '/v2/payments') return pay(body, merchant);
    return failure(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Unknown endpoint ${method} ${path}`);
  }

  function presentCard(id: string) {
    const card = cards.get(id);
    if (!card) return null;
    return {
      id,
      card_brand: card.nonce.brand,
      last_4: card.nonce.last4,
      exp_month: 12,
      exp_year: 2034,
      customer_id: card.customer,
      enabled: card.enabled,
    };
  }

  function pay(body: Record<string, unknown>, merchant: string): Answer {
    const money = body.amount_money as { amount?: unknown; currency?: unknown } | undefined;
    const locationId = String(body.location_id ?? '');
    if (!locations.get(merchant)?.some((l) => l.id === locationId && l.capabilities.includes('CREDIT_CARD_PROCESSING')))
      return failure(
        400,
        'INVALID_REQUEST_ERROR',
        'CARD_PROCESSING_NOT_ENABLED',
        `Location ${locationId} cannot take cards`,
      );
    if (typeof money?.amount !== 'number' || money.amount <= 0 || money.currency !== 'AUD')
      return failure(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'amount_money must be a positive AUD amount');
    const sourceId = String(body.source_id ?? '');
    const customerId = typeof body.customer_id === 'string' ? body.customer_id : null;
    const saved = cards.get(sourceId);
    let nonce: TestNonce | undefined;
    if (saved) {
      if (saved.merchant !== merchant || !saved.enabled)
        return failure(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Card ${sourceId} not found`);
      if (saved.customer !== customerId)
        return failure(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'customer_id must be the card’s customer');
      nonce = saved.nonce;
    } else nonce = SQUARE_TEST_NONCES[sourceId];
    if (!nonce) return failure(400, 'INVALID_REQUEST_ERROR', 'INVALID_CARD_DATA', 'Invalid source_id');
    const payment = {
      id: next('PAY'),
      merchant,
      amount: money.amount,
      currency: money.currency,
      locationId,
      sourceId,
      customerId,
      status: nonce.refusal ? 'FAILED' : 'COMPLETED',
    };
    payments.push(payment);
    const presented = {
      id: payment.id,
      status: payment.status,
      amount_money: { amount: payment.amount, currency: payment.currency },
      location_id: locationId,
      customer_id: customerId,
      source_type: 'CARD',
      card_details: {
        status: nonce.refusal ? 'FAILED' : 'CAPTURED',
        card: { card_brand: nonce.brand, last_4: nonce.last4 },
      },
    };
    if (nonce.refusal) {
      const category = nonce.refusal === 'CARD_TOKEN_USED' ? 'INVALID_REQUEST_ERROR' : 'PAYMENT_METHOD_ERROR';
      const status = category === 'PAYMENT_METHOD_ERROR' ? 402 : 400;
      return {
        status,
        body: {
          errors: [{ category, code: nonce.refusal, detail: `Authorization error: '${nonce.refusal}'` }],
          payment: presented,
        },
      };
    }
    return { status: 200, body: { payment: presented } };
  }

  function handle(method: string, path: string, body: Record<string, unknown>, authorization: string) {
    const answer = method === 'POST' ? oauth(path, body, authorization) : null;
    if (answer) return { answer, merchant: null };
    const token = accessTokens.get(authorization.replace(/^Bearer /, ''));
    if (!token || !authorization.startsWith('Bearer '))
      return {
        answer: failure(401, 'AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'This request could not be authorized.'),
        merchant: null,
      };
    if (token.revoked)
      return {
        answer: failure(401, 'AUTHENTICATION_ERROR', 'ACCESS_TOKEN_REVOKED', 'The access token has been revoked.'),
        merchant: token.merchant,
      };
    if (token.expiresAt.getTime() <= Date.now())
      return {
        answer: failure(401, 'AUTHENTICATION_ERROR', 'ACCESS_TOKEN_EXPIRED', 'The access token has expired.'),
        merchant: token.merchant,
      };
    const key = typeof body.idempotency_key === 'string' ? `${token.merchant}:${path}:${body.idempotency_key}` : null;
    const request = JSON.stringify(body);
    const earlier = key ? byKey.get(key) : undefined;
    if (earlier) {
      if (earlier.request !== request)
        return {
          answer: failure(
            400,
            'INVALID_REQUEST_ERROR',
            'IDEMPOTENCY_KEY_REUSED',
            'The idempotency key was used with another request.',
          ),
          merchant: token.merchant,
        };
      return { answer: earlier.answer, merchant: token.merchant };
    }
    const fresh = api(method, path, body, token.merchant);
    if (key) byKey.set(key, { request, answer: fresh });
    return { answer: fresh, merchant: token.merchant };
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Record<string, unknown> = {};
    try {
      body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    const down = failing.delete(path);
    const { answer, merchant } = down
      ? { answer: failure(503, 'API_ERROR', 'SERVICE_UNAVAILABLE', 'Service unavailable'), merchant: null }
      : handle(method, path, body, request.headers.authorization ?? '');
    requests.push({
      method,
      path,
      idempotencyKey: typeof body.idempotency_key === 'string' ? body.idempotency_key : null,
      merchant,
    });
    if (dropNext && path === '/v2/payments') {
      dropNext = false;
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });

  return {
    payments,
    requests,
    customers,
    cards,
    /** Merchants with a live (unrevoked) access token. */
    connected: () =>
      new Set([...accessTokens.values()].filter((t) => !t.revoked && t.expiresAt > new Date()).map((t) => t.merchant)),
    /** The seller revokes the platform's access in Square's dashboard. */
    revoke: (merchant: string) => revokeMerchant(merchant),
    /** Every access token of the merchant runs out (refresh tokens still work). */
    expire(merchant: string) {
      for (const token of accessTokens.values()) if (token.merchant === merchant) token.expiresAt = new Date(0);
    },
    dropNextAnswer() {
      dropNext = true;
    },
    /** The next request to `path` answers 503 Service Unavailable. */
    failNext(path: string) {
      failing.add(path);
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
