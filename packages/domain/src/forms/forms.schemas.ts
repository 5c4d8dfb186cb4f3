import { blankToNull, positiveId, queryFlag } from '../http/schema-helpers';
import { z } from '../zod';
import {
  CHOICE_FIELD_TYPES,
  DISPLAY_FIELD_TYPES,
  FORM_FIELD_TYPES,
  FORM_LIMITS,
  FORM_MESSAGES,
  FORM_STATUSES,
  REPORT_TEMPLATE_MESSAGES,
  REPORT_TEMPLATE_STATUSES,
} from './forms.constants';

/** A client-made key for a section, field or column: stable across versions, so answers name it. */
const key = z
  .string({ error: FORM_MESSAGES.idsDuplicate })
  .trim()
  .min(1, FORM_MESSAGES.idsDuplicate)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, FORM_MESSAGES.idsDuplicate);

const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, tooLong).nullish()).transform((value) => value ?? null);

export const formColumnSchema = z.object({
  id: key,
  label: requiredText(FORM_MESSAGES.columnLabelRequired, FORM_MESSAGES.labelTooLong, FORM_LIMITS.labelMax),
});

export const formFieldSchema = z
  .object({
    id: key,
    type: z.enum(FORM_FIELD_TYPES, { error: FORM_MESSAGES.fieldTypeInvalid }),
    label: requiredText(FORM_MESSAGES.labelRequired, FORM_MESSAGES.labelTooLong, FORM_LIMITS.labelMax),
    required: z.boolean().default(false),
    /** Help text shown under the field; the body of an instructions field. */
    help: optionalText(FORM_LIMITS.instructionsMax, FORM_MESSAGES.labelTooLong),
    /** The choices of choice and multiple_choice. */
    options: z
      .array(requiredText(FORM_MESSAGES.optionRequired, FORM_MESSAGES.labelTooLong, FORM_LIMITS.optionMax))
      .max(FORM_LIMITS.optionsMax)
      .default([]),
    /** The columns of a table. */
    columns: z.array(formColumnSchema).max(FORM_LIMITS.columnsMax).default([]),
  })
  .superRefine((field, ctx) => {
    if (CHOICE_FIELD_TYPES.includes(field.type)) {
      if (field.options.length === 0)
        ctx.addIssue({ code: 'custom', path: ['options'], message: FORM_MESSAGES.optionsRequired });
      const lowered = field.options.map((option) => option.toLowerCase());
      if (new Set(lowered).size !== lowered.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: FORM_MESSAGES.optionsDuplicate });
      }
    }
    if (field.type === 'table') {
      if (field.columns.length === 0)
        ctx.addIssue({ code: 'custom', path: ['columns'], message: FORM_MESSAGES.columnsRequired });
      const ids = field.columns.map((column) => column.id);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', path: ['columns'], message: FORM_MESSAGES.idsDuplicate });
    }
  })
  .transform((field) => ({
    ...field,
    // Display-only fields take no answer; options and columns only where the type has them.
    required: DISPLAY_FIELD_TYPES.includes(field.type) ? false : field.required,
    options: CHOICE_FIELD_TYPES.includes(field.type) ? field.options : [],
    columns: field.type === 'table' ? field.columns : [],
  }));
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

export const formSectionSchema = z.object({
  id: key,
  title: requiredText(FORM_MESSAGES.sectionTitleRequired, FORM_MESSAGES.labelTooLong, FORM_LIMITS.labelMax),
  fields: z.array(formFieldSchema).max(FORM_LIMITS.fieldsMax, FORM_MESSAGES.fieldsTooMany).default([]),
});
export type FormSection = z.output<typeof formSectionSchema>;

