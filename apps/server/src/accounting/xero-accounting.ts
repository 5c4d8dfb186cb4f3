import { AccountingApi, type Contact, Invoice, LineAmountTypes, type LineItem, type Payment, Phone } from 'xero-node';
import {
  AccountingAuthError,
  type AccountingProvider,
  AccountingRejection,
  type ProviderPayment,
  type ProviderSession,
  type TokenSet,
} from './accounting-provider';

export interface XeroOptions {
  clientId: string;
  clientSecret: string;
  /** Where people consent (login.xero.com). */
  loginUrl: string;
  /** The token endpoint's host (identity.xero.com). */
  identityUrl: string;
  /** The API host (api.xero.com): connections and the accounting API. */
  apiUrl: string;
  /** The revenue account invoice lines post to, and the bank account payments are paid into. */
  salesAccountCode: string;
  paymentAccountCode: string;
}

/** Invoice ids asked for in one request (each ~37 characters in the URL). */
export const INVOICE_IDS_PER_REQUEST = 40;
const SCOPES = 'openid profile email offline_access accounting.transactions accounting.contacts';
const dollars = (cents: number) => cents / 100;
const cents = (amount: number | undefined) => Math.round((amount ?? 0) * 100);

/** Xero dates come as YYYY-MM-DD…, or in MS JSON form /Date(ms+0000)/. */
function dateOf(value: string | undefined): string {
  const ms = /\/Date\((\d+)/.exec(value ?? '');
  if (ms?.[1]) return new Date(Number(ms[1])).toISOString().slice(0, 10);
  return (value ?? '').slice(0, 10);
}

interface XeroFailure {
  statusCode: number;
  body: unknown;
}

/** The SDK rejects with a JSON string of { response: { statusCode, body } } (model/ApiError). */
function failureOf(error: unknown): XeroFailure | null {
  let parsed: unknown = error;
  if (typeof error === 'string') {
    try {
      parsed = JSON.parse(error);
    } catch {
      return null;
    }
  }
  const response = (parsed as { response?: { statusCode?: number; body?: unknown } } | null)?.response;
  return response && typeof response.statusCode === 'number'
    ? { statusCode: response.statusCode, body: response.body }
    : null;
}

/** The validation messages of a Xero ValidationException (Elements[].ValidationErrors[].Message). */
function validationMessages(body: unknown): string[] {
  const elements = (body as { Elements?: { ValidationErrors?: { Message?: string }[] }[] } | null)?.Elements ?? [];
  return elements.flatMap((e) => (e.ValidationErrors ?? []).map((v) => v.Message ?? '')).filter(Boolean);
}

/** Turns a rejected SDK call into the errors the sync logs: a refusal of the data, or of the tokens. */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error instanceof Error ? error : new Error(String(error));
    if (failure.statusCode === 401 || failure.statusCode === 403)
      throw new AccountingAuthError('Xero refused the access token', failure.body);
    if (failure.statusCode === 400) {
      const messages = validationMessages(failure.body);
      const message = (failure.body as { Message?: string } | null)?.Message;
      throw new AccountingRejection(messages[0] ?? message ?? 'Xero rejected the request', failure.body);
    }
    throw new Error(`Xero answered ${failure.statusCode}: ${JSON.stringify(failure.body).slice(0, 500)}`);
  }
}

/**
 * Xero through its official Node SDK (xero-node) for the accounting API, whose generated client has a
 * settable base path. The SDK's XeroClient discovers https://identity.xero.com and calls
 * https://api.xero.com/connections with fixed hosts, so the OAuth 2 code exchange, refresh,
 * revocation and the connections list are done here per Xero's documented endpoints on the
 * configured hosts (which is also what lets the tests use a local stand-in).
 */
