import { foreignKey, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId, ref, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * A company's own wording of one message (domain communication-templates): only customised ones are
 * stored; a (kind, channel) without a row uses the built-in default. An SMS has no subject.
 */
export const communicationTemplates = pgTable(
  'communication_templates',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    /** domain TEMPLATE_KINDS */
    kind: text('kind').notNull(),
    /** EMAIL or SMS */
    channel: text('channel').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    updatedBy: ref('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind, t.channel] }),
    foreignKey({ columns: [t.companyId, t.updatedBy], foreignColumns: [users.companyId, users.id] }),
  ],
);