/** A form's definition: what one version holds. Ids are unique across the whole form. */
export const formDefinitionSchema = z
  .object({
    sections: z
      .array(formSectionSchema, { error: FORM_MESSAGES.sectionsRequired })
      .min(1, FORM_MESSAGES.sectionsRequired)
      .max(FORM_LIMITS.sectionsMax, FORM_MESSAGES.sectionsTooMany),
  })
  .superRefine((definition, ctx) => {
    const ids = definition.sections.flatMap((section) => [section.id, ...section.fields.map((field) => field.id)]);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: FORM_MESSAGES.idsDuplicate });
  });
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** POST v1/forms. */
export const createFormBodySchema = z.object({
  name: requiredText(FORM_MESSAGES.nameRequired, FORM_MESSAGES.nameTooLong, FORM_LIMITS.nameMax),
  description: optionalText(FORM_LIMITS.descriptionMax, FORM_MESSAGES.descriptionTooLong),
  is_beta: z.boolean().default(false),
  definition: z.preprocess((value) => value ?? { sections: undefined }, formDefinitionSchema),
});
export type CreateFormBody = z.infer<typeof createFormBodySchema>;
export type CreateFormInput = z.input<typeof createFormBodySchema>;

/** PUT v1/forms/{id}: writes a new version. updated_at is the version the edit started from. */
export const updateFormBodySchema = createFormBodySchema.extend({ updated_at: z.string().optional() });
export type UpdateFormBody = z.infer<typeof updateFormBodySchema>;

export const formIdParamsSchema = z.object({ id: positiveId });

/** GET v1/forms/{id}: ?version=n reads an older definition. */
export const formQuerySchema = z.object({ version: z.coerce.number().int().positive().optional() });

/** GET v1/forms: paged, searchable by name or description. */
export const formsListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(FORM_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(200).default(FORM_LIMITS.listPageSize),
});
export type FormsListQuery = z.infer<typeof formsListQuerySchema>;

/** GET v1/reportTemplates. */
export const reportTemplatesListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(REPORT_TEMPLATE_STATUSES).optional(),
  form_id: positiveId.optional(),
  is_master: queryFlag.optional(),
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(200).default(FORM_LIMITS.listPageSize),
});
export type ReportTemplatesListQuery = z.infer<typeof reportTemplatesListQuerySchema>;

/** POST v1/reportTemplates; form_version left out pins the form's current version. */
export const createReportTemplateBodySchema = z.object({
  form_id: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.coerce
      .number({ error: REPORT_TEMPLATE_MESSAGES.formRequired })
      .int({ error: REPORT_TEMPLATE_MESSAGES.formRequired })
      .positive({ error: REPORT_TEMPLATE_MESSAGES.formRequired }),
  ),
  form_version: z.preprocess(blankToNull, z.coerce.number().int().positive().nullish()),
  title: requiredText(
    REPORT_TEMPLATE_MESSAGES.titleRequired,
    REPORT_TEMPLATE_MESSAGES.titleTooLong,
    FORM_LIMITS.titleMax,
  ),
  standard: optionalText(FORM_LIMITS.standardMax, REPORT_TEMPLATE_MESSAGES.standardTooLong),
  master_version: z.coerce
    .number({ error: REPORT_TEMPLATE_MESSAGES.masterVersionInvalid })
    .int({ error: REPORT_TEMPLATE_MESSAGES.masterVersionInvalid })
    .min(1, REPORT_TEMPLATE_MESSAGES.masterVersionInvalid)
    .default(1),
  minor_version: z.coerce
    .number({ error: REPORT_TEMPLATE_MESSAGES.minorVersionInvalid })
    .int({ error: REPORT_TEMPLATE_MESSAGES.minorVersionInvalid })
    .min(0, REPORT_TEMPLATE_MESSAGES.minorVersionInvalid)
    .default(0),
  is_master: z.boolean().default(false),
  is_beta: z.boolean().default(false),
  description: optionalText(FORM_LIMITS.descriptionMax, REPORT_TEMPLATE_MESSAGES.descriptionTooLong),
});
export type CreateReportTemplateBody = z.infer<typeof createReportTemplateBodySchema>;

export const updateReportTemplateBodySchema = createReportTemplateBodySchema.extend({
  updated_at: z.string().optional(),
});
export type UpdateReportTemplateBody = z.infer<typeof updateReportTemplateBodySchema>;
