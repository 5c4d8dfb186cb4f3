import { foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, ref } from './columns';
import { users } from './users';

/**
 * What staff send the team from the beta feature dialog (Report Problem, Leave Feedback): kept for the
 * team to read, newest first per company; nothing in the app lists it.
 */
export const feedback = pgTable(
  'feedback',
  {
    companyId: companyId(),
    id: id(),
    userId: ref('user_id').notNull(),
    /** PROBLEM or FEEDBACK (domain feedback.constants). */
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** The app path it was sent from, e.g. /business/forms/12. */
    pagePath: text('page_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }),
    index('feedback_recent_idx').on(t.companyId, t.createdAt),
  ],
);
