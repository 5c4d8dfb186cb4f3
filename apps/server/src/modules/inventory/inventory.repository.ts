import { GENERAL_SERVICE } from '@fieldbook/domain/inventory/inventory.constants';
import type { InventoryListQuery, PrefillFilterBody } from '@fieldbook/domain/inventory/inventory.schemas';
import type { TaxType } from '@fieldbook/domain/money/money.rules';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import type { Database, Executor } from '../../db/database';
import { epochMillis, fromEpochMillis } from '../../db/epoch-millis';
import { containingLower } from '../../db/like-pattern';
import { builtPer, preparedPer, runBuilt, statementsByShape, UNNAMED } from '../../db/prepared';
import {
  inventoryCounts,
  inventoryItems,
  metadataDefinitions,
  prefillDefaults,
  systemTypes,
} from '../../db/schema/index';
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

/** What the list reads of an item and its category, in the order `listedItemOf` reads it. */
const listedSelection = {
  id: inventoryItems.id,
  type: inventoryItems.type,
  code: inventoryItems.code,
  name: inventoryItems.name,
  singularName: inventoryItems.singularName,
  description: inventoryItems.description,
  systemTypeId: inventoryItems.systemTypeId,
  metadata: inventoryItems.metadata,
  isBuying: inventoryItems.isBuying,
  isSelling: inventoryItems.isSelling,
  sellingUnitPriceCents: inventoryItems.sellingUnitPriceCents,
  sellingTaxType: inventoryItems.sellingTaxType,
  isTracked: inventoryItems.isTracked,
  prefillColumn: inventoryItems.prefillColumn,
  markupPercentage: inventoryItems.markupPercentage,
  isDefault: inventoryItems.isDefault,
  archivedAt: epochMillis(inventoryItems.archivedAt),
  createdAt: epochMillis(inventoryItems.createdAt),
  updatedAt: epochMillis(inventoryItems.updatedAt),
  systemTypeName: systemTypes.name,
  systemTypeColor: systemTypes.color,
  systemTypeParentId: systemTypes.parentId,
  key: sql<string>`lower(${inventoryItems.code})`,
};
type ListedTuple = [
  id: number,
  type: string,
  code: string,
  name: string | null,
  singularName: string | null,
  description: string | null,
  systemTypeId: number | null,
  metadata: InventoryRow['metadata'],
  isBuying: boolean,
  isSelling: boolean,
  sellingUnitPriceCents: number,
  sellingTaxType: string,
  isTracked: boolean,
  prefillColumn: string,
  markupPercentage: number,
  isDefault: boolean,
  archivedAt: number | null,
  createdAt: number,
  updatedAt: number,
  systemTypeName: string | null,
  systemTypeColor: string | null,
  systemTypeParentId: number | null,
  key: string,
];
/** The key's cell in a row of the list's statement (the count first, then `listedSelection`). */
const KEY_CELL = 23;

/** An item and its category as the presenter reads them: what the list selects of a row. */
export type ListedItem = {
  item: Omit<InventoryRow, 'companyId' | 'prefillDefaultId' | 'searchText' | 'createdBy'>;
  systemType: SystemTypeRow | null;
};

/** A row of `listedSelection` (after the total) in one literal per object: one hidden class for every row. */
function listedItemOf(row: ListedTuple): ListedItem {
  const systemTypeId = row[6];
  return {
    item: {
      id: row[0],
      type: row[1],
      code: row[2],
      name: row[3],
      singularName: row[4],
      description: row[5],
      systemTypeId,
      metadata: row[7],
      isBuying: row[8],
      isSelling: row[9],
      sellingUnitPriceCents: row[10],
      sellingTaxType: row[11],
      isTracked: row[12],
      prefillColumn: row[13],
      markupPercentage: row[14],
      isDefault: row[15],
      archivedAt: fromEpochMillis(row[16]),
      createdAt: new Date(row[17]),
      updatedAt: new Date(row[18]),
    },
    systemType:
      systemTypeId === null || row[19] === null || row[20] === null
        ? null
        : { id: systemTypeId, name: row[19], color: row[20], parentId: row[21] },
  };
}

