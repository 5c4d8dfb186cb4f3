import { LICENCE_MESSAGES, LICENCE_TYPE_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import type { CreateLicenceBody, UpdateLicenceBody } from '@fieldbook/domain/licences/licences.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/http-error';
import type { JobRunner } from '../../jobs/job-runner';
import { recordActivity } from '../activity/index';
import { getCompany } from '../company/index';
import { createLinkSigner, findFiles, viewerOf } from '../files/index';
import { rescheduleExpiryNotices } from './licence-expiry';
import { assertLicenceTypes } from './licence-types.service';
import { presentLicence } from './licences.presenter';
import * as repo from './licences.repository';

type LicenceFields = Omit<CreateLicenceBody, never>;

export function createLicencesService(deps: { db: Database; jobs: JobRunner; config: Config }) {
  const { db, jobs, config } = deps;
  const signer = createLinkSigner(config.appSecret);
  const timezoneOf = async (dbx: Executor, companyId: number) => (await getCompany(dbx, companyId)).timezone;

  async function present(dbx: Executor, auth: AuthContext, id: number) {
    const row = await repo.findLicence(dbx, auth.companyId, id);
    if (!row) throw notFound(LICENCE_MESSAGES.notFound);
    return presentLicence(row, await timezoneOf(dbx, auth.companyId), signer);
  }

  /** The holder must be the company's, and active: a deactivated user's licences are read-only. */
  async function checkFields(tx: Executor, auth: AuthContext, body: LicenceFields, current?: repo.LicenceRow) {
    const holder = await repo.findHolder(tx, auth.companyId, body.user_id);
    if (!holder) throw fieldError('user_id', LICENCE_MESSAGES.userNotFound);
    if (!holder.active) throw fieldError('user_id', LICENCE_MESSAGES.userDeactivated);
    // A type archived since the licence was given it may stay; a new one must be live.
    if (body.licence_type_id && body.licence_type_id !== current?.licenceTypeId) {
      await assertLicenceTypes(
        tx,
        auth.companyId,
        [body.licence_type_id],
        'licence_type_id',
        LICENCE_TYPE_MESSAGES.typeInvalid,
      );
    }
    // A file the manager may see (it is answered with signed links to its bytes); the licence's current
    // one, sent back unchanged by an edit, stays.
    if (
      body.image_location &&
      body.image_location !== current?.imageFileId &&
      (await findFiles(tx, auth.companyId, [body.image_location], viewerOf(auth))).length === 0
    ) {
      throw fieldError('image_location', LICENCE_MESSAGES.imageNotFound);
    }
    return {
      userId: body.user_id,
      licenceNumber: body.licence_number,
      descriptor: body.descriptor ?? null,
      licenceTypeId: body.licence_type_id ?? null,
      stateId: body.state_id,
      expiryDate: body.expiry_date ?? null,
      imageFileId: body.image_location ?? null,
    };
  }

  /** Saves the notices' job ids with the licence (so a later change or archive cancels them). */
  async function scheduleNotices(tx: Executor, auth: AuthContext, licence: repo.LicenceRow) {
    const ids = await rescheduleExpiryNotices(jobs, tx, licence, await timezoneOf(tx, auth.companyId));
    return repo.updateLicence(tx, licence, { expiryJobIds: ids });
  }

  async function load(tx: Executor, auth: AuthContext, id: number) {
    const licence = await repo.lockLicence(tx, auth.companyId, id);
    if (!licence) throw notFound(LICENCE_MESSAGES.notFound);
    return licence;
  }

  const log = (tx: Executor, auth: AuthContext, licence: repo.LicenceRow, action: string, verb: string) =>
    recordActivity(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      action,
      subjectType: 'licence',
      subjectId: licence.id,
      description: `${verb} licence ${licence.licenceNumber}`,
    });

  return {
    /** Throws 404 ('Licence not found') unless the licence is in the caller's company. */
    async assertLicence(auth: AuthContext, id: number) {
      const row = await repo.findLicence(db, auth.companyId, id);
      if (!row) throw notFound(LICENCE_MESSAGES.notFound);
      return row;
    },

    /** Archived licences (and those of deactivated staff) are read-only, their notes and files too. */
    async assertWritable(auth: AuthContext, id: number) {
      const row = await repo.findLicence(db, auth.companyId, id);
      if (!row) throw notFound(LICENCE_MESSAGES.notFound);
      if (row.licence.archivedAt !== null || !row.holder.active) throw conflict(LICENCE_MESSAGES.archivedReadOnly);
      return row;
    },

    presentOne: (auth: AuthContext, id: number) => present(db, auth, id),

    async list(auth: AuthContext, userId?: number) {
      const timezone = await timezoneOf(db, auth.companyId);
      return (await repo.listLicences(db, auth.companyId, userId)).map((row) => presentLicence(row, timezone, signer));
    },

    async create(auth: AuthContext, body: CreateLicenceBody) {
      const id = await db.transaction(async (tx) => {
        const values = await checkFields(tx, auth, body);
        const inserted = await repo.insertLicence(tx, auth.companyId, auth.userId, values);
        await log(tx, auth, inserted, 'licence_created', 'Added');
        return (await scheduleNotices(tx, auth, inserted)).id;
      });
      return present(db, auth, id);
    },

    async update(auth: AuthContext, body: UpdateLicenceBody) {
      await db.transaction(async (tx) => {
        const current = await load(tx, auth, body.licence_id);
        if (current.archivedAt !== null) throw conflict(LICENCE_MESSAGES.archivedReadOnly);
        if (body.updated_at !== undefined && new Date(body.updated_at).getTime() !== current.updatedAt.getTime()) {
          throw conflict(MESSAGES.staleEdit);
        }
        const values = await checkFields(tx, auth, body, current);
        const saved = await repo.updateLicence(tx, current, values);
        await log(tx, auth, saved, 'licence_updated', 'Updated');
        if (saved.expiryDate !== current.expiryDate) await scheduleNotices(tx, auth, saved);
      });
      return present(db, auth, body.licence_id);
    },

    /** DELETE: archives (cancelling its notices) or restores (scheduling them again). */
    async toggleArchive(auth: AuthContext, id: number) {
      await db.transaction(async (tx) => {
        const current = await load(tx, auth, id);
        const archiving = current.archivedAt === null;
        const saved = await repo.updateLicence(tx, current, { archivedAt: archiving ? new Date() : null });
        await log(
          tx,
          auth,
          saved,
          archiving ? 'licence_archived' : 'licence_restored',
          archiving ? 'Archived' : 'Restored',
        );
        await scheduleNotices(tx, auth, saved);
      });
      const licence = await present(db, auth, id);
      return { licence, message: licence.archived ? LICENCE_MESSAGES.archived : LICENCE_MESSAGES.restored };
    },
  };
}
export type LicencesService = ReturnType<typeof createLicencesService>;
