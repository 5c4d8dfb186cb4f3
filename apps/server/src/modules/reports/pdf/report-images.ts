import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Executor } from '../../../db/database';
import { type Storage, StorageNotFoundError } from '../../../storage/storage';
import { findFiles } from '../../files/index';

/** The longest side of a photo in the PDF: sharp at A4 print size, small enough to email. */
const PHOTO_SIDE = 1400;

/**
 * The company's image files as a PDF can embed them (pdfkit reads only JPEG and PNG): photos as JPEG at
 * print size, signatures as PNG so their transparent background stays. A file gone from storage or
 * that cannot be decoded is left out (its place says so).
 */
export async function loadReportImages(
  db: Executor,
  storage: Storage,
  companyId: number,
  photoIds: number[],
  signatureIds: number[],
): Promise<Map<number, Buffer>> {
  const signatures = new Set(signatureIds);
  const rows = await findFiles(db, companyId, [...new Set([...photoIds, ...signatureIds])], null);
  const images = new Map<number, Buffer>();
  for (const { file } of rows) {
    if (file.type !== 'IMAGE') continue;
    try {
      const bytes = await buffer(await storage.get(file.storageKey));
      const image = sharp(bytes).rotate();
      images.set(
        file.id,
        signatures.has(file.id)
          ? await image.resize({ width: 800, height: 400, fit: 'inside', withoutEnlargement: true }).png().toBuffer()
          : await image
              .resize({ width: PHOTO_SIDE, height: PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
              .jpeg({ quality: 80 })
              .toBuffer(),
      );
    } catch (error) {
      if (error instanceof StorageNotFoundError) continue;
      if (error instanceof Error && /unsupported image format|Input buffer/i.test(error.message)) continue;
      throw error;
    }
  }
  return images;
}
