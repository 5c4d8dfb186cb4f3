import type { DocumentKind } from '@fieldbook/domain/documents/documents.constants';
import { DOCUMENT_LIMITS } from '@fieldbook/domain/documents/documents.constants';
import type { DocumentClient } from '@fieldbook/domain/documents/documents.payloads';
import type { SearchInvoicesBody, SearchQuotationsBody } from '@fieldbook/domain/documents/documents.schemas';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import type { Executor } from '../../db/database';
import { escapeLike } from '../../db/like-pattern';
import { builtPer, UNNAMED } from '../../db/prepared';
import { documents } from '../../db/schema/index';
import { clientIdsMatching, documentClientColumns } from '../clients/index';

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

/** Which conditions a search has, its sort and direction: each such shape is built by drizzle once. */
function shapeOf(body: DocumentSearch, term: string, clientIds: number[]) {
  return [
    body.archived ? 'archived' : 'live',
    body.status.length,
    body.client_id ? 'client' : '',
    body.appointment_id ? 'appointment' : '',
    body.start ? 'start' : '',
    body.end ? 'end' : '',
    body.partially_paid ? 'partial' : '',
    body.overdue ? 'overdue' : '',
    term ? 'term' : '',
    clientIds.length > 0 ? 'clients' : '',
    body.sort,
    body.direction,
  ].join('|');
}

const placeholder = sql.placeholder;

/** What a list shows of a document (documents.presenter.ts: the summaries), with its client's name and email. */
const listed = {
  id: documents.id,
  title: documents.title,
  totalCents: documents.totalCents,
  clientId: documents.clientId,
  address: documents.address,
  archivedAt: documents.archivedAt,
  number: documents.number,
  documentDate: documents.documentDate,
  termDate: documents.termDate,
  amountPaidCents: documents.amountPaidCents,
  status: documents.status,
  paidOn: documents.paidOn,
  ...documentClientColumns(sql`"documents"."company_id"`, sql`"documents"."client_id"`),
};

/**
 * The page with its count (each row carries it), and the count alone for a page past the end, for one
 * shape, values as placeholders (statuses `status0`…). Sent unnamed: PostgreSQL plans each search for
 * its values (a typed term goes through the trigram index, a filter to the unpaid index), as it did
 * when drizzle built the query on every request.
 */
const searchQueries = builtPer((db: Executor, shape: string) => {
  const [archived, statuses, client, appointment, start, end, partial, overdue, term, matchedClients, sort, direction] =
    shape.split('|');
  const where = and(
    eq(documents.companyId, placeholder('companyId')),
    eq(documents.kind, placeholder('kind')),
    archived === 'archived' ? isNotNull(documents.archivedAt) : isNull(documents.archivedAt),
    Number(statuses) > 0
      ? inArray(
          documents.status,
          Array.from({ length: Number(statuses) }, (_, index) => placeholder(`status${index}`)),
        )
      : undefined,
    client ? eq(documents.clientId, placeholder('clientId')) : undefined,
    appointment ? eq(documents.appointmentId, placeholder('appointmentId')) : undefined,
    start ? gte(documents.documentDate, placeholder('start')) : undefined,
    end ? lte(documents.documentDate, placeholder('end')) : undefined,
    partial ? eq(documents.status, 'PARTIAL') : undefined,
    overdue
      ? and(inArray(documents.status, ['OPEN', 'PARTIAL']), lt(documents.termDate, placeholder('today')))
      : undefined,
    // The number, title and address through the documents' trigram index, or the client's name through theirs.
    term
      ? or(
          sql`${documents.searchText} like ${placeholder('pattern')}`,
          matchedClients ? anyIdPlaceholder(documents.clientId, 'clientIds') : undefined,
        )
      : undefined,
  );
  const order = direction === 'desc' ? desc : asc;
  // Counted only so far past this page: the pager needs no more, and a whole count of a big list is slow.
  const counted = db.select({ id: documents.id }).from(documents).where(where).limit(placeholder('counted'));
  return {
    // The count is an uncorrelated subquery: PostgreSQL runs it once (an InitPlan), not per row.
    rows: db
      .select({ ...listed, total: sql<number>`(select count(*)::int from ${counted} counted)` })
      .from(documents)
      .where(where)
      .orderBy(...SORTS[sort as DocumentSearch['sort']].map((column) => order(column)), order(documents.id))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(UNNAMED),
    total: db.select({ value: sql<number>`count(*)::int` }).from(counted.as('counted')).prepare(UNNAMED),
  };
});

type ListedRow = Awaited<ReturnType<ReturnType<typeof searchQueries>['rows']['execute']>>[number];

/** The clients listed rows name, by id, as their summaries show them (a missing client: no name, no email). */
export function listedClients(rows: readonly ListedRow[]) {
  const clients = new Map<number, DocumentClient>();
  for (const row of rows)
    clients.set(row.clientId, { id: row.clientId, display_name: row.clientName ?? '', email: row.clientEmail });
  return clients;
}

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
  const queries = searchQueries(db, shapeOf(body, term, clientIds));
  const values: Record<string, unknown> = {
    companyId,
    kind,
    clientId: body.client_id,
    appointmentId: body.appointment_id,
    start: body.start,
    end: body.end,
    today,
    pattern: `%${escapeLike(term)}%`,
    clientIds,
    limit: body.rows,
    offset: (body.page - 1) * body.rows,
    counted: (body.page + DOCUMENT_LIMITS.pagesCountedAhead) * body.rows,
  };
  body.status.forEach((status, index) => {
    values[`status${index}`] = status;
  });
  const rows = await queries.rows.execute(values);
  if (rows.length > 0 || body.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end has no row to carry the count.
  const [counted] = await queries.total.execute(values);
  return { rows, total: counted?.value ?? 0 };
}
