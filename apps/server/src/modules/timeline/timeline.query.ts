import { TIMELINE_LIMITS } from '@fieldbook/domain/timeline/timeline.schemas';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/like-pattern';
import { timelineCounts } from '../../db/schema/index';
import type { TimelineSubject } from './timeline.types';

/** What narrows both the entries and the tiles (the types filter narrows only the entries, by source). */
export interface TimelineFilter {
  timezone: string;
  /** Already trimmed; ignored below TIMELINE_LIMITS.minSearchLength characters. */
  search?: string;
  /** yyyy-MM-dd, local to `timezone`: from the start of `start` to the end of `end`. */
  start?: string;
  end?: string;
  collated: boolean;
  /**
   * Build with the search's pattern and the day bounds as placeholders (`pattern`, `start`, `end`), for a
   * statement kept per shape: filterValues fills them on each run.
   */
  placeheld?: boolean;
}

/** Whether the filter matches search_text (a search shorter than the minimum is none). */
export const isSearching = (filter: TimelineFilter) => (filter.search ?? '').length >= TIMELINE_LIMITS.minSearchLength;

/** The values of a filter's search pattern and day bounds, by their placeholders' names (see placeheld). */
export const filterValues = (filter: TimelineFilter) => ({
  pattern: `%${escapeLike(filter.search ?? '')}%`,
  start: filter.start,
  end: filter.end,
});

/** The conditions on the union's rows (aliased r) for search, date range and collated entries. */
function matches(filter: TimelineFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (!filter.collated) conditions.push(sql`not r.collated`);
  const values = filterValues(filter);
  const value = (name: keyof typeof values) => (filter.placeheld ? sql.placeholder(name) : values[name]);
  if (isSearching(filter)) conditions.push(sql`r.search_text ilike ${value('pattern')}`);
  // Day bounds become instants in SQL so the (…, created_at) indexes can serve them.
  if (filter.start) conditions.push(sql`r.at >= ${value('start')}::date::timestamp at time zone ${filter.timezone}`);
  if (filter.end) conditions.push(sql`r.at < (${value('end')}::date + 1)::timestamp at time zone ${filter.timezone}`);
  return sql.join(conditions, sql` and `);
}

const unionOf = (selects: SQL[]) =>
  sql.join(
    selects.map((select) => sql`(${select})`),
    sql` union all `,
  );

/**
 * The page's `detail` column: one json value per row from its type and entry_id (a CASE of the sources'
 * scalar subqueries, so a row reads only its own source's).
 */
export type PageDetails = (timelineType: SQL, entryId: SQL) => SQL;

/** What the page's statement reads besides its rows. */
export interface PageExtras {
  /** Each row's entry as json (its source's `details`), in a `detail` column. */
  details?: PageDetails;
  /**
   * The tiles, as one json value (`tilesJson`), on a row of their own before the page's (its timeline_type
   * null), in a `tiles` column. Given the name of a search's CTE of every match (timeline_type per row),
   * null when not searching.
   */
  tiles?: (matched: SQL | null) => SQL;
}

/**
 * The page's rows in the order shown. The page's date groups are found newest first by a recursive
 * walk: each step takes the newest matching instant before the local midnight of the previous group's
 * day (one ordered index probe per source), stopping one group past the page, so page 1 touches only
 * its own entries whatever the record's size. Then the non-pinned rows within those days, and on
 * page 1 every pinned row first (pinned rows never count in a date group). Each row carries how many
 * groups were found from the page's first one on (one more than a page means older groups exist).
 */
export function pageQuery(selects: SQL[], filter: TimelineFilter, page: number, extras: PageExtras = {}): SQL {
  const { ctes, rows } = isSearching(filter)
    ? searchPageParts(selects, filter, page)
    : walkPageParts(selects, filter, page);
  const days = sql`(select count(*) from page_days)::int`;
  const detail = extras.details ? sql`, ${extras.details(sql`p.timeline_type`, sql`p.entry_id`)} as detail` : sql``;
  const order = sql`order by p.pinned desc nulls first, p.at desc, p.entry_id desc`;
  if (!extras.tiles)
    return sql`${ctes} select p.timeline_type, p.entry_id, ${days} as days${detail} from (${rows}) p ${order}`;
  // The tiles' row has no pinned value, so it sorts first.
  const tiles = extras.tiles(isSearching(filter) ? sql`matched` : null);
  return sql`${ctes}
    select p.timeline_type, p.entry_id, p.days${extras.details ? sql`, p.detail` : sql``}, p.tiles from (
      select p.timeline_type, p.entry_id, p.pinned, p.at, ${days} as days${detail}, null::json as tiles from (${rows}) p
      union all
      select null, null, null, null, ${days}${extras.details ? sql`, null` : sql``}, ${tiles}
    ) p ${order}`;
}

