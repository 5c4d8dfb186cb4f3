import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import {
  INVENTORY_LIMITS,
  INVENTORY_MESSAGES,
  type InventoryType,
} from '@fieldbook/domain/inventory/inventory.constants';
import type {
  InventoryDefaultsPayload,
  PrefillAddPayload,
  PrefillPagePayload,
} from '@fieldbook/domain/inventory/inventory.payloads';
import {
  type InventoryListQuery,
  type MetadataEntry,
  normaliseMetadata,
  type PrefillFilterBody,
  type SaveInventoryBody,
} from '@fieldbook/domain/inventory/inventory.schemas';
import { toCents } from '@fieldbook/domain/money/money.rules';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, invalid, notFound } from '../../http/http-error';
import { recordActivities, recordActivity } from '../activity/index';
import { companyTimezone, getCompany, settingsOf } from '../company/index';
import { presentItem, presentSystemType } from './inventory.presenter';
import * as repo from './inventory.repository';
import { listItems } from './inventory-list.repository';

const canManage = (auth: AuthContext) => auth.permissions.includes('canManageInventory');

/** Empty and duplicate values dropped, known details only, each within its maximum_options. */
async function checkMetadata(db: Executor, entries: MetadataEntry[]) {
  const definitions = new Map((await repo.listDefinitions(db)).map(({ definition }) => [definition.key, definition]));
  const errors: Record<string, string[]> = {};
  const cleaned = normaliseMetadata(entries).map((entry) => {
    const definition = definitions.get(entry.key);
    const index = entries.findIndex((original) => original.key === entry.key);
    if (!definition) {
      errors[`metadata.${index}.key`] = [INVENTORY_MESSAGES.metadataInvalid];
      return entry;
    }
    if (definition.maximumOptions > 0 && entry.values.length > definition.maximumOptions) {
      errors[`metadata.${index}.values`] = [
        INVENTORY_MESSAGES.metadataTooMany(definition.title, definition.maximumOptions),
      ];
    }
    return {
      key: entry.key,
      title: definition.title,
      color: definition.color,
      icon: definition.icon,
      values: entry.values,
    };
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return cleaned;
}

/** Column values from a valid body: a SERVICE has no category and is never tracked (spec section 4). */
async function columnsOf(db: Executor, body: SaveInventoryBody): Promise<repo.InventoryValues> {
  const service = body.type === 'SERVICE';
  const systemTypeId = service ? null : (body.system_type_id ?? null);
  if (systemTypeId !== null && !(await repo.systemTypeExists(db, systemTypeId))) {
    throw fieldError('system_type_id', INVENTORY_MESSAGES.categoryInvalid);
  }
  return {
    type: body.type,
    code: body.code,
    name: body.name ?? null,
    singularName: body.singular_name ?? null,
    description: body.description ?? null,
    systemTypeId,
    metadata: await checkMetadata(db, body.metadata),
    isBuying: body.is_buying,
    isSelling: body.is_selling,
    sellingUnitPriceCents: toCents(body.selling_unit_price),
    sellingTaxType: body.selling_tax_type,
    isTracked: service ? false : body.is_tracked,
    prefillColumn: body.prefill_column,
    markupPercentage: body.markup_percentage,
  };
}

export function createInventoryService(deps: { db: Database }) {
  const { db } = deps;
  const timezoneOf = async (dbx: Executor, companyId: number) => (await getCompany(dbx, companyId)).timezone;

  async function present(dbx: Executor, auth: AuthContext, id: number) {
    const row = await repo.findItem(dbx, auth.companyId, id);
    if (!row) throw notFound(INVENTORY_MESSAGES.notFound);
    return presentItem(row, await companyTimezone(dbx, auth), canManage(auth));
  }

  const log = (tx: Executor, auth: AuthContext, item: repo.InventoryRow, action: string, verb: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: 'inventory',
      subjectId: item.id,
      description: `${verb} inventory item ${item.code}`,
    });

  /** Inserts or updates inside a transaction; a code another item already has answers beside the code. */
  async function write(auth: AuthContext, body: SaveInventoryBody) {
    try {
      return await db.transaction(async (tx) => {
        if (await repo.codeTaken(tx, auth.companyId, body.code, body.id)) {
          throw fieldError('code', INVENTORY_MESSAGES.codeTaken);
        }
        const values = await columnsOf(tx, body);
        if (body.id === undefined) {
          const created = await repo.insertItem(tx, auth.companyId, auth.userId, values);
          await log(tx, auth, created, 'inventory_created', 'Added');
          return created.id;
        }
        const current = await repo.lockItem(tx, auth.companyId, body.id);
        if (!current) throw notFound(INVENTORY_MESSAGES.notFound);
        if (current.archivedAt !== null) throw conflict(INVENTORY_MESSAGES.archivedReadOnly);
        const timezone = await timezoneOf(tx, auth.companyId);
        if (body.updated_at !== undefined && body.updated_at !== formatSqlDate(current.updatedAt, timezone)) {
          throw conflict(MESSAGES.staleEdit);
        }
        const saved = await repo.updateItem(tx, current, values);
        await log(tx, auth, saved, 'inventory_updated', 'Updated');
        return saved.id;
      });
    } catch (error) {
      // Two saves of one new code at once: the unique index decides, with the same message.
      if (isUniqueViolation(error)) throw fieldError('code', INVENTORY_MESSAGES.codeTaken);
      throw error;
    }
  }

  return {
    /** GET v1/inventory/defaults: categories, detail templates and the name limit. */
    async defaults(): Promise<InventoryDefaultsPayload> {
      const [types, definitions] = await Promise.all([repo.listSystemTypes(db), repo.listDefinitions(db)]);
      return {
        types: types.map(presentSystemType),
        defaults: definitions.map(({ definition, systemTypeName }) => ({
          key: definition.key,
          title: definition.title,
          icon: definition.icon,
          color: definition.color,
          description: definition.description,
          dropdown_options: definition.dropdownOptions,
          maximum_options: definition.maximumOptions,
          default_value: definition.defaultValue,
          prepopulate: definition.prepopulate,
          system_type: systemTypeName ? { name: systemTypeName } : null,
        })),
        inventory_name_length: INVENTORY_LIMITS.nameMax,
      };
    },

    presentOne: (auth: AuthContext, id: number) => present(db, auth, id),

    async list(auth: AuthContext, query: InventoryListQuery) {
      const [timezone, page] = await Promise.all([companyTimezone(db, auth), listItems(db, auth.companyId, query)]);
      return {
        items: page.rows.map((row) => presentItem(row, timezone, canManage(auth))),
        count: page.count,
        page: query.page,
        rows: query.rows,
        next: page.next,
      };
    },

    async save(auth: AuthContext, body: SaveInventoryBody) {
      const id = await write(auth, body);
      return {
        item: await present(db, auth, id),
        message: body.id ? INVENTORY_MESSAGES.saved : INVENTORY_MESSAGES.created,
      };
    },

    /** DELETE: archives or restores; the General Service item is never archived. */
    async toggleArchive(auth: AuthContext, id: number) {
      await db.transaction(async (tx) => {
        const current = await repo.lockItem(tx, auth.companyId, id);
        if (!current) throw notFound(INVENTORY_MESSAGES.notFound);
        if (current.isDefault) throw conflict(INVENTORY_MESSAGES.generalServiceLocked);
        const archiving = current.archivedAt === null;
        const saved = await repo.updateItem(tx, current, { archivedAt: archiving ? new Date() : null });
        await log(
          tx,
          auth,
          saved,
          archiving ? 'inventory_archived' : 'inventory_restored',
          archiving ? 'Archived' : 'Restored',
        );
      });
      const item = await present(db, auth, id);
      return { item, message: item.archived ? INVENTORY_MESSAGES.archived : INVENTORY_MESSAGES.restored };
    },

    /** POST v1/inventory/defaults/filter: a catalogue page and the category options. */
    async filterPrefills(auth: AuthContext, body: PrefillFilterBody): Promise<PrefillPagePayload> {
      const [page, categories] = await Promise.all([
        repo.filterPrefills(db, auth.companyId, body),
        repo.prefillCategories(db),
      ]);
      return {
        count: page.count,
        defaults: page.rows.map(({ prefill, systemType, added }) => ({
          id: prefill.id,
          code: prefill.code,
          name: prefill.name,
          type: prefill.type as InventoryType,
          is_priority: prefill.isPriority,
          system_type: { id: systemType.id, name: systemType.name, color: systemType.color },
          added,
        })),
        options: { system_types: categories },
      };
    },

    /**
     * POST v1/inventory/defaults/company/add: adds what it can; an entry whose code the company
     * already uses (or that no longer exists) is reported as a failure, the rest are kept.
     */
    async addPrefills(auth: AuthContext, ids: number[]): Promise<PrefillAddPayload> {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const settings = settingsOf(await getCompany(tx, auth.companyId));
        const prefills = await repo.findPrefills(tx, unique);
        const added = await repo.insertPrefills(tx, auth.companyId, auth.userId, prefills, {
          taxType: settings.inventory_tax_type,
          prefillColumn: settings.inventory_prefill_column,
        });
        const itemIdOf = new Map(added.map((row) => [row.prefillDefaultId, row.id]));
        await recordActivities(
          tx,
          prefills.flatMap((prefill) => {
            const itemId = itemIdOf.get(prefill.id);
            if (itemId === undefined) return [];
            return [
              {
                companyId: auth.companyId,
                userId: auth.userId,
                action: 'inventory_created',
                subjectType: 'inventory',
                subjectId: itemId,
                description: `Added inventory item ${prefill.code} from the catalogue`,
              },
            ];
          }),
        );
        const known = new Map(prefills.map((prefill) => [prefill.id, prefill]));
        const failures = unique
          .filter((id) => !itemIdOf.has(id))
          .map((id) => {
            const prefill = known.get(id);
            return prefill
              ? { id, code: prefill.code, name: prefill.name, message: INVENTORY_MESSAGES.codeTaken }
              : { id, code: null, name: null, message: INVENTORY_MESSAGES.prefillUnknown };
          });
        return { success: added.length, failures };
      });
    },
  };
}
export type InventoryService = ReturnType<typeof createInventoryService>;
