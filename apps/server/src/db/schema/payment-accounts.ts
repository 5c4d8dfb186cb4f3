import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, ref, updatedAt } from './columns';
import { companies } from './companies';
import { portalUsers } from './connect';

/**
 * A business's own payment account (Stripe Connect, Standard): its clients' card payments are made
 * on this account, never the platform's. One row per company while it is connected.
 */
export const paymentAccounts = pgTable('payment_accounts', {
  companyId: companyId()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  /** Stripe's connected account id (acct_...); a simulated one in the sandbox. */
  accountRef: text('account_ref').notNull(),
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