/** The walk's CTEs (page_days) and the page's rows (timeline_type, entry_id, pinned, at). */
function walkPageParts(selects: SQL[], filter: TimelineFilter, page: number) {
  const size = TIMELINE_LIMITS.groupsPerPage;
  const offset = (page - 1) * size;
  const tz = filter.timezone;
  const union = unionOf(selects);
  // Per source, so each probe is an index scan that stops at its first match (a union would sort them
  // all); `nulls last` matches the indexes' (…, created_at DESC) order.
  const newestDay = (before: SQL) =>
    sql`(greatest(${sql.join(
      selects.map(
        (select) => sql`(select r.at from (${select}) r
        where ${matches(filter)} and not r.pinned ${before} order by r.at desc nulls last limit 1)`,
      ),
      sql`, `,
    )}) at time zone ${tz})::date`;
  const rows = (where: SQL) => sql`
    select r.timeline_type, r.entry_id, r.pinned, r.at from (${union}) r where ${matches(filter)} and ${where}`;
  // The walk starts from an 'infinity' day (n = 0) so the probes are written once, not also for the
  // first group: half the statement to plan.
  return {
    ctes: sql`
    with recursive days(day, n) as (
      select 'infinity'::date, 0
      union all
      select ${newestDay(sql`and r.at < d.day::timestamp at time zone ${tz}`)}, d.n + 1
      from days d where d.day is not null and d.n < ${offset + size + 1}
    ),
    page_days as materialized (select day, n from days where day is not null and n > ${offset})`,
    rows: sql`
      ${rows(sql`not r.pinned
        and r.at >= (select min(day) from page_days where n <= ${offset + size})::timestamp at time zone ${tz}
        and r.at < ((select max(day) from page_days) + 1)::timestamp at time zone ${tz}`)}
      ${page === 1 ? sql`union all ${rows(sql`r.pinned`)}` : sql``}`,
  };
}

/**
 * A search's page, as pageQuery's: its matches are read once and their local days ranked. The walk
 * would probe each source again at every step, re-reading a source's rows older than the step's day
 * up to its next match (most of them, matches being few); every match is read for the tiles anyway.
 */
function searchPageParts(selects: SQL[], filter: TimelineFilter, page: number) {
  const size = TIMELINE_LIMITS.groupsPerPage;
  const offset = (page - 1) * size;
  return {
    ctes: sql`
    with matched as materialized (
      select r.timeline_type, r.entry_id, r.pinned, r.at, (r.at at time zone ${filter.timezone})::date as day
      from (${unionOf(selects)}) r where ${matches(filter)}
    ),
    page_days as materialized (
      select day, n from (
        select day, row_number() over (order by day desc) as n
        from (select distinct day from matched where not pinned and day is not null) d
      ) ranked where n > ${offset} and n <= ${offset + size + 1}
    )`,
    rows: sql`
      select m.timeline_type, m.entry_id, m.pinned, m.at from matched m
      where (not m.pinned and m.day in (select day from page_days where n <= ${offset + size}))
        ${page === 1 ? sql`or m.pinned` : sql``}`,
  };
}

/** The counts timeline_counts keeps of a record's own rows, by type (no search or dates narrow them). */
export interface KeptCounts {
  subject: TimelineSubject;
  types: string[];
}

/** Only the collated rows of a source's select: its own rows' count is kept (a pruned union branch). */
export const collatedOnly = (select: SQL): SQL => sql`select k.* from (${select}) k where k.collated`;

/** What the tiles count and sum. */
export interface TilesOf {
  /** Counted row by row (a kept type's select brings only its collated rows). */
  selects: SQL[];
  filter: TimelineFilter;
  /** Every source's rows with the collated ones, for has_collated. */
  collatedSelects: SQL[];
  kept?: KeptCounts;
  /** Sources' amounts (see amountSum), summed in this order into `totals`. */
  amounts: SQL[];
  /** A search's CTE of every match, to count instead of `selects` when it holds the same rows. */
  matched?: SQL;
}

/** Tiles as a page's statement reads them (PageExtras.tiles): one json value, TilesJson. */
export interface TilesJson {
  /** Entries per type. */
  counts: Record<string, number>;
  has_collated: boolean;
  /** Each summed source's total in cents, in the order of TilesOf.amounts. */
  totals: number[];
}

/**
 * Entries per type matching search, date range and collated (not the types filter), whether any row
 * is collated, and the sums: one json value (TilesJson). `selects` are counted row by row; `kept` types
 * add their kept count of own rows (their selects then bring only collated rows), so a record's
 * thousands of notes are one row read.
 */
export function tilesJson({ selects, filter, collatedSelects, kept, amounts, matched }: TilesOf): SQL {
  const counted = matched
    ? sql`select m.timeline_type, count(*) as n from ${matched} m group by m.timeline_type`
    : sql`select r.timeline_type, count(*) as n from (${unionOf(selects)}) r where ${matches(filter)}
                      group by r.timeline_type`;
  const perType = kept?.types.length
    ? sql`select timeline_type, sum(n) as n from (
            ${counted}
            union all
            select ${timelineCounts.timelineType}, ${timelineCounts.n} from ${timelineCounts}
            where ${timelineCounts.companyId} = ${kept.subject.companyId}
              and ${timelineCounts.subjectType} = ${kept.subject.type} and ${timelineCounts.subjectId} = ${kept.subject.id}
              and ${timelineCounts.timelineType} in ${kept.types}) c group by timeline_type`
    : counted;
  return sql`json_build_object(
    'counts', coalesce((select json_object_agg(t.timeline_type, t.n::int) from (${perType}) t), '{}'::json),
    'has_collated', exists (select 1 from (${unionOf(collatedSelects)}) r where r.collated),
    'totals', json_build_array(${sql.join(
      amounts.map((amount) => sql`(${amountSum(amount, filter)})`),
      sql`, `,
    )}))`;
}

/** A source's first `cap` rows matching the filter, soonest first (the engine filters them again, harmlessly). */
export const cappedQuery = (select: SQL, filter: TimelineFilter, cap: number): SQL =>
  sql`select r.* from (${select}) r where ${matches(filter)} order by r.at asc nulls first, r.entry_id asc limit ${cap}`;

/** The sum of a source's amounts matching search, date range and collated, in cents (read with the tiles). */
const amountSum = (select: SQL, filter: TimelineFilter): SQL =>
  sql`select coalesce(sum(r.amount), 0)::bigint as total from (${select}) r where ${matches(filter)}`;
