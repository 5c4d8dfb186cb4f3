import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders: ids are bigint identities, times are timestamptz. */
export const id = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();
export const companyId = () => bigint('company_id', { mode: 'number' }).notNull();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
