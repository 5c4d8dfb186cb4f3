import type { SearchClientsBody } from '@fieldbook/domain/clients/clients.schemas';
import { phoneDigits } from '@fieldbook/domain/inputs/phone.rules';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { escapeLike } from '../../db/like-pattern';
import { builtPer, UNNAMED } from '../../db/prepared';
import { clients } from '../../db/schema/index';

/** The digits a term is also tried as phone digits by, or null: only a term that is mostly a number (phone separators aside). */
function phoneDigitsOf(term: string): string | null {
  const digits = phoneDigits(term);
  return digits.length >= 3 && digits.length >= term.replace(/[\s()+\-.]/g, '').length - 2 ? digits : null;
}

/**
 * What a search term matches: names, reference, emails and addresses through the trigram index on
 * search_text, and phone numbers by their digits through the one on phone_digits.
 */
export function searchCondition(filter: string): SQL | undefined {
  const term = filter.trim().toLowerCase();
  if (!term) return undefined;
  const conditions: SQL[] = [sql`${clients.searchText} like ${`%${escapeLike(term)}%`}`];
  const digits = phoneDigitsOf(term);
  if (digits !== null) conditions.push(sql`${clients.phoneDigits} like ${`%${digits}%`}`);
  return or(...conditions);
}

const SORTS = {
  display_name: clients.displayName,
  reference_id: clients.referenceId,
  created_at: clients.createdAt,
} as const;

/** One page of a company's clients matching the body, with the total. */
export async function searchClientRows(
  db: Executor,
  companyId: number,
  body: SearchClientsBody,
  restrictTo: number[] | null,
) {
  const conditions: (SQL | undefined)[] = [
    eq(clients.companyId, companyId),
    body.archived ? isNotNull(clients.archivedAt) : isNull(clients.archivedAt),
    searchCondition(body.filter),
  ];
  if (restrictTo) conditions.push(restrictTo.length ? inArray(clients.id, restrictTo) : sql`false`);
  const where = and(...conditions);
  const order = body.direction === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(order(SORTS[body.sort]), order(clients.id))
      .limit(body.rows)
      .offset((body.page - 1) * body.rows),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** clientIdsMatching's statement with or without the phone digits, built once each and sent unnamed (a search). */
const idsMatchingQuery = builtPer((db: Executor, shape: 'text' | 'phone') =>
  db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.companyId, sql.placeholder('companyId')),
        or(
          sql`${clients.searchText} like ${sql.placeholder('text')}`,
          shape === 'phone' ? sql`${clients.phoneDigits} like ${sql.placeholder('digits')}` : undefined,
        ),
      ),
    )
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
  const digits = phoneDigitsOf(term);
  const rows = await idsMatchingQuery(db, digits === null ? 'text' : 'phone').execute({
    companyId,
    text: `%${escapeLike(term)}%`,
    digits: `%${digits}%`,
    limit,
  });
  return rows.map((row) => row.id);
}
