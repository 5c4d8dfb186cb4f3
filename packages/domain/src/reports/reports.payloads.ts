import { addressSchema } from '../company/company.schemas';
import type { DocumentAddress, DocumentClient } from '../documents/documents.payloads';
import { filePayloadSchema } from '../files/files.schemas';
import { formDefinitionPayloadSchema } from '../forms/forms.payloads';
import { z } from '../zod';
import { REPORT_STATUSES } from './reports.constants';

/**
 * What v1/reports answers: the routes serialize through these (so nothing undeclared leaks), the
 * presenter returns their types and the web reads them.
 */

const reportAddressSchema = addressSchema.extend({ full_address: z.string() }) satisfies z.ZodType<DocumentAddress>;
const reportClientSchema = z.object({
  id: z.number(),
  display_name: z.string(),
  email: z.string().nullable(),
}) satisfies z.ZodType<DocumentClient>;
const personSchema = z.object({ id: z.number(), name: z.string() });

/** A report in lists and timelines (spec: "report | id, template (title, standard), address, client, reference_id, archived, report_date, can_publish, status"). */
export const reportSummarySchema = z.object({
  id: z.number(),
  template: z.object({ id: z.number(), title: z.string(), standard: z.string().nullable() }),
  address: reportAddressSchema.nullable(),
  client: reportClientSchema,
  appointment_id: z.number().nullable(),
  reference_id: z.string(),
  archived: z.boolean(),
  report_date: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The user may publish it now: a draft, not archived, and they may edit reports. */
  can_publish: z.boolean(),
  can_edit: z.boolean(),
  published_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** Published to be sent, waiting for the appointment's invoice to be paid. */
  send_pending: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** One report with the form version it is filled against, its answers and the images they name. */
export const reportPayloadSchema = reportSummarySchema.extend({
  form: z.object({ id: z.number(), name: z.string(), version: z.number(), definition: formDefinitionPayloadSchema }),
  /** Answers by field id; their shapes follow the form version's fields. */
  answers: z.record(z.string(), z.unknown()),
  /** The photo and signature files the answers name, presented with signed links. */
  files: z.array(filePayloadSchema),
  creator: personSchema.nullable(),
  published_by: personSchema.nullable(),
});
export type ReportPayload = z.infer<typeof reportPayloadSchema>;

export const reportAnswerSchema = z.object({ report: reportPayloadSchema });

/** GET v1/reports: one page of reports. */
export const reportsPageSchema = z.object({
  reports: z.array(reportSummarySchema),
  total: z.number(),
  page: z.number(),
  rows: z.number(),
});
