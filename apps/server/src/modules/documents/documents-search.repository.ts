import type { DocumentKind } from '@fieldbook/domain/documents/documents.constants';
import { DOCUMENT_LIMITS } from '@fieldbook/domain/documents/documents.constants';
import type { SearchInvoicesBody, SearchQuotationsBody } from '@fieldbook/domain/documents/documents.schemas';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { escapeLike } from '../../db/like-pattern';
import { documents } from '../../db/schema/index';
import { clientIdsMatching } from '../clients/index';

/** A search of either kind: the invoice's own filters are absent from a quotation's. */
export type DocumentSearch = Omit<SearchQuotationsBody, 'status'> & { status: string[] } & Partial<
    Pick<SearchInvoicesBody, 'partially_paid' | 'overdue'>
  >;

const SORTS: Record<DocumentSearch['sort'], SQL[]> = {
  // Numbers are text: shorter first sorts the usual numeric ones numerically.
  number: [sql`length(${documents.number})`, sql`${documents.number}`],
  date: [sql`${documents.documentDate}`],
  term: [sql`${documents.termDate}`],
  total: [sql`${documents.totalCents}`],
  amount_due: [sql`(${documents.totalCents} - ${documents.amountPaidCents})`],
  // Aliased by hand: inside a subquery drizzle may leave columns unqualified.
  client: [
    sql`(select lower(c.display_name) from clients c where c.company_id = "documents"."company_id" and c.id = "documents"."client_id")`,
  ],
  created_at: [sql`${documents.createdAt}`],
};

/** One page of a company's documents of a kind matching the search, with the total; `today` is the company's. */
export async function searchDocuments(
  db: Executor,
  companyId: number,
  kind: DocumentKind,
  body: DocumentSearch,
  today: string,
) {
  const term = body.filter.trim().toLowerCase();
  const clientIds = term ? await clientIdsMatching(db, companyId, term) : [];
  const conditions: (SQL | undefined)[] = [
    eq(documents.companyId, companyId),
    eq(documents.kind, kind),
    body.archived ? isNotNull(documents.archivedAt) : isNull(documents.archivedAt),
    body.status.length > 0 ? inArray(documents.status, body.status) : undefined,
    body.client_id ? eq(documents.clientId, body.client_id) : undefined,
    body.appointment_id ? eq(documents.appointmentId, body.appointment_id) : undefined,
    body.start ? gte(documents.documentDate, body.start) : undefined,
    body.end ? lte(documents.documentDate, body.end) : undefined,
    body.partially_paid ? eq(documents.status, 'PARTIAL') : undefined,
    body.overdue ? and(inArray(documents.status, ['OPEN', 'PARTIAL']), lt(documents.termDate, today)) : undefined,
    // The number, title and address through the documents' trigram index, or the client's name through theirs.
    term
      ? or(
          sql`${documents.searchText} like ${`%${escapeLike(term)}%`}`,
          clientIds.length > 0 ? inArray(documents.clientId, clientIds) : undefined,
        )
      : undefined,
  ];
  const where = and(...conditions);
  const order = body.direction === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(...SORTS[body.sort].map((column) => order(column)), order(documents.id))
      .limit(body.rows)
      .offset((body.page - 1) * body.rows),
    // Counted only so far past this page: the pager needs no more, and a whole count of a big list is slow.
    db.select({ value: count() }).from(
      db
        .select({ id: documents.id })
        .from(documents)
        .where(where)
        .limit((body.page + DOCUMENT_LIMITS.pagesCountedAhead) * body.rows)
        .as('counted'),
    ),
  ]);
  return { rows, total: total?.value ?? 0 };
}
