import type { SearchClientsBody } from '@fieldbook/domain/clients/clients.schemas';
import { phoneDigits } from '@fieldbook/domain/inputs/phone.rules';
import { and, asc, desc, eq, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import type { Executor } from '../../db/database';
import { escapeLike, searchedRows } from '../../db/like-pattern';
import { builtPer, UNNAMED } from '../../db/prepared';
import { clients } from '../../db/schema/index';

/** The digits a term is also tried as phone digits by, or null: only a term that is mostly a number (phone separators aside). */
function phoneDigitsOf(term: string): string | null {
  const digits = phoneDigits(term);
  return digits.length >= 3 && digits.length >= term.replace(/[\s()+\-.]/g, '').length - 2 ? digits : null;
}

type TermKind = 'none' | 'text' | 'phone';

/**
 * How a term is searched (not at all, by its text, or also by its digits as a phone number) and its
 * placeholder values (both given; a shape without digits leaves `digits` unused).
 */
function searched(term: string): { kind: TermKind; values: { text: string; digits: string } } {
  const digits = term ? phoneDigitsOf(term) : null;
  return {
    kind: !term ? 'none' : digits === null ? 'text' : 'phone',
    values: { text: `%${escapeLike(term)}%`, digits: `%${digits ?? ''}%` },
  };
}

/**
 * What a search term matches, its values as placeholders `text` and `digits`: names, reference, emails
 * and addresses through the trigram index on search_text, and phone numbers by their digits through
 * the one on phone_digits.
 */
function termCondition(kind: TermKind): SQL | undefined {
  if (kind === 'none') return undefined;
  return or(
    sql`${clients.searchText} like ${sql.placeholder('text')}`,
    kind === 'phone' ? sql`${clients.phoneDigits} like ${sql.placeholder('digits')}` : undefined,
  );
}

const SORTS = {
  display_name: clients.displayName,
  reference_id: clients.referenceId,
  created_at: clients.createdAt,
} as const;

type Restriction = 'all' | 'ids' | 'none';

/**
 * A term's page: its matches (read apart from the sort: searchedRows) sorted, cut and counted
 * (`count(*) over ()`), then the page's rows by primary key.
 */
function pageOfMatches(db: Executor, where: SQL | undefined, sorted: SQL[], limit: Placeholder, offset: Placeholder) {
  const page = db
    .select({ id: sql<number>`${clients.id}`.as('page_id'), total: sql<number>`count(*) over ()::int`.as('total') })
    .from(searchedRows(clients, where))
    .orderBy(...sorted)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ client: clients, total: page.total })
    .from(page)
    .innerJoin(clients, and(eq(clients.companyId, sql.placeholder('companyId')), eq(clients.id, page.id)))
    .orderBy(...sorted)
    .prepare(UNNAMED);
}

/**
 * The page with its count (each row carries it), and the count alone for a page past the end, for one
 * shape (archived, how the term is searched, a restriction to some clients, the sort), values as
 * placeholders. Sent unnamed: each search is planned for its own term.
 */
const searchQueries = builtPer((db: Executor, shape: string) => {
  const [archived, kind, restriction, sort, direction] = shape.split('|') as [
    string,
    TermKind,
    Restriction,
    SearchClientsBody['sort'],
    SearchClientsBody['direction'],
  ];
  const where = and(
    eq(clients.companyId, sql.placeholder('companyId')),
    archived === 'archived' ? isNotNull(clients.archivedAt) : isNull(clients.archivedAt),
    termCondition(kind),
    restriction === 'ids' ? anyIdPlaceholder(clients.id) : restriction === 'none' ? sql`false` : undefined,
  );
  const order = direction === 'desc' ? desc : asc;
  const sorted = [order(SORTS[sort]), order(clients.id)];
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  return {
    rows:
      kind === 'none'
        ? // Every client, or a group's: the page stops early along its sort; the count is an
          // uncorrelated subquery, which PostgreSQL runs once (an InitPlan), not per row.
          db
            .select({ client: clients, total: sql<number>`(select count(*)::int from ${clients} where ${where})` })
            .from(clients)
            .where(where)
            .orderBy(...sorted)
            .limit(limit)
            .offset(offset)
            .prepare(UNNAMED)
        : // A term is selective (the trigram indexes): its matches are read once, their ids sorted, cut
          // to the page and counted by a window, and only the page's rows read by primary key.
          pageOfMatches(db, where, sorted, limit, offset),
    total: db.select({ value: sql<number>`count(*)::int` }).from(clients).where(where).prepare(UNNAMED),
  };
});

/** One page of a company's clients matching the body, with the total. */
export async function searchClientRows(
  db: Executor,
  companyId: number,
  body: SearchClientsBody,
  restrictTo: number[] | null,
) {
  const term = body.filter.trim().toLowerCase();
  const { kind, values: termValues } = searched(term);
  const restriction: Restriction = restrictTo === null ? 'all' : restrictTo.length > 0 ? 'ids' : 'none';
  const queries = searchQueries(
    db,
    [body.archived ? 'archived' : 'live', kind, restriction, body.sort, body.direction].join('|'),
  );
  const values = {
    companyId,
    ...termValues,
    ids: restrictTo ?? [],
    limit: body.rows,
    offset: (body.page - 1) * body.rows,
  };
  const found = await queries.rows.execute(values);
  const rows = found.map((row) => row.client);
  if (found.length > 0 || body.page === 1) return { rows, total: found[0]?.total ?? 0 };
  // A page past the end has no row to carry the count.
  const [counted] = await queries.total.execute(values);
  return { rows, total: counted?.value ?? 0 };
}

/** clientIdsMatching's statement by how the term is searched, built once each and sent unnamed (a search). */
const idsMatchingQuery = builtPer((db: Executor, kind: TermKind) =>
  db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, sql.placeholder('companyId')), termCondition(kind)))
    .limit(sql.placeholder('limit'))
    .prepare(UNNAMED),
);

/**
 * The ids of the company's clients a search term matches (at most `limit`), for other records'
 * searches: a list of ids lets their own index serve the match, where a subquery would not.
 */
export async function clientIdsMatching(db: Executor, companyId: number, filter: string, limit = 1000) {
  const term = filter.trim().toLowerCase();
  if (!term) {
    const rows = await db.select({ id: clients.id }).from(clients).where(eq(clients.companyId, companyId)).limit(limit);
    return rows.map((row) => row.id);
  }
  const { kind, values } = searched(term);
  const rows = await idsMatchingQuery(db, kind).execute({ companyId, ...values, limit });
  return rows.map((row) => row.id);
}
