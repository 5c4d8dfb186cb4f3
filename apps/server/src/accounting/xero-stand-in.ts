import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Xero, for tests only: the token endpoint (identity.xero.com), connections and
 * the accounting API's Contacts, Invoices and Payments (api.xero.com), with Xero's JSON casing, its
 * ValidationException shape, and its 401 for an expired access token. `payInvoice` pays an invoice
 * "in Xero"; `expireAccessTokens` and `revokeGrant` make the tokens stop working.
 */

interface Answer {
  status: number;
  body: unknown;
}

interface XeroContact {
  ContactID: string;
  Name: string;
  EmailAddress?: string;
}

interface XeroInvoice {
  InvoiceID: string;
  InvoiceNumber: string;
  Contact: { ContactID: string };
  Total: number;
  TotalTax: number;
  LineItems: {
    Description: string;
    LineAmount: number;
    TaxAmount: number;
    TaxType: string;
    Quantity: number;
    AccountCode?: string;
  }[];
  Payments: { PaymentID: string; Amount: number; Date: string; Reference?: string; Status: string }[];
  Status: string;
}

export const XERO_TENANT = { tenantId: 'e6f1c3a0-tenant', tenantName: 'Demo Plumbing Pty Ltd' };

const validation = (message: string): Answer => ({
  status: 400,
  body: {
    ErrorNumber: 10,
    Type: 'ValidationException',
    Message: 'A validation exception occurred',
    Elements: [{ ValidationErrors: [{ Message: message }] }],
  },
});
const unauthorized: Answer = {
  status: 401,
  body: { Type: null, Title: 'Unauthorized', Status: 401, Detail: 'TokenExpired: token expired' },
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

export function xeroStandIn(client: { id: string; secret: string }) {
  const codes = new Set<string>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const contacts = new Map<string, XeroContact>();
  const invoices = new Map<string, XeroInvoice>();
  const requests: { method: string; path: string; tenant: string | null; idempotencyKey: string | null }[] = [];
  /** Xero's answers by their request's Idempotency-Key: the same key again gets the same answer, nothing done twice. */
  const answered = new Map<string, Answer>();
  /** Paths whose next request is carried out but its answer lost (the connection drops). */
  const losing = new Set<string>();
  /** Contact names whose saves wait (a slow Xero) until their release is called. */
  const held = new Map<string, Promise<void>>();

  function issueTokens(): Answer {
    const access = `xat_${randomBytes(8).toString('hex')}`;
    const refresh = `xrt_${randomBytes(8).toString('hex')}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return {
      status: 200,
      body: { access_token: access, refresh_token: refresh, expires_in: 1800, token_type: 'Bearer', id_token: 'x' },
    };
  }

  function token(request: IncomingMessage, form: URLSearchParams): Answer {
    const basic = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return { status: 401, body: { error: 'invalid_client' } };
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (!codes.delete(code)) return { status: 400, body: { error: 'invalid_grant' } };
      return issueTokens();
    }
    if (grant === 'refresh_token') {
      // Xero rotates refresh tokens: each works once.
      if (!refreshTokens.delete(form.get('refresh_token') ?? ''))
        return { status: 400, body: { error: 'invalid_grant' } };
      return issueTokens();
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  function saveContact(given: Record<string, unknown>): Answer {
    const name = String(given.Name ?? '').trim();
    if (!name) return validation('The contact name must be specified.');
    const id = typeof given.ContactID === 'string' ? given.ContactID : null;
    const clash = [...contacts.values()].find((c) => c.Name.toLowerCase() === name.toLowerCase() && c.ContactID !== id);
    if (clash)
      return validation(
        `The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
      );
    const contact: XeroContact = {
      ContactID: id ?? randomUUID(),
      Name: name,
      EmailAddress: given.EmailAddress as string,
    };
    contacts.set(contact.ContactID, contact);
    return { status: 200, body: { Contacts: [contact] } };
  }

  function saveInvoice(given: Record<string, unknown>): Answer {
    const contactId = (given.Contact as { ContactID?: string } | undefined)?.ContactID ?? '';
    if (!contacts.has(contactId))
      return validation(
        'The Contact must contain at least 1 of the following elements to identify the contact: Name, ContactID, ContactNumber',
      );
    if (given.Type !== 'ACCREC') return validation('Invoice type must be ACCREC');
    const lines = (given.LineItems as XeroInvoice['LineItems'] | undefined) ?? [];
    if (lines.length === 0) return validation('Invoices must have at least one line item.');
    const id = typeof given.InvoiceID === 'string' ? given.InvoiceID : randomUUID();
    const earlier = invoices.get(id);
    if (earlier && earlier.Payments.length > 0)
      return validation('This document cannot be edited as it has a payment or credit note allocated to it.');
    const invoice: XeroInvoice = {
      InvoiceID: id,
      InvoiceNumber: String(given.InvoiceNumber ?? ''),
      Contact: { ContactID: contactId },
      LineItems: lines,
      TotalTax: sum(lines.map((l) => l.TaxAmount)),
      Total: sum(lines.map((l) => l.LineAmount + l.TaxAmount)),
      Payments: earlier?.Payments ?? [],
      Status: String(given.Status ?? 'DRAFT'),
    };
    invoices.set(id, invoice);
    return { status: 200, body: { Invoices: [invoice] } };
  }

  function savePayment(given: Record<string, unknown>): Answer {
    const invoiceId = (given.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID ?? '';
    const invoice = invoices.get(invoiceId);
    if (!invoice) return validation('Invoice could not be found');
    if (invoice.Status !== 'AUTHORISED') return validation('Payments can only be made against Authorised documents');
    if (!(given.Account as { Code?: string } | undefined)?.Code) return validation('Account code must be specified');
    const amount = Number(given.Amount);
    const paid = sum(invoice.Payments.map((p) => p.Amount));
    if (amount > invoice.Total - paid + 1e-9)
      return validation('Payment amount exceeds the amount outstanding on this document');
    const payment = { PaymentID: randomUUID(), Amount: amount, Date: String(given.Date), Status: 'AUTHORISED' };
    invoice.Payments.push(payment);
    if (sum([paid, amount]) >= invoice.Total) invoice.Status = 'PAID';
    return { status: 200, body: { Payments: [{ ...payment, Invoice: { InvoiceID: invoiceId } }] } };
  }

  function api(method: string, url: URL, body: string): Answer {
    const path = url.pathname;
    if (method === 'GET' && path === '/connections')
      return { status: 200, body: [{ id: randomUUID(), ...XERO_TENANT, tenantType: 'ORGANISATION' }] };
    const json = body ? (JSON.parse(body) as Record<string, Record<string, unknown>[]>) : {};
    if (method === 'POST' && path === '/api.xro/2.0/Contacts') return saveContact(json.Contacts?.[0] ?? {});
    if (method === 'POST' && path === '/api.xro/2.0/Invoices') return saveInvoice(json.Invoices?.[0] ?? {});
    if (method === 'PUT' && path === '/api.xro/2.0/Payments') return savePayment(json.Payments?.[0] ?? {});
    if (method === 'GET' && path === '/api.xro/2.0/Invoices') {
      const ids = [...url.searchParams.getAll('IDs'), ...url.searchParams.getAll('IDs[]')].flatMap((v) => v.split(','));
      return { status: 200, body: { Invoices: ids.flatMap((id) => invoices.get(id) ?? []) } };
    }
    return { status: 404, body: { Title: 'Not found', Detail: path } };
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const tenant = (request.headers['xero-tenant-id'] as string | undefined) ?? null;
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, tenant, idempotencyKey: key });
    const body = await bodyOf(request);
    let answer: Answer;
    if (url.pathname === '/connect/token') answer = token(request, new URLSearchParams(body));
    else if (url.pathname === '/connect/revocation') {
      refreshTokens.delete(new URLSearchParams(body).get('token') ?? '');
      answer = { status: 200, body: {} };
    } else if (!accessTokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) answer = unauthorized;
    else if (url.pathname.startsWith('/api.xro/') && tenant !== XERO_TENANT.tenantId)
      answer = { status: 403, body: { Title: 'Forbidden', Detail: 'AuthenticationUnsuccessful' } };
    else if (key && answered.has(key)) answer = answered.get(key) as Answer;
    else {
      const name = url.pathname === '/api.xro/2.0/Contacts' ? String(JSON.parse(body).Contacts?.[0]?.Name ?? '') : '';
      const wait = [...held.entries()].find(([part]) => name.includes(part))?.[1];
      if (wait) await wait;
      answer = api(method, url, body);
      if (key && (method === 'PUT' || method === 'POST')) answered.set(key, answer);
    }
    if (losing.delete(url.pathname)) {
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });

  return {
    contacts,
    invoices,
    requests,
    /** What Xero's consent page would redirect back with. */
    approve() {
      const code = `code_${randomBytes(6).toString('hex')}`;
      codes.add(code);
      return code;
    },
    payInvoice(invoiceId: string, amount: number, date: string) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      invoice.Payments.push({
        PaymentID: randomUUID(),
        Amount: amount,
        Date: `${date}T00:00:00`,
        Status: 'AUTHORISED',
      });
    },
    /** The next request to `path` is carried out, but its answer never arrives (a timeout, a dropped line). */
    loseNextAnswer(path: string) {
      losing.add(path);
    },
    /** Saves of contacts whose name contains `part` wait until the answer is called (a slow Xero). */
    hold(part: string) {
      let release = () => {};
      held.set(
        part,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        held.delete(part);
        release();
      };
    },
    expireAccessTokens() {
      accessTokens.clear();
    },
    revokeGrant() {
      accessTokens.clear();
      refreshTokens.clear();
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
