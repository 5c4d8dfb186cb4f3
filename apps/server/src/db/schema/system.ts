import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, ref } from './columns';
import { users } from './users';

/** Operator-wide settings (maintenance state and the like), one row per key. */
export const systemState = pgTable('system_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

/** Every email the app sends; with MAIL_PROVIDER=sandbox it stays here and the sandbox mailbox shows it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id().primaryKey(),
    companyId: ref('company_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with it (a document's PDF), base64 in the row so the email and its files commit together. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    status: text('status').notNull(),
    error: text('error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.to, t.id.desc()),
    // The sweep finds what a crash left queued without reading the sent ones.
    index('email_outbox_queued_idx').on(t.createdAt).where(sql`${t.status} = 'queued'`),
    // The hourly message cap counts a company's last hour.
    index('email_outbox_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** Every SMS the app sends; with the sandbox provider it stays here ("sandbox") and is never sent. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id().primaryKey(),
    companyId: ref('company_id'),
    to: text('to').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    providerId: text('provider_id'),
    error: text('error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_outbox_to_idx').on(t.to, t.id.desc()),
    index('sms_outbox_queued_idx').on(t.createdAt).where(sql`${t.status} = 'queued'`),
    index('sms_outbox_company_idx').on(t.companyId, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    companyId: companyId(),
    id: id(),
    userId: ref('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    /** When one server claimed sending it as a browser push (every server hears the announcement). */
    pushedAt: at('pushed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
    index('notifications_user_idx').on(t.companyId, t.userId, t.id.desc()),
  ],
);
