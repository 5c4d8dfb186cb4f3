import type { Database } from '../../../db/database';
import { upsertCatalogue } from './catalogue.repository';
import { PREFILL_CATALOGUE } from './prefill-catalogue.data';
import { METADATA_DEFINITIONS, SYSTEM_TYPES } from './system-types.data';

/**
 * Writes the catalogue that ships with this version into the database at start-up (idempotent, so
 * several processes starting together are fine).
 */
export async function syncInventoryCatalogue(db: Database) {
  await db.transaction((tx) =>
    upsertCatalogue(tx, {
      systemTypes: SYSTEM_TYPES.map((type) => ({ ...type })),
      definitions: METADATA_DEFINITIONS.map((definition) =>
        Object.assign({}, definition, { dropdownOptions: [...definition.dropdownOptions] }),
      ),
      prefills: PREFILL_CATALOGUE,
    }),
  );
}
