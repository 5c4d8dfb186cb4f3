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
}

/** Whether the filter matches search_text (a search shorter than the minimum is none). */
export const isSearching = (filter: TimelineFilter) => (filter.search ?? '').length >= TIMELINE_LIMITS.minSearchLength;

/** The conditions on the union's rows (aliased r) for search, date range and collated entries. */
function matches(filter: TimelineFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (!filter.collated) conditions.push(sql`not r.collated`);
  const term = filter.search ?? '';
  if (isSearching(filter)) {
    conditions.push(sql`r.search_text ilike ${`%${escapeLike(term)}%`}`);
  }
  // Day bounds become instants in SQL so the (…, created_at) indexes can serve them.
  if (filter.start) conditions.push(sql`r.at >= ${filter.start}::date::timestamp at time zone ${filter.timezone}`);
  if (filter.end) conditions.push(sql`r.at < (${filter.end}::date + 1)::timestamp at time zone ${filter.timezone}`);
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

/**
 * The page's rows in the order shown. The page's date groups are found newest first by a recursive
 * walk: each step takes the newest matching instant before the local midnight of the previous group's
 * day (one ordered index probe per source), stopping one group past the page, so page 1 touches only
 * its own entries whatever the record's size. Then the non-pinned rows within those days, and on
 * page 1 every pinned row first (pinned rows never count in a date group). Each row carries how many
 * groups were found from the page's first one on (one more than a page means older groups exist).
 */
export function pageQuery(selects: SQL[], filter: TimelineFilter, page: number, details?: PageDetails): SQL {
  const detail = details ? sql`, ${details(sql`p.timeline_type`, sql`p.entry_id`)} as detail` : sql``;
  if (isSearching(filter)) return searchPageQuery(selects, filter, page, detail);
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
  return sql`
    with recursive days(day, n) as (
      select 'infinity'::date, 0
      union all
      select ${newestDay(sql`and r.at < d.day::timestamp at time zone ${tz}`)}, d.n + 1
      from days d where d.day is not null and d.n < ${offset + size + 1}
    ),
    page_days as materialized (select day, n from days where day is not null and n > ${offset})
    select p.timeline_type, p.entry_id, (select count(*) from page_days)::int as days${detail}
    from (
      ${rows(sql`not r.pinned
        and r.at >= (select min(day) from page_days where n <= ${offset + size})::timestamp at time zone ${tz}
        and r.at < ((select max(day) from page_days) + 1)::timestamp at time zone ${tz}`)}
      ${page === 1 ? sql`union all ${rows(sql`r.pinned`)}` : sql``}
    ) p
    order by p.pinned desc, p.at desc, p.entry_id desc`;
}

/**
 * A search's page, as pageQuery's: its matches are read once and their local days ranked. The walk
 * would probe each source again at every step, re-reading a source's rows older than the step's day
 * up to its next match (most of them, matches being few); every match is read for the tiles anyway.
 */
function searchPageQuery(selects: SQL[], filter: TimelineFilter, page: number, detail: SQL): SQL {
  const size = TIMELINE_LIMITS.groupsPerPage;
  const offset = (page - 1) * size;
  return sql`
    with matched as materialized (
      select r.timeline_type, r.entry_id, r.pinned, r.at, (r.at at time zone ${filter.timezone})::date as day
      from (${unionOf(selects)}) r where ${matches(filter)}
    ),
    page_days as materialized (
      select day, n from (
        select day, row_number() over (order by day desc) as n
        from (select distinct day from matched where not pinned and day is not null) d
      ) ranked where n > ${offset} and n <= ${offset + size + 1}
    )
    select p.timeline_type, p.entry_id, (select count(*) from page_days)::int as days${detail}
    from matched p
    where (not p.pinned and p.day in (select day from page_days where n <= ${offset + size}))
      ${page === 1 ? sql`or p.pinned` : sql``}
    order by p.pinned desc, p.at desc, p.entry_id desc`;
}

/** The counts timeline_counts keeps of a record's own rows, by type (no search or dates narrow them). */
export interface KeptCounts {
  subject: TimelineSubject;
  types: string[];
}

/** Only the collated rows of a source's select: its own rows' count is kept (a pruned union branch). */
export const collatedOnly = (select: SQL): SQL => sql`select k.* from (${select}) k where k.collated`;

/**
 * Entries per type matching search, date range and collated (not the types filter), and whether any row
 * is collated. `selects` are counted row by row; `kept` types add their kept count of own rows (their
 * selects then bring only collated rows), so a record's thousands of notes are one row read.
 */
export function tilesQuery(
  selects: SQL[],
  filter: TimelineFilter,
  collatedSelects: SQL[],
  kept: KeptCounts | undefined,
  /** Sources' amounts (see amountSum), each summed into its own column total_<index>. */
  amounts: SQL[],
): SQL {
  const counted = sql`select r.timeline_type, count(*) as n from (${unionOf(selects)}) r where ${matches(filter)}
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
  return sql`
    select coalesce((select json_object_agg(t.timeline_type, t.n::int) from (${perType}) t), '{}'::json) as counts,
           exists (select 1 from (${unionOf(collatedSelects)}) r where r.collated) as has_collated
           ${sql.join(
             amounts.map(
               (amount, index) => sql`, (${amountSum(amount, filter)}) as ${sql.identifier(`total_${index}`)}`,
             ),
             sql``,
           )}`;
}

/** A source's first `cap` rows matching the filter, soonest first (the engine filters them again, harmlessly). */
export const cappedQuery = (select: SQL, filter: TimelineFilter, cap: number): SQL =>
  sql`select r.* from (${select}) r where ${matches(filter)} order by r.at asc nulls first, r.entry_id asc limit ${cap}`;

/** The sum of a source's amounts matching search, date range and collated, in cents (read with the tiles). */
const amountSum = (select: SQL, filter: TimelineFilter): SQL =>
  sql`select coalesce(sum(r.amount), 0)::bigint as total from (${select}) r where ${matches(filter)}`;
