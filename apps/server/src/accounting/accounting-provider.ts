import type { AccountingProviderName } from '@fieldbook/domain/accounting/accounting.schemas';

/** What the provider answered a code exchange or refresh with. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** A provider organisation the tokens may act on (Xero calls it a tenant). */
export interface Tenant {
  id: string;
  name: string;
}

/** Who a call acts for: a fresh access token and the chosen organisation. */
export interface ProviderSession {
  accessToken: string;
  tenantId: string;
}

export interface ContactPush {
  /** The provider's id when the client was pushed before (an update), else null (a create). */
  externalId: string | null;
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}

export interface InvoiceLinePush {
  description: string;
  /** Hundredths of a unit. */
  quantityHundredths: number;
  /** The line's worth without GST, after its discount. */
  subtotalCents: number;
  taxCents: number;
  /** Whether GST applies (OUTPUT) or not (EXEMPTOUTPUT). */
  gst: boolean;
  discountBasisPoints: number;
  /** The line's own account code (its item_account); null: the configured sales account. */
  accountCode: string | null;
}

export interface InvoicePush {
  externalId: string | null;
  contactExternalId: string;
  number: string;
  date: string;
  dueDate: string | null;
  reference: string | null;
  lines: InvoiceLinePush[];
  totalCents: number;
  /** A draft here stays a draft there; anything else is approved (AUTHORISED) so it can be paid. */
  draft: boolean;
}

export interface PaymentPush {
  invoiceExternalId: string;
  amountCents: number;
  date: string;
  reference: string | null;
}

/** A payment the provider holds against an invoice. */
export interface ProviderPayment {
  externalId: string;
  amountCents: number;
  date: string;
  reference: string | null;
}

/**
 * An accounting provider (ARCHITECTURE section 4): the sandbox by default, Xero when configured.
 * OAuth 2 per company: the consent URL, the code exchange and refresh; then pushes of contacts,
 * invoices and payments, and a pull of the payments made at the provider.
 */
export interface AccountingProvider {
  readonly name: AccountingProviderName;
  consentUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  tenants(accessToken: string): Promise<Tenant[]>;
  /** Ends the provider's grant (best effort: a failure still disconnects here). */
  revoke(refreshToken: string): Promise<void>;
  /**
   * Each push carries a key the provider keeps its answer by: sent again after an answer was lost, the
   * same key gets the first answer, so a record is never created there twice.
   */
  pushContact(session: ProviderSession, contact: ContactPush, idempotencyKey: string): Promise<string>;
  pushInvoice(session: ProviderSession, invoice: InvoicePush, idempotencyKey: string): Promise<string>;
  pushPayment(session: ProviderSession, payment: PaymentPush, idempotencyKey: string): Promise<string>;
  /** The payments of each invoice asked about, by the invoice's provider id. */
  invoicePayments(
    session: ProviderSession,
    invoiceExternalIds: readonly string[],
  ): Promise<Map<string, ProviderPayment[]>>;
}

/**
 * The provider refused what was sent (a validation error): logged with its title and details, and
 * resolvable by a person, since sending the same again fails the same way.
 */
export class AccountingRejection extends Error {
  constructor(
    readonly title: string,
    readonly details: unknown,
  ) {
    super(title);
    this.name = 'AccountingRejection';
  }
}

/** The provider no longer accepts the tokens (refresh refused, grant revoked): the company must connect again. */
export class AccountingAuthError extends Error {
  constructor(
    message: string,
    readonly details: unknown,
  ) {
    super(message);
    this.name = 'AccountingAuthError';
  }
}
