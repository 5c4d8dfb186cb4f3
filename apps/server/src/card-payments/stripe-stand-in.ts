import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for api.stripe.com, for tests only: the endpoints the Stripe adapter calls, Stripe's
 * test payment methods, its error shapes, and its idempotency (a repeated Idempotency-Key answers the
 * first answer again). `dropNextAnswer` processes the next charge but cuts the connection before
 * answering, as a lost response would. Connect's OAuth is here too (connect.stripe.com's token and
 * deauthorize): a code `ac_<name>` connects account `acct_<name>`, once; every request's Stripe-Account
 * header is recorded.
 */

interface TestMethod {
  brand: string;
  last4: string;
  outcome: 'succeeds' | 'declines' | 'needs_action';
}

/** Stripe's documented test PaymentMethods (what Stripe.js would send for its test card numbers). */
export const STRIPE_TEST_METHODS: Record<string, TestMethod> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'declines' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'needs_action' },
};

interface Answer {
  status: number;
  body: unknown;
}

const cardError = (message: string): Answer => ({
  status: 402,
  body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message } },
});
const missing = (id: string): Answer => ({
  status: 404,
  body: {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${id}'` },
  },
});

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export function stripeStandIn(secretKey: string) {
  let seq = 0;
  const customers = new Map<string, { email: string | null; name: string | null }>();
  const attached = new Map<string, string>();
  const intents: {
    id: string;
    amount: number;
    customer: string | null;
    paymentMethod: string;
    status: string;
    /** The connected account it was made on (Stripe-Account), or null for the platform's own. */
    account: string | null;
  }[] = [];
  const requests: { method: string; path: string; idempotencyKey: string | null; account: string | null }[] = [];
  const usedCodes = new Set<string>();
  /** Connected accounts the platform may act on. */
  const connected = new Set<string>();
  const byKey = new Map<string, Answer>();
  let dropNext = false;

  const methodOf = (id: string) => {
    const saved = attached.get(id);
    return STRIPE_TEST_METHODS[saved ?? id] ?? null;
  };

  function oauth(path: string, form: URLSearchParams): Answer | null {
    const grantError = (error: string, description: string, status = 400): Answer => ({
      status,
      body: { error, error_description: description },
    });
    if (path === '/oauth/token') {
      const code = form.get('code') ?? '';
      if (form.get('grant_type') !== 'authorization_code') return grantError('unsupported_grant_type', 'Bad grant');
      if (!/^ac_\w+$/.test(code) || usedCodes.has(code))
        return grantError('invalid_grant', `Authorization code does not exist: ${code}`);
      usedCodes.add(code);
      const id = `acct_${code.slice(3)}`;
      connected.add(id);
      return {
        status: 200,
        body: { access_token: 'sk_test_connected', livemode: false, scope: 'read_write', stripe_user_id: id },
      };
    }
    if (path === '/oauth/deauthorize') {
      const id = form.get('stripe_user_id') ?? '';
      if (!form.get('client_id')?.startsWith('ca_') || !connected.delete(id))
        return grantError('invalid_client', `This application is not connected to stripe account ${id}`, 401);
      return { status: 200, body: { stripe_user_id: id } };
    }
    return null;
  }

  function handle(method: string, path: string, form: URLSearchParams, account: string | null): Answer {
    if (method === 'POST') {
      const answer = oauth(path, form);
      if (answer) return answer;
    }
    if (account && !connected.has(account))
      return {
        status: 403,
        body: { error: { type: 'invalid_request_error', message: `The account ${account} is not connected.` } },
      };
    if (method === 'POST' && path === '/v1/customers') {
      const id = `cus_${++seq}`;
      customers.set(id, { email: form.get('email'), name: form.get('name') });
      return { status: 200, body: { id, object: 'customer', email: form.get('email'), name: form.get('name') } };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
    if (method === 'POST' && attach?.[1]) {
      const [, given, action] = attach;
      const card = methodOf(given);
      if (!card) return missing(given);
      // Attaching a test method gives a new PaymentMethod of the customer, as Stripe does.
      const id = action === 'attach' ? `pm_${++seq}` : given;
      if (action === 'attach') {
        const customer = form.get('customer') ?? '';
        if (!customers.has(customer)) return missing(customer);
        attached.set(id, given);
      } else attached.delete(given);
      return {
        status: 200,
        body: {
          id,
          object: 'payment_method',
          type: 'card',
          customer: action === 'attach' ? form.get('customer') : null,
          card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const paymentMethod = form.get('payment_method') ?? '';
      const card = methodOf(paymentMethod);
      if (!card) return missing(paymentMethod);
      if (attached.has(paymentMethod) && !form.get('customer'))
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'A customer is required.' } } };
      if (card.outcome === 'declines') return cardError('Your card was declined.');
      const intent = {
        id: `pi_${++seq}`,
        amount: Number(form.get('amount')),
        customer: form.get('customer'),
        paymentMethod,
        status: card.outcome === 'succeeds' ? 'succeeded' : 'requires_action',
        account,
      };
      intents.push(intent);
      return {
        status: 200,
        body: {
          id: intent.id,
          object: 'payment_intent',
          amount: intent.amount,
          currency: form.get('currency'),
          status: intent.status,
          description: form.get('description'),
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } },
    };
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const account = (request.headers['stripe-account'] as string | undefined) ?? null;
    requests.push({ method, path, idempotencyKey: key, account });
    const form = await formOf(request);
    let answer: Answer;
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      answer = { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    } else if (key && byKey.has(`${account}:${key}`)) {
      answer = byKey.get(`${account}:${key}`) as Answer;
    } else {
      answer = handle(method, path, form, account);
      // Stripe keys idempotency per account.
      if (key && method === 'POST') byKey.set(`${account}:${key}`, answer);
    }
    if (dropNext && path === '/v1/payment_intents') {
      dropNext = false;
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
    response.end(JSON.stringify(answer.body));
  });

  return {
    customers,
    intents,
    requests,
    connected,
    dropNextAnswer() {
      dropNext = true;
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
