import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { drawingAssets } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type DrawingAssetRow = typeof drawingAssets.$inferSelect;
export type DrawingAssetValues = Pick<
  typeof drawingAssets.$inferInsert,
  'name' | 'category' | 'kind' | 'storageKey' | 'size' | 'width' | 'height' | 'prefillKey'
>;

const searchTextOf = (name: string, category: string | null | undefined) =>
  `${name} ${category ?? ''}`.trim().toLowerCase();

export async function findAsset(db: Executor, companyId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(drawingAssets)
    .where(and(eq(drawingAssets.companyId, companyId), eq(drawingAssets.id, id)))
    .limit(1);
  return (await (lock ? query.for('update') : query))[0];
}

/** A page of the company's assets: pinned first, then the most recently changed. */
export async function searchAssets(
  db: Executor,
  companyId: number,
  filter: { search?: string; pinned?: boolean; archived?: boolean; page: number; rows: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(drawingAssets.companyId, companyId),
    filter.archived ? isNotNull(drawingAssets.archivedAt) : isNull(drawingAssets.archivedAt),
    filter.pinned === undefined ? undefined : eq(drawingAssets.isPinned, filter.pinned),
  ];
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${drawingAssets.searchText} like ${like}`);
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(drawingAssets)
      .where(where)
      .orderBy(desc(drawingAssets.isPinned), desc(drawingAssets.updatedAt), desc(drawingAssets.id))
      .limit(filter.rows)
      .offset((filter.page - 1) * filter.rows),
    db.select({ total: sql<number>`count(*)::int` }).from(drawingAssets).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function countPinned(db: Executor, companyId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(drawingAssets)
    .where(and(eq(drawingAssets.companyId, companyId), eq(drawingAssets.isPinned, true)));
  return row?.n ?? 0;
}

/** The keys of the prefills the company has added (archived assets included). */
export async function addedPrefillKeys(db: Executor, companyId: number) {
  const rows = await db
    .select({ key: drawingAssets.prefillKey })
    .from(drawingAssets)
    .where(and(eq(drawingAssets.companyId, companyId), isNotNull(drawingAssets.prefillKey)));
  return new Set(rows.map((row) => row.key));
}

export async function findByPrefill(db: Executor, companyId: number, key: string) {
  const [row] = await db
    .select()
    .from(drawingAssets)
    .where(and(eq(drawingAssets.companyId, companyId), eq(drawingAssets.prefillKey, key)))
    .limit(1);
  return row;
}

/** Of `ids`, those that are not the company's assets (a drawing may place only its own). */
export async function missingAssetIds(db: Executor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: drawingAssets.id })
    .from(drawingAssets)
    .where(and(eq(drawingAssets.companyId, companyId), inArray(drawingAssets.id, [...ids])));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export async function insertAsset(db: Executor, companyId: number, createdBy: number, values: DrawingAssetValues) {
  const [row] = await db
    .insert(drawingAssets)
    .values({ ...values, companyId, createdBy, searchText: searchTextOf(values.name, values.category) })
    .returning();
  if (!row) throw new Error('drawing asset insert returned no row');
  return row;
}

/** Writes a change; updated_at always moves on. */
export async function updateAsset(
  db: Executor,
  current: DrawingAssetRow,
  values: Partial<Pick<DrawingAssetRow, 'name' | 'category' | 'isPinned' | 'archivedAt'>>,
) {
  const name = values.name ?? current.name;
  const category = values.category === undefined ? current.category : values.category;
  const [row] = await db
    .update(drawingAssets)
    .set({ ...values, searchText: searchTextOf(name, category), updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(eq(drawingAssets.companyId, current.companyId), eq(drawingAssets.id, current.id)))
    .returning();
  if (!row) throw new Error('drawing asset update returned no row');
  return row;
}
