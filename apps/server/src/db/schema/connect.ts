import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { at, createdAt, id, savedCardColumns, updatedAt } from './columns';
import { companies } from './companies';

/**
 * Client Connect accounts: people, not staff, and not any one company's — an account is linked to
 * client records of as many businesses as invite it (portal_client_links).
 */
export const portalUsers = pgTable(
  'portal_users',
  {
    id: id().primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: at('email_verified_at'),
    /** The payment provider's customer that this account's saved cards belong to. */
    providerCustomerRef: text('provider_customer_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('portal_users_email_unique').on(sql`lower(${t.email})`)],
);

const portalUserRef = () =>
  bigint('portal_user_id', { mode: 'number' })
    .notNull()
    .references(() => portalUsers.id, { onDelete: 'cascade' });

/** One signed-in device of a portal account, as staff sessions are. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: id().primaryKey(),
    portalUserId: portalUserRef(),
    guid: text('guid').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('portal_sessions_user_idx').on(t.portalUserId)],
);

export const portalRefreshTokens = pgTable(
  'portal_refresh_tokens',
  {
    id: id().primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => portalSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('portal_refresh_tokens_hash_unique').on(t.tokenHash)],
);

/** Emailed one-time codes of an account: password resets and email verification, stored hashed. */
export const portalCodes = pgTable(
  'portal_codes',
  {
    id: id().primaryKey(),
    portalUserId: portalUserRef(),
    /** 'reset', 'verify', 'change' (to `email`) or 'reverse' (back to `email`). */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** An email change: the new address to verify, or the old one to go back to. */
    email: text('email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('portal_codes_user_idx').on(t.portalUserId, t.purpose),
    uniqueIndex('portal_codes_hash_unique').on(t.codeHash),
  ],
);

/** Which client records an account speaks for: every portal read goes through this link. */
export const portalClientLinks = pgTable(
  'portal_client_links',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    clientId: bigint('client_id', { mode: 'number' }).notNull(),
    portalUserId: portalUserRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.clientId, t.portalUserId] }),
    foreignKey({ columns: [t.companyId, t.clientId], foreignColumns: [clients.companyId, clients.id] }).onDelete(
      'cascade',
    ),
    index('portal_client_links_user_idx').on(t.portalUserId, t.companyId),
  ],
);

/** An account's saved cards: what the tile shows, and the provider's reference to charge it again. */
export const portalCards = pgTable(
  'portal_cards',
  {
    id: id().primaryKey(),
    portalUserId: portalUserRef(),
    ...savedCardColumns(),
    /** The business's connected account the card was saved on; '' for the platform's own account. */
    accountRef: text('account_ref').notNull().default(''),
  },
  (t) => [
    index('portal_cards_user_idx').on(t.portalUserId),
    uniqueIndex('portal_cards_one_default').on(t.portalUserId).where(sql`${t.isDefault}`),
  ],
);
