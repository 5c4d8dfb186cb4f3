import { GENERAL_SERVICE } from '@fieldbook/domain/inventory/inventory.constants';
import type { PrefillFilterBody } from '@fieldbook/domain/inventory/inventory.schemas';
import type { TaxType } from '@fieldbook/domain/money/money.rules';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import type { Executor } from '../../db/database';
import { containingLower } from '../../db/like-pattern';
import { builtPer, preparedPer, UNNAMED } from '../../db/prepared';
import { inventoryItems, metadataDefinitions, prefillDefaults, systemTypes } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type InventoryRow = typeof inventoryItems.$inferSelect;
export type InventoryValues = Omit<
  typeof inventoryItems.$inferInsert,
  'companyId' | 'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'createdBy' | 'isDefault'
>;
export type SystemTypeRow = typeof systemTypes.$inferSelect;
export type InventoryWithType = { item: InventoryRow; systemType: SystemTypeRow | null };

const ofCompany = (companyId: number) => eq(inventoryItems.companyId, companyId);

function selectItems(db: Executor, where: SQL | undefined) {
  return db
    .select({ item: inventoryItems, systemType: systemTypes })
    .from(inventoryItems)
    .leftJoin(systemTypes, eq(systemTypes.id, inventoryItems.systemTypeId))
    .where(where);
}

export async function findItem(db: Executor, companyId: number, id: number): Promise<InventoryWithType | undefined> {
  const [row] = await selectItems(db, and(ofCompany(companyId), eq(inventoryItems.id, id))).limit(1);
  return row;
}

