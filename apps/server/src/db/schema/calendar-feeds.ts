import { sql } from 'drizzle-orm';
import { foreignKey, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref } from './columns';
import { users } from './users';

/**
 * A private iCalendar subscription (settings/externalCalendarFeeds): a staff member's appointments or
 * the company's. The link's token is an HMAC of `nonce` under the app secret, so the owner can copy
 * the same link again (calendar apps keep the URL they subscribed to) while the table alone reveals
 * no link; `token_hash` (sha256 of the token) is what the public feed looks up.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    companyId: companyId(),
    id: id(),
    /** STAFF or COMPANY (domain calendar-feeds.schemas). */
    kind: text('kind').notNull(),
    userId: ref('user_id'),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash),
    // One live feed per calendar: regenerating revokes the old one first.
    uniqueIndex('calendar_feeds_live_unique')
      .on(t.companyId, t.kind, sql`coalesce(${t.userId}, 0)`)
      .where(sql`${t.revokedAt} is null`),
  ],
);
