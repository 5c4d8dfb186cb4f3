import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointments, clients, drawings } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type DrawingRow = typeof drawings.$inferSelect;
export type DrawingValues = Pick<
  typeof drawings.$inferInsert,
  'title' | 'referenceId' | 'clientId' | 'appointmentId' | 'document' | 'thumbnailKey' | 'searchText'
>;

/** A drawing with the name of its client (for the list and the view). */
const withClient = { drawing: drawings, clientName: clients.displayName };
export type DrawingWithClient = { drawing: DrawingRow; clientName: string | null };

const selectDrawings = (db: Executor) =>
  db
    .select(withClient)
    .from(drawings)
    .leftJoin(clients, and(eq(clients.companyId, drawings.companyId), eq(clients.id, drawings.clientId)));

export async function findDrawing(db: Executor, companyId: number, id: number): Promise<DrawingWithClient | undefined> {
  const [row] = await selectDrawings(db)
    .where(and(eq(drawings.companyId, companyId), eq(drawings.id, id)))
    .limit(1);
  return row;
}

/** The drawing row alone, locked for a change. */
export async function lockDrawing(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(drawings)
    .where(and(eq(drawings.companyId, companyId), eq(drawings.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/** A page of the company's drawings, most recently changed first. */
export async function searchDrawings(
  db: Executor,
  companyId: number,
  filter: { search?: string; clientId?: number; archived?: boolean; page: number; rows: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(drawings.companyId, companyId),
    filter.archived ? isNotNull(drawings.archivedAt) : isNull(drawings.archivedAt),
    filter.clientId === undefined ? undefined : eq(drawings.clientId, filter.clientId),
  ];
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${drawings.searchText} like ${like}`);
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectDrawings(db)
      .where(where)
      .orderBy(desc(drawings.updatedAt), desc(drawings.id))
      .limit(filter.rows)
      .offset((filter.page - 1) * filter.rows),
    db.select({ total: sql<number>`count(*)::int` }).from(drawings).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function insertDrawing(db: Executor, companyId: number, createdBy: number, values: DrawingValues) {
  const [row] = await db
    .insert(drawings)
    .values({ ...values, companyId, createdBy })
    .returning();
  if (!row) throw new Error('drawing insert returned no row');
  return row;
}

/** Writes a new version; updated_at always moves on (the stale-edit check compares it). */
export async function updateDrawing(
  db: Executor,
  current: DrawingRow,
  values: Partial<DrawingValues & Pick<DrawingRow, 'archivedAt'>>,
) {
  const [row] = await db
    .update(drawings)
    .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(eq(drawings.companyId, current.companyId), eq(drawings.id, current.id)))
    .returning();
  if (!row) throw new Error('drawing update returned no row');
  return row;
}

export async function clientExists(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function appointmentExists(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, id)))
    .limit(1);
  return row !== undefined;
}

/** The company's drawings with these ids (the timeline's page). */
export const findDrawingsByIds = (db: Executor, companyId: number, ids: number[]) =>
  db
    .select()
    .from(drawings)
    .where(and(eq(drawings.companyId, companyId), inArray(drawings.id, ids)));

/** Company reset: erases the company's drawings; answers their thumbnails' storage keys. */
export async function eraseCompanyDrawings(tx: Executor, companyId: number): Promise<string[]> {
  const erased = await tx
    .delete(drawings)
    .where(eq(drawings.companyId, companyId))
    .returning({ key: drawings.thumbnailKey });
  return erased.map((row) => row.key);
}
