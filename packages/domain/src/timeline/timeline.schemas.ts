import { DateTime } from 'luxon';
import { APPOINTMENT_STATUSES } from '../appointments/appointments.constants';
import { communicationSchema } from '../communications/communications.schemas';
import { INVOICE_STATUSES, QUOTATION_STATUSES } from '../documents/documents.constants';
import { filePayloadSchema } from '../files/files.schemas';
import { queryFlag } from '../http/schema-helpers';
import { notePayloadSchema } from '../notes/notes.schemas';
import { REPORT_STATUSES } from '../reports/reports.constants';
import { z } from '../zod';

/** Every entry type a record's activity timeline can hold (spec: "Timeline entry"). */
export const TIMELINE_TYPES = [
  'note',
  'attachment',
  'communication',
  'log',
  'appointment',
  'appointment_future',
  'report',
  'invoice',
  'quotation',
  'drawing',
] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

export const TIMELINE_LIMITS = {
  /** Date groups per page ('Show Older Results...' loads the next page). */
  groupsPerPage: 20,
  /** Shorter search terms are ignored. */
  minSearchLength: 3,
  /** Upcoming appointments shown: the next few only (spec: "capped at the next 5 upcoming"). */
  futureAppointments: 5,
} as const;

export const TIMELINE_MESSAGES = {
  invalidDate: 'Enter a valid date (yyyy-mm-dd).',
  startAfterEnd: 'The start date cannot be after the end date.',
} as const;

const day = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromFormat(value, 'yyyy-MM-dd').isValid,
    TIMELINE_MESSAGES.invalidDate,
  );
/** A query-string list: `types[]=a&types[]=b`, `types=a&types=b` or a single `types=a`. */
const list = z.preprocess((v) => (v == null || Array.isArray(v) ? v : [v]), z.array(z.enum(TIMELINE_TYPES)));

/** GET {record}/timeline. `start`/`end` are local dates in the company's timezone, both days included. */
export const timelineQuerySchema = z
  .object({
    id: z.coerce.number().int().positive(),
    page: z.coerce.number().int().min(1).default(1),
    search: z.string().trim().max(200).optional(),
    start: day.optional(),
    end: day.optional(),
    'types[]': list.optional(),
    types: list.optional(),
    collated: queryFlag.default(false),
  })
  .refine((q) => !(q.start && q.end && q.start > q.end), {
    path: ['start'],
    message: TIMELINE_MESSAGES.startAfterEnd,
  });
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

/** A linked record an entry was collated from; such entries are read-only. */
export const timelineMorphSchema = z.object({
  name: z.string(),
  type: z.string(),
  url: z.string().nullable(),
  reference: z.string().nullable(),
});

const common = {
  id: z.number(),
  key: z.string(),
  /** 'yyyy-MM-dd HH:mm:ss' in the company's timezone. */
  timeline_date: z.string(),
  timeline_pinned: z.boolean(),
  timeline_morph: timelineMorphSchema.optional(),
};

export const noteEntrySchema = z.object({
  ...notePayloadSchema.shape,
  ...common,
  timeline_type: z.literal('note'),
});

export const logEntrySchema = z.object({
  ...common,
  timeline_type: z.literal('log'),
  action: z.string(),
  description: z.string(),
  name: z.string().nullable(),
  created_at: z.string(),
});

/** A file attached to the record; `key` 'attachments' is shared by every file entry. */
export const attachmentEntrySchema = z.object({
  ...common,
  timeline_type: z.literal('attachment'),
  key: z.literal('attachments'),
  title: z.string().nullable(),
  file_name: z.string(),
  file: filePayloadSchema,
});

/** An email or SMS sent about the record; its whole text loads with GET v1/communications/message/contents. */
export const communicationEntrySchema = communicationSchema.extend({
  ...common,
  timeline_type: z.literal('communication'),
});

const documentClientSchema = z.object({ id: z.number(), display_name: z.string(), email: z.string().nullable() });
const documentAddressSchema = z.object({ full_address: z.string() }).passthrough().nullable();

