import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { metadataDefinitions, prefillDefaults, systemTypes } from '../../../db/schema/index';

/** Columns of an upsert's conflicting row ("excluded") to copy over the stored one. */
const fromExcluded = (columns: Record<string, { name: string }>) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));

/** Adds the catalogue's system types, metadata definitions and prefills, or overwrites those stored. */
export async function upsertCatalogue(
  tx: Executor,
  catalogue: {
    systemTypes: (typeof systemTypes.$inferInsert)[];
    definitions: (typeof metadataDefinitions.$inferInsert)[];
    prefills: (typeof prefillDefaults.$inferInsert)[];
  },
): Promise<void> {
  await tx
    .insert(systemTypes)
    .values(catalogue.systemTypes)
    .onConflictDoUpdate({
      target: systemTypes.id,
      set: fromExcluded({ name: systemTypes.name, color: systemTypes.color, parentId: systemTypes.parentId }),
    });
  await tx
    .insert(metadataDefinitions)
    .values(catalogue.definitions)
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
    .values(catalogue.prefills)
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
}
