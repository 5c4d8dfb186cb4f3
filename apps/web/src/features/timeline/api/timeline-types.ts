import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { Communication } from '@fieldbook/domain/communications/communications.schemas';
import type { InvoiceSummary, QuotationSummary } from '@fieldbook/domain/documents/documents.payloads';
import type { ReportSummary } from '@fieldbook/domain/reports/reports.payloads';
import type { FileRecord } from '../../files/api/file-types';

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

/** Marks an entry collated from a linked record; such entries are read-only. */
export interface TimelineMorph {
  name: string;
  type: string;
  url: string | null;
  reference: string | null;
}

interface EntryBase {
  key: string;
  timeline_date: string;
  timeline_pinned: boolean;
  timeline_morph?: TimelineMorph | null;
}

export interface NoteEntry extends EntryBase {
  id: number;
  value: string;
  name: string | null;
  is_updated: boolean;
  is_hidden: boolean;
  is_pinned: boolean;
  created_at: string;
  updated_at: string;
  /** The user may edit, pin and delete it (its author, or the section's edit permission). */
  can_edit: boolean;
  timeline_type: 'note';
}

/** An activity-log entry; other server types without their own view render the same way. */
export interface LogEntry extends EntryBase {
  id: number;
  action: string;
  description: string | null;
  name: string | null;
  created_at: string;
  timeline_type: 'log';
}

/** A file attached to the record (key 'attachments' is shared by every attachment entry). */
export interface AttachmentEntry extends EntryBase {
  id: number;
  title: string | null;
  file_name: string;
  file: FileRecord;
  key: 'attachments';
  timeline_type: 'attachment';
}

/** An email or SMS sent about the record; `content` is a preview unless `complete_msg`. */
export interface CommunicationEntry extends EntryBase, Communication {
  timeline_type: 'communication';
}

/** A quotation of the record (its client's or appointment's). */
export interface QuotationEntry extends EntryBase, QuotationSummary {
  timeline_type: 'quotation';
}

/** An invoice of the record. */
export interface InvoiceEntry extends EntryBase, InvoiceSummary {
  timeline_type: 'invoice';
}

/** An appointment of the record (a client's, or a staff member's as attendee); dates in its own timezone. */
interface AppointmentFields extends EntryBase {
  id: number;
  reference_id: string;
  title: string;
  description: string | null;
  status: AppointmentStatus;
  all_day: boolean;
  start_date: string;
  end_date: string;
  timezone: string;
  color: string | null;
  address: { full_address: string } | null;
  types: { id: number; name: string; shorthand_name: string | null }[];
  clients: { id: number; display_name: string }[];
}

/** An appointment that started by the end of today. */
export interface AppointmentEntry extends AppointmentFields {
  timeline_type: 'appointment';
}

/** One of the record's next upcoming appointments. */
export interface FutureAppointmentEntry extends AppointmentFields {
  timeline_type: 'appointment_future';
}

/** A drawing of the record (its PNG links to drawings/{id}). */
export interface DrawingEntry extends EntryBase {
  id: number;
  title: string;
  reference_id: string | null;
  signed_thumbnail_url: string;
  archived: boolean;
  timeline_type: 'drawing';
}

/** A report of the record (links to reports/{id}). */
export interface ReportEntry
  extends EntryBase,
    Pick<
      ReportSummary,
      'id' | 'template' | 'address' | 'client' | 'reference_id' | 'archived' | 'report_date' | 'can_publish' | 'status'
    > {
  timeline_type: 'report';
}

export type TimelineEntry =
  | NoteEntry
  | LogEntry
  | AttachmentEntry
  | CommunicationEntry
  | QuotationEntry
  | InvoiceEntry
  | AppointmentEntry
  | FutureAppointmentEntry
  | DrawingEntry
  | ReportEntry;

/**
 * A React key unique within a timeline (attachment entries share `key`; one file may be attached to
 * the record and, collated, to one of its appointments).
 */
export const entryKey = (entry: TimelineEntry) =>
  entry.timeline_type === 'attachment'
    ? ['attachment', entry.id, entry.timeline_morph?.type, entry.timeline_morph?.reference].filter(Boolean).join('-')
    : entry.key;

/** A summary tile: entries of one type; `total` (dollars) only for money types such as invoices. */
export interface TimelineTile {
  type: string;
  count: number;
  total?: number;
}

/** One page of GET `${basePath}/timeline`. */
export interface TimelinePage {
  timeline: TimelineEntry[];
  page: number;
  has_more: boolean;
  tiles: TimelineTile[];
  has_collated: boolean;
}

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
