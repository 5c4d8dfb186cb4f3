import { bigint, boolean, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders: ids are bigint identities, times are timestamptz. */
export const id = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();
export const companyId = () => bigint('company_id', { mode: 'number' }).notNull();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A card saved through the payment provider (a company's or a Client Connect account's): what its tile shows. */
export const savedCardColumns = () => ({
  provider: text('provider').notNull(),
  providerRef: text('provider_ref').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});
