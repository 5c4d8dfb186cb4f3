import type { InventoryListQuery } from '@fieldbook/domain/inventory/inventory.schemas';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { epochMillis, fromEpochMillis } from '../../db/epoch-millis';
import { containingLower } from '../../db/like-pattern';
import { runBuilt, statementsByShape } from '../../db/prepared';
import { inventoryCounts, inventoryItems, systemTypes } from '../../db/schema/index';
import type { InventoryRow, SystemTypeRow } from './inventory.repository';

/** The inventory list's page and count (GET v1/inventory/all): one statement per shape, read as arrays. */

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
