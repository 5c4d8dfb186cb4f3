import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { metadataDefinitions, prefillDefaults, systemTypes } from '../../../db/schema/index';
import { PREFILL_CATALOGUE } from './prefill-catalogue.data';
import { METADATA_DEFINITIONS, SYSTEM_TYPES } from './system-types.data';

/** Columns of an upsert's conflicting row ("excluded") to copy over the stored one. */
const fromExcluded = (columns: Record<string, { name: string }>) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));

/**
 * Writes the catalogue that ships with this version into the database at start-up (idempotent, so
 * several processes starting together are fine).
 */
export async function syncInventoryCatalogue(db: Database) {
  await db.transaction(async (tx) => {
    await tx
      .insert(systemTypes)
      .values(SYSTEM_TYPES.map((type) => ({ ...type })))
      .onConflictDoUpdate({
        target: systemTypes.id,
        set: fromExcluded({ name: systemTypes.name, color: systemTypes.color, parentId: systemTypes.parentId }),
      });
    await tx
      .insert(metadataDefinitions)
      .values(
        METADATA_DEFINITIONS.map((definition) => ({ ...definition, dropdownOptions: [...definition.dropdownOptions] })),
      )
      .onConflictDoUpdate({
        target: metadataDefinitions.key,
        set: fromExcluded({
          title: metadataDefinitions.title,
          icon: metadataDefinitions.icon,
          color: metadataDefinitions.color,
          description: metadataDefinitions.description,
          dropdownOptions: metadataDefinitions.dropdownOptions,
          maximumOptions: metadataDefinitions.maximumOptions,
          defaultValue: metadataDefinitions.defaultValue,
          prepopulate: metadataDefinitions.prepopulate,
          systemTypeId: metadataDefinitions.systemTypeId,
        }),
      });
    await tx
      .insert(prefillDefaults)
      .values(PREFILL_CATALOGUE)
      .onConflictDoUpdate({
        target: prefillDefaults.id,
        set: fromExcluded({
          code: prefillDefaults.code,
          name: prefillDefaults.name,
          type: prefillDefaults.type,
          isPriority: prefillDefaults.isPriority,
          priority: prefillDefaults.priority,
          systemTypeId: prefillDefaults.systemTypeId,
        }),
      });
  });
}
