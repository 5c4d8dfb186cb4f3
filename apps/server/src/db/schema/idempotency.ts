import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, ref } from './columns';
import { companies } from './companies';

/**
 * Idempotency keys spent on changes (modules/idempotency): written in the change's own transaction,
 * so a key is here exactly when its change is. `scope` is the route and record it was spent on;
 * `result` is what the first run answered, for a repeat to answer again. Purged after 30 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    userId: ref('user_id').notNull(),
    scope: text('scope').notNull(),
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.key] }),
    // The daily purge finds the old keys by age.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
