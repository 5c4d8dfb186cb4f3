import type { CreateLicenceTypeBody, RenameLicenceTypeBody } from '@fieldbook/domain/licences/licence-types.schemas';
import { LICENCE_TYPE_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import {
  type HeldLicence,
  type Qualification,
  type RequiredLicenceType,
  staffQualification,
} from '@fieldbook/domain/licences/qualification.rules';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { fieldError, notFound } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import * as repo from './licence-types.repository';

const present = (row: repo.LicenceTypeRow) => ({ id: row.id, name: row.name, archived: row.archivedAt !== null });

/** A name another live type of the company has is refused on the name field. */
async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', LICENCE_TYPE_MESSAGES.nameTaken);
    throw error;
  }
}

/** The company's catalogue of licence types (issue 37): list, create, rename, archive or restore. */
export function createLicenceTypesService(deps: { db: Database }) {
  const { db } = deps;
  const log = (tx: Executor, auth: AuthContext, row: repo.LicenceTypeRow, action: string, description: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: 'licence_type',
      subjectId: row.id,
      description,
    });
  const load = async (tx: Executor, auth: AuthContext, id: number) => {
    const row = await repo.findLicenceType(tx, auth.companyId, id, true);
    if (!row) throw notFound(LICENCE_TYPE_MESSAGES.notFound);
    return row;
  };

  return {
    list: async (auth: AuthContext, withArchived: boolean) =>
      (await repo.listLicenceTypes(db, auth.companyId, withArchived)).map(present),

    create: (auth: AuthContext, body: CreateLicenceTypeBody) =>
      named(() =>
        db.transaction(async (tx) => {
          const row = await repo.insertLicenceType(tx, auth.companyId, body.name);
          await log(tx, auth, row, 'licence_type_created', `Added licence type ${row.name}`);
          return present(row);
        }),
      ),

    rename: (auth: AuthContext, body: RenameLicenceTypeBody) =>
      named(() =>
        db.transaction(async (tx) => {
          const current = await load(tx, auth, body.licence_type_id);
          const row = await repo.updateLicenceType(tx, current, { name: body.name });
          await log(tx, auth, row, 'licence_type_renamed', `Renamed licence type ${current.name} to ${row.name}`);
          return present(row);
        }),
      ),

    /** DELETE: archives the type (licences and appointment types keep naming it), or restores it. */
    toggleArchive: (auth: AuthContext, id: number) =>
      named(() =>
        db.transaction(async (tx) => {
          const current = await load(tx, auth, id);
          const archiving = current.archivedAt === null;
          const row = await repo.updateLicenceType(tx, current, { archivedAt: archiving ? new Date() : null });
          const verb = archiving ? 'Archived' : 'Restored';
          await log(
            tx,
            auth,
            row,
            archiving ? 'licence_type_archived' : 'licence_type_restored',
            `${verb} licence type ${row.name}`,
          );
          return present(row);
        }),
      ),
  };
}

/**
 * Checks that every id names a live licence type of the company: another company's id, or an
 * archived one, answers the field's error (a reference in a body is a field, not the record acted on).
 */
export async function assertLicenceTypes(
  db: Executor,
  companyId: number,
  ids: readonly number[],
  field: string,
  message: string,
): Promise<RequiredLicenceType[]> {
  const found = await repo.findLicenceTypes(db, companyId, ids);
  if (found.length !== new Set(ids).size) throw fieldError(field, message);
  return found;
}

/** The named licence types (archived ones too: a job's requirement outlives the catalogue entry). */
export const licenceTypesNamed = (db: Executor, companyId: number, ids: readonly number[]) =>
  repo.findLicenceTypes(db, companyId, ids, true);

/** Each staff member's licences as the qualification rule reads them: one read for many dates (online booking's fortnight). */
export async function heldLicencesByUser(
  db: Executor,
  companyId: number,
  userIds: readonly number[],
): Promise<Map<number, HeldLicence[]>> {
  const byUser = new Map<number, HeldLicence[]>(userIds.map((userId) => [userId, []]));
  for (const licence of await repo.heldLicences(db, companyId, userIds)) {
    byUser.get(licence.userId)?.push({
      licence_type_id: licence.licenceTypeId,
      expiry_date: licence.expiryDate,
      archived: licence.archived,
    });
  }
  return byUser;
}

/** Each staff member's qualification for a job requiring these types on onDate (yyyy-MM-dd, company time). */
export async function staffQualifications(
  db: Executor,
  companyId: number,
  required: readonly RequiredLicenceType[],
  userIds: readonly number[],
  onDate: string,
): Promise<Map<number, Qualification>> {
  const held =
    required.length > 0 ? await heldLicencesByUser(db, companyId, userIds) : new Map<number, HeldLicence[]>();
  return new Map(userIds.map((userId) => [userId, staffQualification(required, held.get(userId) ?? [], onDate)]));
}
