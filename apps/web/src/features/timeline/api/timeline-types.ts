import type {
  appointmentEntrySchema,
  attachmentEntrySchema,
  communicationEntrySchema,
  drawingEntrySchema,
  futureAppointmentEntrySchema,
  invoiceEntrySchema,
  logEntrySchema,
  noteEntrySchema,
  quotationEntrySchema,
  reportEntrySchema,
  TimelineEntry,
  TimelinePage,
  TimelineTile,
} from '@fieldbook/domain/timeline/timeline.schemas';
import type { z } from '@fieldbook/domain/zod';

/**
 * The record a timeline belongs to. Every call derives from `basePath` (GET `${basePath}/timeline`,
 * `${basePath}/notes`, `${basePath}/attachments`); `queryKey` prefixes the timeline's queries, so
 * invalidating it refreshes every page and filter.
 */
export interface TimelineOwner {
  basePath: string;
  id: number;
  queryKey: readonly unknown[];
}

/** Spec section 4: false (none), 'add' (adding disabled), 'view' (viewing disabled), true or 'all' (both). */
export type TimelineReadOnly = false | 'add' | 'view' | true | 'all';

export const canAddTo = (readOnly: TimelineReadOnly) => readOnly === false || readOnly === 'view';
export const canViewEntries = (readOnly: TimelineReadOnly) => readOnly === false || readOnly === 'add';

// The entries of GET `${basePath}/timeline`, inferred from the schemas the server serializes through (documented there).
export type NoteEntry = z.infer<typeof noteEntrySchema>;
/** An activity-log entry; other server types without their own view render the same way. */
export type LogEntry = z.infer<typeof logEntrySchema>;
export type AttachmentEntry = z.infer<typeof attachmentEntrySchema>;
export type CommunicationEntry = z.infer<typeof communicationEntrySchema>;
export type QuotationEntry = z.infer<typeof quotationEntrySchema>;
export type InvoiceEntry = z.infer<typeof invoiceEntrySchema>;
export type AppointmentEntry = z.infer<typeof appointmentEntrySchema>;
export type FutureAppointmentEntry = z.infer<typeof futureAppointmentEntrySchema>;
export type DrawingEntry = z.infer<typeof drawingEntrySchema>;
export type ReportEntry = z.infer<typeof reportEntrySchema>;
export type { TimelineEntry, TimelinePage, TimelineTile };

/**
 * A React key unique within a timeline (attachment entries share `key`; one file may be attached to
 * the record and, collated, to one of its appointments).
 */
export const entryKey = (entry: TimelineEntry) =>
  entry.timeline_type === 'attachment'
    ? ['attachment', entry.id, entry.timeline_morph?.type, entry.timeline_morph?.reference].filter(Boolean).join('-')
    : entry.key;

/** The filters a timeline query is sent with (already validated and debounced). */
export interface TimelineFilters {
  /** Sent only with 3 or more characters. */
  search: string;
  /** yyyy-MM-dd */
  start: string | null;
  end: string | null;
  /** null: every type. */
  types: readonly string[] | null;
  collated: boolean;
}
