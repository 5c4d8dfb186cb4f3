import { addressSchema } from '../company/company.schemas';
import { blankToNull, positiveId, queryFlag } from '../http/schema-helpers';
import { z } from '../zod';
import { REPORT_LIMITS, REPORT_MESSAGES, REPORT_STATUSES } from './reports.constants';

const optionalId = z.preprocess(blankToNull, positiveId.nullish());

const reportDate = z.preprocess(
  blankToNull,
  z
    .string({ error: REPORT_MESSAGES.reportDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.reportDateInvalid)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, REPORT_MESSAGES.reportDateInvalid)
    .nullish(),
);

const reference = z.preprocess(
  blankToNull,
  z.string().trim().max(REPORT_LIMITS.referenceMax, REPORT_MESSAGES.referenceTooLong).nullish(),
);

/**
 * Answers by field id; their shapes are checked against the template's form version (validateFormAnswers).
 * More answers than any form has fields are refused with one message before each is read: a million
 * unknown ones were 8 s of one request and as many errors in its answer.
 */
const answers = z
  .preprocess(
    (value, ctx) => {
      const many = typeof value === 'object' && value !== null && Object.keys(value).length > REPORT_LIMITS.answersMax;
      if (many) ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.answersTooMany, input: value });
      return value;
    },
    z.record(z.string().max(64), z.unknown()),
  )
  .default({});

/** The fields a draft's filler changes. Address left out keeps it; null clears it. */
const fillFields = {
  address: addressSchema.nullish(),
  report_date: reportDate,
  reference_id: reference,
  answers,
};

/**
 * POST v1/reports: a draft of a template for a client (and an appointment). Without client_id the
 * appointment's first client is taken; without address, the appointment's or else the client's; without a
 * date, today; without a reference, the next number.
 */
export const createReportBodySchema = z.object({
  template_id: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.coerce
      .number({ error: REPORT_MESSAGES.templateRequired })
      .int({ error: REPORT_MESSAGES.templateRequired })
      .positive({ error: REPORT_MESSAGES.templateRequired }),
  ),
  client_id: optionalId,
  appointment_id: optionalId,
  ...fillFields,
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;
export type CreateReportInput = z.input<typeof createReportBodySchema>;

/** PUT v1/reports/{id}: saves a draft's answers; updated_at is the version the edit started from. */
export const updateReportBodySchema = z.object({ ...fillFields, updated_at: z.string().optional() });
export type UpdateReportBody = z.infer<typeof updateReportBodySchema>;

const recipients = z
  .array(z.email(REPORT_MESSAGES.emailInvalid).max(255))
  .max(REPORT_LIMITS.recipientsMax, REPORT_MESSAGES.recipientsTooMany)
  .optional();

const emailFields = {
  /** Addresses to send to; left out, the client's own. */
  to: recipients,
  subject: z.preprocess(
    blankToNull,
    z.string().trim().max(REPORT_LIMITS.subjectMax, REPORT_MESSAGES.subjectTooLong).nullish(),
  ),
  message: z.preprocess(
    blankToNull,
    z.string().trim().max(REPORT_LIMITS.messageMax, REPORT_MESSAGES.messageTooLong).nullish(),
  ),
};

/** POST v1/reports/{id}/publish: every required answer must be there; `send` emails the PDF to the client. */
export const publishReportBodySchema = z.object({
  send: z.boolean().default(false),
  ...emailFields,
  updated_at: z.string().optional(),
});
export type PublishReportBody = z.infer<typeof publishReportBodySchema>;

/** POST v1/reports/{id}/send: emails a published report's PDF (again). */
export const sendReportBodySchema = z.object(emailFields);
export type SendReportBody = z.infer<typeof sendReportBodySchema>;

export const reportIdParamsSchema = z.object({ id: positiveId });

/** GET v1/reports: a client's or appointment's reports, searchable, a page at a time. */
export const reportsListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  client_id: positiveId.optional(),
  appointment_id: positiveId.optional(),
  status: z.enum(REPORT_STATUSES).optional(),
  archived: queryFlag.optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
});
export type ReportsListQuery = z.infer<typeof reportsListQuerySchema>;
