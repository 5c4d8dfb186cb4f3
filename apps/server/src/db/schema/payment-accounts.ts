import { bigint, boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, ref, updatedAt } from './columns';
import { companies } from './companies';
import { portalUsers } from './connect';

/**
 * A business's own payment account (Stripe Connect, Standard; or Square through OAuth): its clients'
 * card payments are made on this account, never the platform's. One row per company while it is
 * connected, so one provider at a time.
 */
export const paymentAccounts = pgTable('payment_accounts', {
  companyId: companyId()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** What serves the account: stripe, square, or sandbox (simulating `kind`). */
  provider: text('provider').notNull(),
  /** The provider the business chose: stripe or square. */
  kind: text('kind').notNull().default('stripe'),
  /** Stripe's connected account id (acct_...) or Square's merchant id; a simulated one in the sandbox. */
  accountRef: text('account_ref').notNull(),
  /** Square: the OAuth tokens (sealed with the app secret, card-payments/square-connect.ts) and location charged at. */
  accessTokenEnc: text('access_token_enc'),
  refreshTokenEnc: text('refresh_token_enc'),
  tokenExpiresAt: at('token_expires_at'),
  locationId: text('location_id'),
  /** The provider refused the stored connection (revoked, or a refresh failed): connect again. */
  requiresAuth: boolean('requires_auth').notNull().default(false),
  connectedBy: ref('connected_by'),
  connectedAt: at('connected_at').notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/**
 * A Client Connect account's customer on one business's connected account: Stripe customers and
 * their saved cards live on that account, so each business the client pays has its own.
 */
export const portalProviderCustomers = pgTable(
  'portal_provider_customers',
  {
    portalUserId: bigint('portal_user_id', { mode: 'number' })
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    accountRef: text('account_ref').notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.portalUserId, t.provider, t.accountRef] })],
);
