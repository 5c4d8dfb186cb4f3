import { toDollars } from '@fieldbook/domain/money/money.rules';
import {
  TIMELINE_LIMITS,
  type TimelineEntry,
  type TimelinePage,
  type TimelineQuery,
} from '@fieldbook/domain/timeline/timeline.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { executeNamed, runBuilt, statementsByShape } from '../../db/prepared';
import type { AuthContext } from '../../http/auth';
import { companyTimezone } from '../company/index';
import {
  cappedQuery,
  collatedOnly,
  filterValues,
  isSearching,
  type PageDetails,
  pageQuery,
  type TilesJson,
  type TimelineFilter,
  tilesJson,
} from './timeline.query';
import type { TimelineCollation, TimelineSource, TimelineSubject } from './timeline.types';

/** The timeline call's query without the record id; `types` absent or empty means every type. */
export type TimelineRequest = Omit<TimelineQuery, 'id' | 'types[]'>;

interface PageRow extends Record<string, unknown> {
  timeline_type: string;
  entry_id: string | number;
  days: number;
  /** What the row's source `details` read (absent when no chosen source reads them in the page). */
  detail?: unknown;
  /** On the tiles' own row (the first, timeline_type null) when the page reads them. */
  tiles?: TilesJson;
}

interface Prepared {
  auth: AuthContext;
  subject: TimelineSubject;
  timezone: string;
  filter: TimelineFilter;
  /** The sources whose permission the user holds. */
  visible: TimelineSource[];
}

/**
 * A record's activity timeline over any set of sources, collating the entries of the records
 * `collation` links to it: filtered, grouped by local date and paged in SQL (timeline.query.ts), then
 * only the page's entries are loaded, each by its own source.
 */
