import type { Address, BusinessHoursDay } from '@fieldbook/domain/company/company.schemas';
import { boolean, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** The tenant. Its own id is every tenant table's company_id. */
export const companies = pgTable(
  'companies',
  {
    id: id().primaryKey(),
    companyName: text('company_name').notNull(),
    timezone: text('timezone').notNull().default('Australia/Melbourne'),
    hideTimezoneOptions: boolean('hide_timezone_options').notNull().default(false),
    calendarStartOfWeek: smallint('calendar_start_of_week').notNull().default(0),
    address: jsonb('address').$type<Address | null>(),
    /** Who the business is on its tax invoices: its legal name (when not its trading name), ABN digits, email and phone. */
    legalName: text('legal_name'),
    abn: text('abn'),
    email: text('email'),
    phone: text('phone'),
    businessHours: jsonb('business_hours').$type<BusinessHoursDay[]>().notNull(),
    /** Company settings the foundation does not model yet: later capabilities read and write their keys. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    subscribed: boolean('subscribed').notNull().default(false),
    newbie: text('newbie').array().notNull().default([]),
    /** Branding (settings/branding): null colours use the defaults of domain branding.schemas. */
    brandPrimaryColor: text('brand_primary_color'),
    brandAccentColor: text('brand_accent_color'),
    documentFooter: text('document_footer'),
    /** The logo's storage key and the unguessable token of its public URL (a new one per upload). */
    logoStorageKey: text('logo_storage_key'),
    logoToken: text('logo_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_logo_token_idx').on(t.logoToken)],
);
