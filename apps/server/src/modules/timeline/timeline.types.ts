import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { TimelineEntry, TimelineType } from '@fieldbook/domain/timeline/timeline.schemas';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';

/** The record whose timeline is read: a kind of record (subject_type) and its id, in a company. */
export interface TimelineSubject {
  companyId: number;
  type: string;
  id: number;
}

export type TimelineMorph = NonNullable<TimelineEntry['timeline_morph']>;

/** The records linked to a timeline's subject whose own notes and files it also shows (collated). */
export interface TimelineLinks {
  /** Their subject_type. */
  subjectType: string;
  /** Their ids, as a subquery. */
  ids: SQL;
}

/**
 * Which linked records a timeline collates, and how their entries name them (timeline_morph). A port:
 * the linked records' module implements it (appointments), the composition root hands it to the engine.
 */
export interface TimelineCollation {
  /** The subject's linked records the user may see; null when none may be shown. */
  links(subject: TimelineSubject, auth: AuthContext): TimelineLinks | null;
  /** timeline_morph for entries collated from these linked records, by id; one gone is left out. */
  morphs(db: Executor, companyId: number, ids: number[]): Promise<Map<number, TimelineMorph>>;
}

export interface HydrateContext {
  auth: AuthContext;
  timezone: string;
  subject: TimelineSubject;
  /** The collation's timeline_morph for linked records, by id. */
  morphs(ids: number[]): Promise<Map<number, TimelineMorph>>;
}

/**
 * One entry type of the timeline. `rows` selects the subject's lightweight rows with exactly the columns
 * (timeline_type text, entry_id bigint, at timestamptz, pinned bool, search_text text, collated bool);
 * the engine filters, groups and pages them in SQL, then asks `hydrate` for only the page's entries, or
 * reads them in the page's statement through `details`.
 * A row is collated when it comes from a linked record (its entry carries timeline_morph).
 */
export type TimelineSource = TimelineSourceRows &
  (
    | {
        /** The full entries by entry_id, read after the page; an id it cannot show any more is left out. */
        hydrate(db: Executor, context: HydrateContext, ids: number[]): Promise<Map<number, TimelineEntry>>;
        details?: never;
      }
    | {
        /** The entries read in the page's own statement instead (no round trip after it). */
        details: TimelineDetails;
        hydrate?: never;
      }
  );

/** What every source gives: its rows to filter, group, page and count. */
export interface TimelineSourceRows {
  type: TimelineType;
  /** Without it the user sees neither these entries nor their tile. */
  permission?: PermissionKey;
  /**
   * `links` are the linked records whose rows to collate, null to leave them out: a page of the normal
   * view then reads only the record's own rows, newest first from their index (a union with the
   * collated ones is not).
   */
  rows(
    subject: TimelineSubject,
    auth: AuthContext,
    timezone: string,
    links: TimelineLinks | null,
    /** Whether search_text is matched: without a search a source may leave it null and skip reading it. */
    searching: boolean,
  ): SQL;
  /**
   * What else `rows` depends on besides the subject's kind, the user and the timezone (a bound read from
   * the clock, as the end of today): a record page's statement is built once per such key, its subject's
   * company and id left as parameters.
   */
  rowsKey?(timezone: string): string;
  /**
   * Whether timeline_counts keeps the count of the record's own rows under `type` as this user sees them
   * (migration 0043's triggers): the tiles then read it when no search or dates narrow them.
   */
  kept?(auth: AuthContext, subject: TimelineSubject): boolean;
  /** Only this many matching rows are shown (and counted), soonest first: the next few upcoming appointments. */
  cap?: number;
  /**
   * A tile that also shows a sum (invoices): rows (at timestamptz, search_text text, collated bool,
   * amount bigint in cents) filtered like the entries; the tile's `total` is their sum in dollars.
   */
  amounts?(subject: TimelineSubject): SQL;
}

/**
 * A source's entries read in the page's statement: `read` is a scalar subquery of one json value per
 * entry (`entryId` its entry_id; null when it cannot be shown any more), `present` makes the entries
 * from those values by entry_id, leaving out any it cannot show.
 */
export interface TimelineDetails {
  read(subject: TimelineSubject, auth: AuthContext, entryId: SQL): SQL;
  present(context: HydrateContext, details: Map<number, unknown>): Promise<Map<number, TimelineEntry>>;
}
