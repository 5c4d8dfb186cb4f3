import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref, updatedAt } from './columns';
import { companies } from './companies';

export const users = pgTable(
  'users',
  {
    companyId: companyId().references(() => companies.id),
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    unverifiedEmail: text('unverified_email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    permissions: text('permissions').array().notNull().default([]),
    color: text('color').notNull().default('#027be3'),
    /** Contact number (a mobile) as its full_phone, "+61 412 345 678". */
    phone: text('phone'),
    /** The drawn signature as a PNG data URL (small: the pad is 150 px high). */
    signature: text('signature'),
    /** A file of this company (an IMAGE); not a foreign key, since files already point at users. */
    profileImageFileId: ref('profile_image_file_id'),
    createdCompany: boolean('created_company').notNull().default(false),
    active: boolean('active').notNull().default(true),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    tipsDismissed: text('tips_dismissed').array().notNull().default([]),
    newbie: text('newbie').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Sign-in is by email alone, so an address belongs to one account across all companies.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
  ],
);

const userFk = (t: { companyId: AnyPgColumn; userId: AnyPgColumn }) =>
  foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade');

/** One signed-in device (guid) of a user; revoking it ends that device's session. */
export const sessions = pgTable(
  'sessions',
  {
    companyId: companyId(),
    id: id(),
    userId: ref('user_id').notNull(),
    guid: text('guid').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    userFk(t),
    index('sessions_user_idx').on(t.companyId, t.userId),
  ],
);

/** Every refresh token ever issued: a used one presented again means theft, and revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    companyId: companyId(),
    id: id(),
    sessionId: ref('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.sessionId], foreignColumns: [sessions.companyId, sessions.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
  ],
);

export const devices = pgTable(
  'devices',
  {
    companyId: companyId(),
    id: id(),
    userId: ref('user_id').notNull(),
    guid: text('guid').notNull(),
    deviceToken: text('device_token'),
    deviceType: text('device_type'),
    browserName: text('browser_name'),
    browserVersion: text('browser_version'),
    deviceOs: text('device_os'),
    appVersion: text('app_version'),
    deviceName: text('device_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    userFk(t),
    uniqueIndex('devices_user_guid_unique').on(t.companyId, t.userId, t.guid),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    companyId: companyId(),
    id: id(),
    userId: ref('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    userFk(t),
    index('password_resets_user_idx').on(t.companyId, t.userId),
  ],
);

/**
 * Sign-in and password-reset tries counted per account (the lower-cased email typed, whether or not an
 * account has it) in a fixed window, so guesses spread over many addresses still meet the account's
 * limit. In PostgreSQL, so every server counts together with or without Redis.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    /** Which limit: sign_in, connect_sign_in, reset_try, reset_code, connect_reset_code. */
    scope: text('scope').notNull(),
    account: text('account').notNull(),
    windowStart: at('window_start').notNull(),
    tries: integer('tries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.account] }), index('auth_throttles_window_idx').on(t.windowStart)],
);

/** Hashes of earlier passwords, for "You cannot use a previous password". */
export const passwordHistory = pgTable(
  'password_history',
  {
    companyId: companyId(),
    id: id(),
    userId: ref('user_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    userFk(t),
    index('password_history_user_idx').on(t.companyId, t.userId),
  ],
);

/** Short-lived proof that the user re-entered the password (v1/user/password/validate). */
export const passwordConfirmations = pgTable(
  'password_confirmations',
  {
    companyId: companyId(),
    id: id(),
    userId: ref('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    userFk(t),
    uniqueIndex('password_confirmations_hash').on(t.tokenHash),
  ],
);

/**
 * A pending or finished change of a user's sign-in email. The new address verifies (verify code,
 * 24 hours); the old address may reverse it (reverse code). A newer request cancels a pending one.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    companyId: companyId(),
    id: id(),
    userId: ref('user_id').notNull(),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    verifyCodeHash: text('verify_code_hash').notNull(),
    reverseCodeHash: text('reverse_code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
    reversedAt: at('reversed_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    userFk(t),
    index('email_changes_user_idx').on(t.companyId, t.userId),
    uniqueIndex('email_changes_verify_hash').on(t.verifyCodeHash),
    uniqueIndex('email_changes_reverse_hash').on(t.reverseCodeHash),
  ],
);

/**
 * An OAuth round trip a user started (Stripe Connect, the accounting provider): the `state` it was
 * sent with, kept as a hash until its callback consumes it once, for that user and purpose only. A
 * company reset's emailed confirmation code is kept the same way (purpose company-reset).
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    companyId: companyId(),
    userId: ref('user_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [userFk(t), index('oauth_states_expires_idx').on(t.expiresAt)],
);