export function xeroAccountingProvider(options: XeroOptions): AccountingProvider {
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  function apiFor(session: ProviderSession) {
    const api = new AccountingApi(`${options.apiUrl}/api.xro/2.0`);
    api.accessToken = session.accessToken;
    return api;
  }

  async function tokenRequest(form: Record<string, string>): Promise<TokenSet> {
    const response = await fetch(`${options.identityUrl}/connect/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json().catch(() => null)) as {
      access_token?: string;
      refresh_token?: string;
      expires_in?: number;
      error?: string;
    } | null;
    if (!response.ok || !body?.access_token || !body.refresh_token) {
      if (response.status === 400 || response.status === 401)
        throw new AccountingAuthError(`Xero refused the grant (${body?.error ?? response.status})`, body);
      throw new Error(`Xero's token endpoint answered ${response.status}`);
    }
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: new Date(Date.now() + (body.expires_in ?? 1800) * 1000),
    };
  }

  return {
    name: 'xero',
    consentUrl(state, redirectUri) {
      const url = new URL(`${options.loginUrl}/identity/connect/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: SCOPES,
        state,
      }).toString();
      return url.toString();
    },
    exchangeCode: (code, redirectUri) =>
      tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async tenants(accessToken) {
      const response = await fetch(`${options.apiUrl}/connections`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(20_000),
      });
      if (response.status === 401) throw new AccountingAuthError('Xero refused the access token', null);
      if (!response.ok) throw new Error(`Xero's connections answered ${response.status}`);
      const list = (await response.json()) as { tenantId: string; tenantName: string; tenantType: string }[];
      return list.filter((t) => t.tenantType === 'ORGANISATION').map((t) => ({ id: t.tenantId, name: t.tenantName }));
    },
    async revoke(refreshToken) {
      await fetch(`${options.identityUrl}/connect/revocation`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: refreshToken }),
        signal: AbortSignal.timeout(20_000),
      });
    },
    async pushContact(session, contact, idempotencyKey) {
      const body: Contact = {
        ...(contact.externalId ? { contactID: contact.externalId } : {}),
        name: contact.name,
        ...(contact.firstName ? { firstName: contact.firstName } : {}),
        ...(contact.lastName ? { lastName: contact.lastName } : {}),
        ...(contact.email ? { emailAddress: contact.email } : {}),
        ...(contact.phone ? { phones: [{ phoneType: Phone.PhoneTypeEnum.DEFAULT, phoneNumber: contact.phone }] } : {}),
      };
      const { body: answer } = await calling(() =>
        apiFor(session).updateOrCreateContacts(session.tenantId, { contacts: [body] }, false, idempotencyKey),
      );
      const saved = answer.contacts?.[0];
      if (!saved?.contactID) throw new Error('Xero answered without a contact id');
      return saved.contactID;
    },
    async pushInvoice(session, invoice, idempotencyKey) {
      const lineItems: LineItem[] = invoice.lines.map((line) => {
        const quantity = line.quantityHundredths / 100;
        return {
          description: line.description,
          quantity,
          // The line's worth after its discount, per unit, to four places (Xero's unitdp=4).
          unitAmount: quantity === 0 ? 0 : Math.round((line.subtotalCents / 100 / quantity) * 10_000) / 10_000,
          lineAmount: dollars(line.subtotalCents),
          taxAmount: dollars(line.taxCents),
          taxType: line.gst ? 'OUTPUT' : 'EXEMPTOUTPUT',
          accountCode: line.accountCode ?? options.salesAccountCode,
        };
      });
      const body: Invoice = {
        ...(invoice.externalId ? { invoiceID: invoice.externalId } : {}),
        type: Invoice.TypeEnum.ACCREC,
        contact: { contactID: invoice.contactExternalId },
        invoiceNumber: invoice.number,
        date: invoice.date,
        ...(invoice.dueDate ? { dueDate: invoice.dueDate } : {}),
        ...(invoice.reference ? { reference: invoice.reference } : {}),
        lineAmountTypes: LineAmountTypes.Exclusive,
        status: invoice.draft ? Invoice.StatusEnum.DRAFT : Invoice.StatusEnum.AUTHORISED,
        lineItems,
      };
      const { body: answer } = await calling(() =>
        apiFor(session).updateOrCreateInvoices(session.tenantId, { invoices: [body] }, false, 4, idempotencyKey),
      );
      const saved = answer.invoices?.[0];
      if (!saved?.invoiceID) throw new Error('Xero answered without an invoice id');
      return saved.invoiceID;
    },
    async pushPayment(session, payment, idempotencyKey) {
      const body: Payment = {
        invoice: { invoiceID: payment.invoiceExternalId },
        account: { code: options.paymentAccountCode },
        amount: dollars(payment.amountCents),
        date: payment.date,
        ...(payment.reference ? { reference: payment.reference } : {}),
      };
      const { body: answer } = await calling(() =>
        apiFor(session).createPayments(session.tenantId, { payments: [body] }, false, idempotencyKey),
      );
      const saved = answer.payments?.[0];
      if (!saved?.paymentID) throw new Error('Xero answered without a payment id');
      return saved.paymentID;
    },
    async invoicePayments(session, invoiceExternalIds) {
      const found = new Map<string, ProviderPayment[]>();
      // A batch at a time: every id goes in the query string, which must stay a length servers take.
      const invoices: Invoice[] = [];
      for (let from = 0; from < invoiceExternalIds.length; from += INVOICE_IDS_PER_REQUEST) {
        const batch = invoiceExternalIds.slice(from, from + INVOICE_IDS_PER_REQUEST);
        const { body } = await calling(() =>
          apiFor(session).getInvoices(session.tenantId, undefined, undefined, undefined, [...batch]),
        );
        invoices.push(...(body.invoices ?? []));
      }
      for (const invoice of invoices) {
        if (!invoice.invoiceID) continue;
        found.set(
          invoice.invoiceID,
          (invoice.payments ?? [])
            .filter((p) => p.paymentID && String(p.status ?? 'AUTHORISED') !== 'DELETED')
            .map((p) => ({
              externalId: p.paymentID as string,
              amountCents: cents(p.amount),
              date: dateOf(p.date),
              reference: p.reference ?? null,
            })),
        );
      }
      return found;
    },
  };
}
