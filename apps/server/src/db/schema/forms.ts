import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, ref, updatedAt } from './columns';
import { users } from './users';

/** A company's form (spec: forms/*): the editable head; its definitions live in form_versions. */
export const forms = pgTable(
  'forms',
  {
    companyId: companyId(),
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    isBeta: boolean('is_beta').notNull().default(false),
    /** ACTIVE or ARCHIVED. */
    status: text('status').notNull().default('ACTIVE'),
    /** The newest version's number; 1 on create, +1 per edit. */
    currentVersion: integer('current_version').notNull().default(1),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || coalesce(description, ''))`),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    check('forms_status_check', sql`${t.status} in ('ACTIVE', 'ARCHIVED')`),
    index('forms_status_idx').on(t.companyId, t.status),
  ],
);

/** An immutable definition of a form: an edit writes a new row, so a filled report keeps the version it was filled with. */
export const formVersions = pgTable(
  'form_versions',
  {
    companyId: companyId(),
    formId: ref('form_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.formId, t.version] }),
    foreignKey({ columns: [t.companyId, t.formId], foreignColumns: [forms.companyId, forms.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
  ],
);

/** A report template (spec: "Report template"): a form pinned at one version plus its title, standard and versioning. */
export const reportTemplates = pgTable(
  'report_templates',
  {
    companyId: companyId(),
    id: id(),
    formId: ref('form_id').notNull(),
    formVersion: integer('form_version').notNull(),
    title: text('title').notNull(),
    standard: text('standard'),
    masterVersion: integer('master_version').notNull().default(1),
    minorVersion: integer('minor_version').notNull().default(0),
    isMaster: boolean('is_master').notNull().default(false),
    isBeta: boolean('is_beta').notNull().default(false),
    description: text('description'),
    /** DRAFT or ARCHIVED. */
    status: text('status').notNull().default('DRAFT'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || coalesce(standard, '') || ' ' || coalesce(description, ''))`,
    ),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'report_templates_form_version_fk',
      columns: [t.companyId, t.formId, t.formVersion],
      foreignColumns: [formVersions.companyId, formVersions.formId, formVersions.version],
    }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
    check('report_templates_status_check', sql`${t.status} in ('DRAFT', 'ARCHIVED')`),
    index('report_templates_form_idx').on(t.companyId, t.formId),
  ],
);