/** The item row alone, locked for a change. */
export async function lockItem(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(inventoryItems)
    .where(and(ofCompany(companyId), eq(inventoryItems.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/** Whether another item of the company has this code, whatever its case. */
export async function codeTaken(db: Executor, companyId: number, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        ofCompany(companyId),
        sql`lower(${inventoryItems.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(inventoryItems.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertItem(db: Executor, companyId: number, createdBy: number | null, values: InventoryValues) {
  const [row] = await db
    .insert(inventoryItems)
    .values({ ...values, companyId, createdBy })
    .returning();
  if (!row) throw new Error('inventory insert returned no row');
  return row;
}

/** Writes a new version; updated_at always moves on (the stale-edit check compares it). */
export async function updateItem(
  db: Executor,
  current: InventoryRow,
  values: Partial<InventoryValues & Pick<InventoryRow, 'archivedAt'>>,
) {
  const [row] = await db
    .update(inventoryItems)
    .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(ofCompany(current.companyId), eq(inventoryItems.id, current.id)))
    .returning();
  if (!row) throw new Error('inventory update returned no row');
  return row;
}

/** A new company's General Service item. */
export function insertGeneralService(db: Executor, companyId: number, taxType: TaxType) {
  return db
    .insert(inventoryItems)
    .values({
      companyId,
      type: 'SERVICE',
      code: GENERAL_SERVICE.code,
      name: GENERAL_SERVICE.name,
      sellingTaxType: taxType,
      isDefault: true,
    })
    .onConflictDoNothing();
}

export const listSystemTypes = (db: Executor) => db.select().from(systemTypes).orderBy(asc(systemTypes.id));

export const listDefinitions = (db: Executor) =>
  db
    .select({ definition: metadataDefinitions, systemTypeName: systemTypes.name })
    .from(metadataDefinitions)
    .leftJoin(systemTypes, eq(systemTypes.id, metadataDefinitions.systemTypeId))
    .orderBy(asc(metadataDefinitions.title));

export async function systemTypeExists(db: Executor, id: number) {
  const [row] = await db.select({ id: systemTypes.id }).from(systemTypes).where(eq(systemTypes.id, id)).limit(1);
  return row !== undefined;
}

/** Whether the company already has an item with the entry's code (one probe of the unique code index). */
const alreadyAdded = sql<boolean>`exists (
  select 1 from ${inventoryItems}
  where ${inventoryItems.companyId} = ${sql.placeholder('companyId')}
    and lower(${inventoryItems.code}) = lower(${prefillDefaults.code}))`;

const PREFILL_SORTS = {
  priority: prefillDefaults.priority,
  code: prefillDefaults.code,
  name: prefillDefaults.name,
} as const;

type PrefillShape =
  `${'filter' | ''}|${'type' | ''}|${'systemTypes' | ''}|${PrefillFilterBody['sortBy']}|${PrefillFilterBody['sortDirection']}`;

/**
 * The catalogue's page for one shape (which filters, the sort), built by drizzle once with placeholders
 * (building it was a fifth of the picker's CPU) and sent unnamed: a filter's plan depends on its text.
 */
const prefillPages = builtPer((db: Executor, shape: PrefillShape) => {
  const [filter, type, systemTypeIds, sortBy, direction] = shape.split('|') as [
    string,
    string,
    string,
    PrefillFilterBody['sortBy'],
    PrefillFilterBody['sortDirection'],
  ];
  const order = direction === 'desc' ? desc : asc;
  return db
    .select({
      prefill: prefillDefaults,
      systemType: systemTypes,
      added: alreadyAdded,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(prefillDefaults)
    .innerJoin(systemTypes, eq(systemTypes.id, prefillDefaults.systemTypeId))
    .where(
      and(
        filter ? sql`${prefillDefaults.searchText} like ${sql.placeholder('pattern')}` : undefined,
        type ? eq(prefillDefaults.type, sql.placeholder('type')) : undefined,
        systemTypeIds ? anyIdPlaceholder(prefillDefaults.systemTypeId, 'systemTypeIds') : undefined,
      ),
    )
    .orderBy(order(PREFILL_SORTS[sortBy]), asc(prefillDefaults.code))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(UNNAMED);
});

/** A page of the prefill catalogue, each entry marked when the company already has it. */
export async function filterPrefills(db: Executor, companyId: number, body: PrefillFilterBody) {
  const systemTypeIds = body.system_types.length > 0;
  const shape =
    `${body.filter ? 'filter' : ''}|${body.type ? 'type' : ''}|${systemTypeIds ? 'systemTypes' : ''}|${body.sortBy}|${body.sortDirection}` as PrefillShape;
  const rows = await prefillPages(db, shape).execute({
    companyId,
    pattern: body.filter ? containingLower(body.filter) : '',
    type: body.type ?? '',
    systemTypeIds: body.system_types,
    limit: body.rows,
    offset: (body.page - 1) * body.rows,
  });
  return { rows, count: rows[0]?.count ?? 0 };
}

/** The catalogue categories with how many entries each has (the picker's category filter): the same for everyone. */
const prefillCategoriesQuery = preparedPer((db: Executor) =>
  db
    .select({
      id: systemTypes.id,
      name: systemTypes.name,
      color: systemTypes.color,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(prefillDefaults)
    .innerJoin(systemTypes, eq(systemTypes.id, prefillDefaults.systemTypeId))
    .groupBy(systemTypes.id)
    .orderBy(asc(systemTypes.name))
    .prepare('inventory_prefill_categories'),
);
export const prefillCategories = (db: Executor) => prefillCategoriesQuery(db).execute();

export const findPrefills = (db: Executor, ids: number[]) =>
  db.select().from(prefillDefaults).where(inArray(prefillDefaults.id, ids)).orderBy(asc(prefillDefaults.priority));

/**
 * Adds catalogue entries as items in one statement; an entry whose code the company already uses
 * is skipped by the unique code index. Answers the catalogue ids that were added.
 */
export async function insertPrefills(
  db: Executor,
  companyId: number,
  createdBy: number,
  prefills: Pick<typeof prefillDefaults.$inferSelect, 'id' | 'code' | 'name' | 'type' | 'systemTypeId'>[],
  defaults: { taxType: TaxType; prefillColumn: string },
) {
  if (prefills.length === 0) return [];
  const rows = await db
    .insert(inventoryItems)
    .values(
      prefills.map((prefill) => ({
        companyId,
        createdBy,
        type: prefill.type,
        code: prefill.code,
        name: prefill.name,
        systemTypeId: prefill.type === 'PRODUCT' ? prefill.systemTypeId : null,
        sellingTaxType: defaults.taxType,
        prefillColumn: defaults.prefillColumn,
        prefillDefaultId: prefill.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: inventoryItems.id, prefillDefaultId: inventoryItems.prefillDefaultId });
  return rows;
}

/** Which of these ids are the company's items. */
export async function knownItemIds(db: Executor, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.companyId, companyId), inArray(inventoryItems.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The company's General Service item (every company has one), by id. */
export async function findGeneralServiceId(db: Executor, companyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.isDefault, true)))
    .limit(1);
  return row?.id;
}

/** The company's items of these ids, in one query. */
const itemsByIdsQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.companyId, sql.placeholder('companyId')), anyIdPlaceholder(inventoryItems.id)))
    .prepare('inventory_items_by_ids'),
);

export const findItemsByIds = async (db: Executor, companyId: number, ids: number[]): Promise<InventoryRow[]> =>
  ids.length === 0 ? [] : itemsByIdsQuery(db).execute({ companyId, ids });
