import type { NoteSubjectType } from '@fieldbook/domain/notes/notes.rules';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../http/auth';
import type { Timeline } from './timeline.service';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** How one kind of record plugs into recordTimelineRoutes. */
export interface RecordTimelineOptions {
  /** Fastify's register prefix, the record's path (e.g. '/clients'): {prefix}/notes, /attachments, /timeline. */
  prefix: string;
  /**
   * subject_type of its notes, attachments and log entries; one of domain NOTE_EDIT_PERMISSIONS, which
   * names the section's edit permission that lets a user change others' notes on it.
   */
  subjectType: NoteSubjectType;
  /** Every route needs it (the record's own access permission). */
  permission: PermissionKey;
  tags: string[];
  /** Throws (404) unless the record exists in the caller's company. */
  assertSubject(auth: AuthContext, id: number): Promise<unknown>;
  /** Throws unless the record may be changed (an archived one is read-only); assertSubject when absent. */
  assertWritable?(auth: AuthContext, id: number): Promise<unknown>;
}

/** Routes that change one kind of entry (notes, attachments) on any record, registered beside its timeline. */
export type RecordEntryRoutes = (app: ZodApp, options: RecordTimelineOptions) => void;

/**
 * What every record's timeline is made of, composed at the top (plugins/timeline.ts) from the modules
 * that own its entries: the timeline over their sources, and their routes that change entries.
 */
export interface RecordTimeline {
  timeline: Timeline;
  entryRoutes: RecordEntryRoutes[];
}