/**
 * A page of the company's items in code order, read along the unique (company_id, lower(code)) index:
 * after `query.after` (the previous page's last lower(code)) when given, so a deep page reads only its
 * own rows, else by offset. The count beside it comes from inventory_counts (kept by triggers) unless
 * a search narrows it (the trigram index finds the few matches). `next` is this page's last key when
 * more may follow.
 */
export async function listItems(db: Database, companyId: number, query: InventoryListQuery) {
  const shape = [
    query.archived ? 'archived' : 'live',
    query.type ? 'type' : '',
    query.search ? 'search' : '',
    query.after === undefined ? '' : 'after',
  ].join('|') as ListShape;
  const cells = await runBuilt<[total: number, ...ListedTuple]>(
    db,
    listStatement(shape, () => listQuery(shape)),
    {
      companyId,
      type: query.type,
      pattern: query.search ? containingLower(query.search) : '',
      after: query.after,
      archived: query.archived === true,
      limit: query.rows,
      offset: query.after === undefined ? (query.page - 1) * query.rows : 0,
    },
    'array',
  );
  // The first cell is the count; a page past the end is one row of nulls after it.
  const rows = cells[0]?.[1] === null ? [] : cells.map((row) => listedItemOf(row.slice(1) as ListedTuple));
  const last = rows.length === query.rows ? cells[cells.length - 1] : undefined;
  return { rows, count: Number(cells[0]?.[0] ?? 0), next: last ? last[KEY_CELL] : null };
}

type ListShape = `${'archived' | 'live'}|${'type' | ''}|${'search' | ''}|${'after' | ''}`;

/**
 * The list's count and page for one shape in one statement (one round trip), built by drizzle once
 * with placeholders, its rows read as arrays (drizzle's per-cell mapping was a fifth of the list's
 * CPU), and sent unnamed (a search's plan depends on its term).
 */
const listStatement = statementsByShape<ListShape>(false);

function listQuery(shape: ListShape): SQL {
  const [archived, type, search, after] = shape.split('|');
  const p = sql.placeholder;
  const where = and(
    eq(inventoryItems.companyId, p('companyId')),
    archived === 'archived' ? isNotNull(inventoryItems.archivedAt) : isNull(inventoryItems.archivedAt),
    type ? eq(inventoryItems.type, p('type')) : undefined,
    search ? sql`${inventoryItems.searchText} like ${p('pattern')}` : undefined,
  );
  const { key } = listedSelection;
  const total = search
    ? sql`select count(*) as total from ${inventoryItems} where ${where}`
    : sql`select coalesce(sum(${inventoryCounts.n}), 0)::bigint as total from ${inventoryCounts} where ${and(
        eq(inventoryCounts.companyId, p('companyId')),
        eq(inventoryCounts.archived, p('archived')),
        type ? eq(inventoryCounts.type, p('type')) : undefined,
      )}`;
  const columns = sql.join(Object.values(listedSelection), sql`, `);
  // The page is cut on the stored rows and only its own are presented (their instants as numbers, their
  // category joined): an offset page would otherwise compute them for every row it skips. It keeps the
  // table's name, so the selection reads its columns; the left join's row of nulls keeps the count
  // when the page is past the end.
  return sql`select t.total, ${columns} from (${total}) t
    left join lateral (
      select * from ${inventoryItems}
      where ${after ? and(where, sql`${key} > ${p('after')}`) : where}
      order by ${key} limit ${p('limit')} offset ${p('offset')}
    ) as ${inventoryItems} on true
    left join ${systemTypes} on ${eq(systemTypes.id, inventoryItems.systemTypeId)}
    order by ${key}`;
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
