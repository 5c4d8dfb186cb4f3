import { BOOKING_LIMITS, BOOKING_MESSAGES as M } from '@fieldbook/domain/booking/booking.constants';
import type { BookingPhotoPayload } from '@fieldbook/domain/booking/booking-public.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/database';
import { fieldError, HttpError } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { insertAttachments } from '../attachments/index';
import { insertStoredFile, putUpload, removeStoredContent, withOneUpload } from '../files/index';
import * as repo from './booking.repository';
import { openBusiness } from './booking-catalogue';
import { hashOf, newToken } from './booking-tokens';

export interface BookingPhotosDeps {
  db: Database;
  storage: Storage;
  dataDir: string;
  /** The system's max_file_size (MB), the same limit as every upload. */
  maxFileSizeMb: () => number;
  log: FastifyBaseLogger;
}

/**
 * Photos a visitor adds to a booking (issue 37). Each is checked as it is added (an image, within the
 * upload size limit, re-encoded without its metadata by the files pipeline) and kept in storage behind
 * a single-use token for this business that expires; the booking claims the tokens in its transaction,
 * so the photos become files attached to its appointment, or nothing happens at all.
 */
export function createBookingPhotos(deps: BookingPhotosDeps) {
  const { db, storage } = deps;

  return {
    /** POST …/photos: one image in the `photo` part; answers its token. */
    async add(request: FastifyRequest, handle: string): Promise<BookingPhotoPayload['photo']> {
      const { company } = await openBusiness(db, handle);
      const mb = deps.maxFileSizeMb();
      const stored = await withOneUpload(
        request,
        deps.dataDir,
        {
          field: 'photo',
          maxBytes: mb * 1024 * 1024,
          required: M.photoRequired,
          tooMany: M.photoOneAtATime,
          tooLarge: () => new HttpError(413, MESSAGES.tooLarge(mb)),
        },
        (file) => putUpload(storage, company.id, file, { maxFileSizeMb: mb, imageOnly: M.photoNotImage }),
      );
      if ('message' in stored) throw fieldError('photo', stored.message);
      const token = newToken();
      const expiresAt = new Date(Date.now() + BOOKING_LIMITS.photoTokenMinutes * 60_000);
      try {
        await db.transaction(async (tx) => {
          // Counted one request at a time per business, so the cap holds under a flood of uploads.
          await repo.lockStagedPhotos(tx, company.id);
          if ((await repo.countStagedPhotos(tx, company.id)) >= BOOKING_LIMITS.stagedPhotosMax)
            throw new HttpError(429, M.photosBusy);
          await repo.insertStagedPhoto(tx, {
            companyId: company.id,
            tokenHash: hashOf(token),
            file: stored,
            expiresAt,
          });
        });
      } catch (error) {
        await removeStoredContent(storage, stored);
        throw error;
      }
      return {
        token,
        name: stored.fileName,
        width: stored.width,
        height: stored.height,
        expires_at: expiresAt.toISOString(),
      };
    },

    /**
     * In the booking's transaction: the photos the tokens name become files attached to the appointment,
     * in the order given. A token that is not one of this business's live ones (unknown, another
     * business's, expired, already used, or given twice) is a 422 on `photos`, and the transaction rolls back.
     */
    async claim(tx: Executor, companyId: number, appointmentId: number, tokens: readonly string[]) {
      if (tokens.length === 0) return;
      const hashes = tokens.map(hashOf);
      const taken = new Map((await repo.takeStagedPhotos(tx, companyId, hashes)).map((row) => [row.tokenHash, row]));
      if (new Set(hashes).size !== hashes.length || taken.size !== hashes.length)
        throw fieldError('photos', M.photoNotFound);
      const fileIds: number[] = [];
      for (const hash of hashes) {
        const row = taken.get(hash);
        if (row) fileIds.push((await insertStoredFile(tx, { companyId, createdBy: null }, row.file)).id);
      }
      await insertAttachments(tx, {
        companyId,
        subjectType: 'appointment',
        subjectId: appointmentId,
        fileIds,
        createdBy: null,
      });
    },

    /** The purge: photos no booking took before they expired, rows and bytes. */
    async purgeExpired(): Promise<number> {
      const expired = await repo.takeExpiredPhotos(db);
      for (const { file } of expired) {
        await removeStoredContent(storage, file).catch((error: unknown) =>
          deps.log.warn({ err: error, key: file.storageKey }, 'expired booking photo not removed from storage'),
        );
      }
      return expired.length;
    },
  };
}
export type BookingPhotos = ReturnType<typeof createBookingPhotos>;
