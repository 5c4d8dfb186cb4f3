import { z } from '../zod';
import { FORM_FIELD_TYPES, FORM_STATUSES, REPORT_TEMPLATE_STATUSES } from './forms.constants';
import type { FormDefinition } from './forms.schemas';

/**
 * What v1/forms and v1/reportTemplates answer: the routes serialize through these (so nothing
 * undeclared leaks), the presenters return their types and the web reads them.
 */

/** A definition as stored: formDefinitionSchema's output, with no checks or transforms to run again. */
export const formDefinitionPayloadSchema = z.object({
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      fields: z.array(
        z.object({
          id: z.string(),
          type: z.enum(FORM_FIELD_TYPES),
          label: z.string(),
          required: z.boolean(),
          help: z.string().nullable(),
          options: z.array(z.string()),
          columns: z.array(z.object({ id: z.string(), label: z.string() })),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<FormDefinition>;

/** A form as its list shows it. */
export const formSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  is_beta: z.boolean(),
  status: z.enum(FORM_STATUSES),
  current_version: z.number(),
  archived: z.boolean(),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FormSummary = z.infer<typeof formSummarySchema>;

/** A form with one version's definition (its current one unless another was asked for). */
export const formPayloadSchema = formSummarySchema.extend({
  version: z.number(),
  is_current_version: z.boolean(),
  definition: formDefinitionPayloadSchema,
  versions: z.array(z.object({ version: z.number(), created_at: z.string() })),
});
export type Form = z.infer<typeof formPayloadSchema>;

export const formAnswerSchema = z.object({ form: formPayloadSchema });

/** GET v1/forms: one page of forms. */
export const formsPageSchema = z.object({
  forms: z.array(formSummarySchema),
  count: z.number(),
  page: z.number(),
  rows: z.number(),
});
export type FormsPage = z.infer<typeof formsPageSchema>;

/** A report template (spec: "Report template"), pinning one version of its form. */
export const reportTemplatePayloadSchema = z.object({
  id: z.number(),
  title: z.string(),
  standard: z.string().nullable(),
  master_version: z.number(),
  minor_version: z.number(),
  is_master: z.boolean(),
  /** A beta form's templates are beta too. */
  is_beta: z.boolean(),
  description: z.string().nullable(),
  status: z.enum(REPORT_TEMPLATE_STATUSES),
  archived: z.boolean(),
  can_edit: z.boolean(),
  form_id: z.number(),
  form_version: z.number(),
  form: z.object({ id: z.number(), name: z.string(), current_version: z.number(), archived: z.boolean() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReportTemplate = z.infer<typeof reportTemplatePayloadSchema>;

export const reportTemplateAnswerSchema = z.object({ template: reportTemplatePayloadSchema });

/** GET v1/reportTemplates: one page of templates. */
export const reportTemplatesPageSchema = z.object({
  templates: z.array(reportTemplatePayloadSchema),
  count: z.number(),
  page: z.number(),
  rows: z.number(),
});
export type ReportTemplatesPage = z.infer<typeof reportTemplatesPageSchema>;