export function createTimeline(db: Database, sources: TimelineSource[], collation: TimelineCollation) {
  async function prepare(auth: AuthContext, subject: TimelineSubject, request: TimelineRequest): Promise<Prepared> {
    const timezone = await companyTimezone(db, auth, subject.companyId);
    const { search, start, end, collated } = request;
    return {
      auth,
      subject,
      timezone,
      filter: { timezone, search, start, end, collated },
      visible: sources.filter((source) => !source.permission || auth.permissions.includes(source.permission)),
    };
  }

  const selectsOf = (
    { visible, subject, auth, timezone, filter }: Prepared,
    withCollated: boolean,
    chosen = visible,
  ) => {
    const links = withCollated ? collation.links(subject, auth) : null;
    return chosen.map((source) => {
      const rows = source.rows(subject, auth, timezone, links, isSearching(filter));
      return source.cap ? cappedQuery(rows, filter, source.cap) : rows;
    });
  };

  /**
   * The tiles (TilesJson), read in the page's statement; they also say whether any collated row exists,
   * so they always read them. `matched` is a search's CTE of the page's matches when they are the tiles'.
   */
  function tilesOf(prepared: Prepared, matched?: SQL) {
    const { filter, subject, auth, visible } = prepared;
    const selects = selectsOf(prepared, true);
    // Without a search or dates, a record's own notes, files and log entries are counted by triggers.
    const unfiltered = !isSearching(filter) && !filter.start && !filter.end;
    const kept = visible.map((source) => unfiltered && (source.kept?.(auth, subject) ?? false));
    const types = visible.flatMap((source, index) => (kept[index] ? [source.type] : []));
    return tilesJson({
      selects: selects.map((select, index) => (kept[index] ? collatedOnly(select) : select)),
      filter,
      collatedSelects: selects,
      ...(types.length ? { kept: { subject, types } } : {}),
      amounts: visible.flatMap((source) => (source.amounts ? [source.amounts(subject)] : [])),
      ...(matched ? { matched } : {}),
    });
  }

  /**
   * The page's statement: its rows, each entry's details (the sources reading them in the statement) and,
   * with `withTiles`, the tiles on a first row of their own. Everything of the subject in it comes from
   * `prepared.subject` (placeholders in a kept statement).
   */
  function pageStatementQuery(prepared: Prepared, chosen: TimelineSource[], page: number, withTiles: boolean) {
    const { auth, subject, filter, visible } = prepared;
    // The sources that read their entries in the page's own statement (no second round trip).
    const detailed = chosen.filter((source) => source.details);
    const details: PageDetails | undefined = detailed.length
      ? (type, entryId) =>
          sql`case ${type} ${sql.join(
            detailed.map((source) => sql`when ${source.type} then ${source.details?.read(subject, auth, entryId)}`),
            sql` `,
          )} end`
      : undefined;
    // A search's matches are the tiles' rows when every visible type is shown (the page leaving collated
    // rows out reads what the tiles count anyway: their matching excludes them too).
    const sharesMatches = chosen.length === visible.length;
    const tiles = withTiles
      ? (matched: SQL | null) => tilesOf(prepared, matched && sharesMatches ? matched : undefined)
      : undefined;
    return pageQuery(selectsOf(prepared, filter.collated, chosen), filter, page, {
      ...(details ? { details } : {}),
      ...(tiles ? { tiles } : {}),
    });
  }

  const pageStatements = statementsByShape<string>();
  const rowsKeys = (of: TimelineSource[], timezone: string) =>
    of.map((source) => `${source.type}:${source.rowsKey?.(timezone) ?? ''}`);

  /**
   * The page's statement, built once per shape: the subject's kind, the user (who sees which sources and
   * files), the timezone, collated or not, searching or not and which day bounds, the page, the sources
   * chosen and their rowsKey, and whether it reads the tiles (then over every visible source, their
   * rowsKey too). The subject's company and id, the search's pattern and the days are its parameters, in
   * its rows, its entries' details and the tiles' counts, kept counts and sums alike. Building it
   * (drizzle, ~10 kB of text hashed for its name) was a fifth of find's CPU and of a search's.
   */
  function pageStatement(prepared: Prepared, chosen: TimelineSource[], page: number, withTiles: boolean) {
    const { auth, subject, timezone, filter, visible } = prepared;
    const key = [
      subject.type,
      auth.companyId,
      auth.userId,
      auth.permissions.join(','),
      timezone,
      filter.collated,
      isSearching(filter),
      Boolean(filter.start),
      Boolean(filter.end),
      page,
      ...rowsKeys(chosen, timezone),
      ...(withTiles ? ['tiles', ...rowsKeys(visible, timezone)] : []),
    ].join('|');
    return pageStatements(key, () => {
      const placeheld: TimelineSubject = {
        companyId: sql.placeholder('companyId') as unknown as number,
        type: subject.type,
        id: sql.placeholder('id') as unknown as number,
      };
      const shaped = { ...prepared, subject: placeheld, filter: { ...filter, placeheld: true } };
      return pageStatementQuery(shaped, chosen, page, withTiles);
    });
  }

  /** The page's entries and has_more, and the tiles when asked for (one statement either way). */
  async function pageEntries(prepared: Prepared, request: TimelineRequest, withTiles: boolean) {
    const { auth, subject, timezone, filter, visible } = prepared;
    const chosen = request.types?.length ? visible.filter((source) => request.types?.includes(source.type)) : visible;
    if (chosen.length === 0) {
      if (!withTiles) return { timeline: [], has_more: false };
      const [row] = await executeNamed<{ tiles: TilesJson }>(db, sql`select ${tilesOf(prepared)} as tiles`);
      return { timeline: [], has_more: false, tiles: row?.tiles };
    }
    // Kept and named: planning this statement costs more than running it (see buildStatement).
    const all = await runBuilt<PageRow>(db, pageStatement(prepared, chosen, request.page, withTiles), {
      companyId: subject.companyId,
      id: subject.id,
      ...filterValues(filter),
    });
    // With the tiles, the first row is theirs.
    const rows = withTiles ? all.slice(1) : all;
    const morphs = (ids: number[]) => collation.morphs(db, subject.companyId, ids);
    const context = { auth, timezone, subject, morphs };
    const loaded = await Promise.all(
      chosen.map(async (source) => {
        const own = rows.filter((row) => row.timeline_type === source.type);
        if (own.length === 0) return new Map<number, TimelineEntry>();
        if (source.details) {
          const read = new Map<number, unknown>();
          for (const row of own) if (row.detail != null) read.set(Number(row.entry_id), row.detail);
          return source.details.present(context, read);
        }
        return source.hydrate(
          db,
          context,
          own.map((row) => Number(row.entry_id)),
        );
      }),
    );
    const byType = new Map(chosen.map((source, index) => [source.type as string, loaded[index]]));
    const timeline = rows.flatMap((row) => byType.get(row.timeline_type)?.get(Number(row.entry_id)) ?? []);
    return {
      timeline,
      has_more: (all[0]?.days ?? 0) > TIMELINE_LIMITS.groupsPerPage,
      tiles: withTiles ? all[0]?.tiles : undefined,
    };
  }

  return {
    /** Just the page's entries and has_more (a record's GET shows page 1 without tiles). */
    async entries(auth: AuthContext, subject: TimelineSubject, request: TimelineRequest) {
      const { timeline, has_more } = await pageEntries(await prepare(auth, subject, request), request, false);
      return { timeline, has_more };
    },

    /** The timeline call's payload: the page, and the tiles over the whole record. */
    async page(auth: AuthContext, subject: TimelineSubject, request: TimelineRequest): Promise<TimelinePage> {
      const prepared = await prepare(auth, subject, request);
      const { timeline, has_more, tiles } = await pageEntries(prepared, request, true);
      const counts = tiles?.counts ?? {};
      let summed = 0;
      return {
        timeline,
        has_more,
        page: request.page,
        tiles: prepared.visible.map((source) => {
          const count = counts[source.type] ?? 0;
          if (!source.amounts) return { type: source.type, count };
          return { type: source.type, count, total: toDollars(Number(tiles?.totals[summed++] ?? 0)) };
        }),
        has_collated: tiles?.has_collated ?? false,
      };
    },
  };
}
export type Timeline = ReturnType<typeof createTimeline>;