/** A quotation of the record (its client's or appointment's); opens quotations/{id}. */
export const quotationEntrySchema = z.object({
  ...common,
  timeline_type: z.literal('quotation'),
  quotation_number: z.string(),
  quotation_date: z.string(),
  title: z.string().nullable(),
  total: z.number(),
  status: z.enum(QUOTATION_STATUSES),
  address: documentAddressSchema,
  client: documentClientSchema,
  archived: z.boolean(),
  expired_days: z.number(),
});

/** An invoice of the record; opens invoicing/{id}. */
export const invoiceEntrySchema = z.object({
  ...common,
  timeline_type: z.literal('invoice'),
  invoice_number: z.string(),
  invoice_date: z.string(),
  title: z.string().nullable(),
  total: z.number(),
  amount_due: z.number(),
  amount_paid: z.number(),
  status: z.enum(INVOICE_STATUSES),
  address: documentAddressSchema,
  client: documentClientSchema,
  archived: z.boolean(),
  overdue_days: z.number(),
  overdue_paid_days: z.number(),
});

/** What an appointment entry shows (spec: "appointment ... id, title, types[], status, all_day, start_date ..."). */
const appointmentEntryFields = {
  ...common,
  reference_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  all_day: z.boolean(),
  /** SQL date-times in the appointment's own `timezone`. */
  start_date: z.string(),
  end_date: z.string(),
  timezone: z.string(),
  color: z.string().nullable(),
  address: documentAddressSchema,
  types: z.array(z.object({ id: z.number(), name: z.string(), shorthand_name: z.string().nullable() })),
  clients: z.array(z.object({ id: z.number(), display_name: z.string() })),
};

/** An appointment of the record that started by the end of today (company timezone), at its start. */
export const appointmentEntrySchema = z.object({ ...appointmentEntryFields, timeline_type: z.literal('appointment') });

/** One of the record's next upcoming appointments (after the end of today); at most TIMELINE_LIMITS.futureAppointments. */
export const futureAppointmentEntrySchema = z.object({
  ...appointmentEntryFields,
  timeline_type: z.literal('appointment_future'),
});

/** A drawing of the record (its client's or appointment's): spec "drawing | Drawings | id, title, reference_id, signed_thumbnail_url". */
export const drawingEntrySchema = z.object({
  ...common,
  timeline_type: z.literal('drawing'),
  title: z.string(),
  reference_id: z.string().nullable(),
  signed_thumbnail_url: z.string(),
  archived: z.boolean(),
});

/** A report of the record: spec "report | id, template (title, standard), address, client, reference_id, archived, report_date, can_publish, status". */
export const reportEntrySchema = z.object({
  ...common,
  timeline_type: z.literal('report'),
  template: z.object({ id: z.number(), title: z.string(), standard: z.string().nullable() }),
  address: documentAddressSchema,
  client: documentClientSchema,
  reference_id: z.string(),
  archived: z.boolean(),
  report_date: z.string(),
  can_publish: z.boolean(),
  status: z.enum(REPORT_STATUSES),
});

export const timelineEntrySchema = z.discriminatedUnion('timeline_type', [
  noteEntrySchema,
  logEntrySchema,
  attachmentEntrySchema,
  communicationEntrySchema,
  quotationEntrySchema,
  invoiceEntrySchema,
  appointmentEntrySchema,
  futureAppointmentEntrySchema,
  drawingEntrySchema,
  reportEntrySchema,
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A summary tile: entries of one type matching the search and date range; invoices add their `total` (DRAFT skipped), in dollars. */
export const timelineTileSchema = z.object({ type: z.string(), count: z.number(), total: z.number().optional() });
export type TimelineTile = z.infer<typeof timelineTileSchema>;

export const timelinePageSchema = z.object({
  /** Page 1 starts with the pinned entries; then the page's date groups, newest first. */
  timeline: z.array(timelineEntrySchema),
  page: z.number(),
  has_more: z.boolean(),
  tiles: z.array(timelineTileSchema),
  has_collated: z.boolean(),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;
