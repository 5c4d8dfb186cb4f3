import { toDollars } from '@fieldbook/domain/money/money.rules';
import {
  TIMELINE_LIMITS,
  type TimelineEntry,
  type TimelinePage,
  type TimelineQuery,
} from '@fieldbook/domain/timeline/timeline.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type BuiltStatement, buildStatement, executeNamed, runBuilt } from '../../db/prepared';
import type { AuthContext } from '../../http/auth';
import { companyTimezone } from '../company/index';
import {
  amountQuery,
  cappedQuery,
  collatedOnly,
  isSearching,
  pageQuery,
  type TimelineFilter,
  tilesQuery,
} from './timeline.query';
import type { TimelineCollation, TimelineSource, TimelineSubject } from './timeline.types';

/** The timeline call's query without the record id; `types` absent or empty means every type. */
export type TimelineRequest = Omit<TimelineQuery, 'id' | 'types[]'>;

interface PageRow extends Record<string, unknown> {
  timeline_type: string;
  entry_id: string | number;
  days: number;
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

  /** The tiles' statement; they also say whether any collated row exists, so they always read them. */
  function tilesOf(prepared: Prepared) {
    const { filter, subject, auth, visible } = prepared;
    const selects = selectsOf(prepared, true);
    // Without a search or dates, a record's own notes, files and log entries are counted by triggers.
    const unfiltered = !isSearching(filter) && !filter.start && !filter.end;
    const kept = visible.map((source) => unfiltered && (source.kept?.(auth, subject) ?? false));
    const types = visible.flatMap((source, index) => (kept[index] ? [source.type] : []));
    const counted = selects.map((select, index) => (kept[index] ? collatedOnly(select) : select));
    return tilesQuery(counted, filter, selects, types.length ? { subject, types } : undefined);
  }

  /** A page neither searched nor dated (a record's page as it opens, find's): its statement is kept. */
  const plainPage = (filter: TimelineFilter) => !isSearching(filter) && !filter.start && !filter.end;
  const pageStatements = new Map<string, BuiltStatement>();

  /**
   * The plain page's statement, built once per shape: the subject's kind, the user (who sees which
   * sources and files), the timezone, collated or not, the page, the sources chosen and their rowsKey;
   * the subject's company and id are its parameters. Building it (drizzle, ~10 kB of text hashed for its
   * name) was a fifth of find's CPU.
   */
  function pageStatement(prepared: Prepared, chosen: TimelineSource[], page: number) {
    const { auth, subject, timezone, filter } = prepared;
    const key = [
      subject.type,
      auth.companyId,
      auth.userId,
      auth.permissions.join(','),
      timezone,
      filter.collated,
      page,
      ...chosen.map((source) => `${source.type}:${source.rowsKey?.(timezone) ?? ''}`),
    ].join('|');
    let statement = pageStatements.get(key);
    if (!statement) {
      const placeheld: TimelineSubject = {
        companyId: sql.placeholder('companyId') as unknown as number,
        type: subject.type,
        id: sql.placeholder('id') as unknown as number,
      };
      const selects = selectsOf({ ...prepared, subject: placeheld }, filter.collated, chosen);
      statement = buildStatement(pageQuery(selects, filter, page));
      // Shapes are few per user; the bound only keeps a surprise (or many users) from growing without end.
      if (pageStatements.size >= 1_000) pageStatements.clear();
      pageStatements.set(key, statement);
    }
    return statement;
  }

  async function pageEntries(prepared: Prepared, request: TimelineRequest) {
    const { auth, subject, timezone, filter, visible } = prepared;
    const chosen = request.types?.length ? visible.filter((source) => request.types?.includes(source.type)) : visible;
    if (chosen.length === 0) return { timeline: [], has_more: false };
    // Named: planning this statement costs more than running it (see executeNamed).
    const rows = plainPage(filter)
      ? await runBuilt<PageRow>(db, pageStatement(prepared, chosen, request.page), {
          companyId: subject.companyId,
          id: subject.id,
        })
      : await executeNamed<PageRow>(db, pageQuery(selectsOf(prepared, filter.collated, chosen), filter, request.page));
    const morphs = (ids: number[]) => collation.morphs(db, subject.companyId, ids);
    const loaded = await Promise.all(
      chosen.map(async (source) => {
        const ids = rows.filter((row) => row.timeline_type === source.type).map((row) => Number(row.entry_id));
        return ids.length > 0
          ? source.hydrate(db, { auth, timezone, subject, morphs }, ids)
          : new Map<number, TimelineEntry>();
      }),
    );
    const byType = new Map(chosen.map((source, index) => [source.type as string, loaded[index]]));
    const timeline = rows.flatMap((row) => byType.get(row.timeline_type)?.get(Number(row.entry_id)) ?? []);
    return { timeline, has_more: (rows[0]?.days ?? 0) > TIMELINE_LIMITS.groupsPerPage };
  }

  return {
    /** Just the page's entries and has_more (a record's GET shows page 1 without tiles). */
    entries: async (auth: AuthContext, subject: TimelineSubject, request: TimelineRequest) =>
      pageEntries(await prepare(auth, subject, request), request),

    /** The timeline call's payload: the page, and the tiles over the whole record. */
    async page(auth: AuthContext, subject: TimelineSubject, request: TimelineRequest): Promise<TimelinePage> {
      const prepared = await prepare(auth, subject, request);
      const [page, tiles, totals] = await Promise.all([
        pageEntries(prepared, request),
        executeNamed<{ counts: Record<string, number>; has_collated: boolean }>(db, tilesOf(prepared)),
        Promise.all(
          prepared.visible.map(async (source) => {
            if (!source.amounts) return undefined;
            const { rows } = await db.execute<{ total: string }>(amountQuery(source.amounts(subject), prepared.filter));
            return toDollars(Number(rows[0]?.total ?? 0));
          }),
        ),
      ]);
      const counts = tiles[0]?.counts ?? {};
      return {
        ...page,
        page: request.page,
        tiles: prepared.visible.map((source, index) => {
          const total = totals[index];
          return { type: source.type, count: counts[source.type] ?? 0, ...(total === undefined ? {} : { total }) };
        }),
        has_collated: tiles[0]?.has_collated ?? false,
      };
    },
  };
}
export type Timeline = ReturnType<typeof createTimeline>;
