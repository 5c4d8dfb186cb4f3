import type { DocumentKind } from '@fieldbook/domain/documents/documents.constants';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { documentLinks, documents } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentValues = Omit<
  typeof documents.$inferInsert,
  'companyId' | 'id' | 'kind' | 'createdAt' | 'updatedAt' | 'createdBy' | 'searchText'
>;

const ofKind = (companyId: number, kind: DocumentKind) =>
  and(eq(documents.companyId, companyId), eq(documents.kind, kind));

/** An opened document (read, PDF, the timeline's check): a named prepared statement. */
const findDocumentQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, sql.placeholder('companyId')),
        eq(documents.kind, sql.placeholder('kind')),
        eq(documents.id, sql.placeholder('id')),
      ),
    )
    .limit(1)
    .prepare('find_document'),
);

/** One of the company's documents of the kind; `lock` holds its row until the transaction ends. */
export async function findDocument(db: Executor, companyId: number, kind: DocumentKind, id: number, lock = false) {
  if (!lock) return (await findDocumentQuery(db).execute({ companyId, kind, id }))[0];
  const query = db
    .select()
    .from(documents)
    .where(and(ofKind(companyId, kind), eq(documents.id, id)))
    .limit(1);
  return (await query.for('update'))[0];
}

export async function findDocumentsByIds(db: Executor, companyId: number, kind: DocumentKind, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(and(ofKind(companyId, kind), inArray(documents.id, ids)));
}

export async function insertDocument(
  db: Executor,
  companyId: number,
  kind: DocumentKind,
  createdBy: number,
  values: DocumentValues,
) {
  const [row] = await db
    .insert(documents)
    .values({ ...values, companyId, kind, createdBy })
    .returning();
  if (!row) throw new Error('document insert returned no row');
  return row;
}

export async function updateDocument(db: Executor, current: DocumentRow, values: Partial<DocumentValues>) {
  const [row] = await db
    .update(documents)
    .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(eq(documents.companyId, current.companyId), eq(documents.id, current.id)))
    .returning();
  if (!row) throw new Error('document update returned no row');
  return row;
}

/** Whether another document of the kind already has the number (case-insensitive, as the unique index). */
export async function numberTaken(
  db: Executor,
  companyId: number,
  kind: DocumentKind,
  number: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        ofKind(companyId, kind),
        sql`lower(${documents.number}) = lower(${number})`,
        exceptId ? ne(documents.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The live invoices made from these quotations, by quotation id. */
export async function invoicesFromQuotations(db: Executor, companyId: number, quotationIds: number[]) {
  if (quotationIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: documents.id, sourceId: documents.sourceId })
    .from(documents)
    .where(and(ofKind(companyId, 'invoice'), inArray(documents.sourceId, quotationIds), isNull(documents.archivedAt)));
  return new Map(rows.map((row) => [Number(row.sourceId), row.id]));
}

/** The company's documents of a kind (not archived): what its trial limit counts. */
export async function countActiveDocuments(db: Executor, companyId: number, kind: DocumentKind): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.kind, kind), isNull(documents.archivedAt)));
  return row?.value ?? 0;
}

/** The ids of the company's invoices not archived, in order. */
export async function liveInvoiceIds(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(ofKind(companyId, 'invoice'), isNull(documents.archivedAt)))
    .orderBy(asc(documents.id));
  return rows.map((row) => row.id);
}

/** Company reset: erases the company's quotations and invoices with their links (appointments unlinked first). */
export async function eraseCompanyDocuments(tx: Executor, companyId: number) {
  await tx.delete(documentLinks).where(eq(documentLinks.companyId, companyId));
  await tx.delete(documents).where(eq(documents.companyId, companyId));
}
