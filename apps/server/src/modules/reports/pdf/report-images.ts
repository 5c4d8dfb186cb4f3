import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Executor } from '../../../db/database';
import { type Storage, StorageNotFoundError } from '../../../storage/storage';
import { findFiles } from '../../files/index';

/** The longest side of a photo in the PDF: sharp at A4 print size, small enough to email. */
const PHOTO_SIDE = 1400;

/**
 * The image as the PDF embeds it, or null when sharp cannot decode it: an IMAGE is stored by its magic
 * bytes even when the rest is cut short or corrupt (it then has no thumbnail), and such a photo must not
 * stop the PDF — nor the payment that releases a held report's email.
 */
async function printable(bytes: Buffer, signature: boolean): Promise<Buffer | null> {
  try {
    const image = sharp(bytes).rotate();
    return signature
      ? await image.resize({ width: 800, height: 400, fit: 'inside', withoutEnlargement: true }).png().toBuffer()
      : await image
          .resize({ width: PHOTO_SIDE, height: PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 80 })
          .toBuffer();
  } catch {
    return null;
  }
}

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
    let bytes: Buffer;
    try {
      bytes = await buffer(await storage.get(file.storageKey));
    } catch (error) {
      if (error instanceof StorageNotFoundError) continue;
      throw error;
    }
    const image = await printable(bytes, signatures.has(file.id));
    if (image) images.set(file.id, image);
  }
  return images;
}
