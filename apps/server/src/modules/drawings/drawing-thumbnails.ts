import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DRAWING_MESSAGES, DRAWING_THUMBNAIL_MAX_BYTES } from '@fieldbook/domain/drawings/drawings.constants';
import { fieldError } from '../../http/http-error';
import { createVersionedLinkSigner, type VersionedLinkSigner } from '../../http/versioned-links';
import type { Storage } from '../../storage/storage';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG bytes of the editor's data URL; 422 on `thumbnail` unless they really are a PNG, 2 MB at most. */
export function decodeThumbnail(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > DRAWING_THUMBNAIL_MAX_BYTES) throw fieldError('thumbnail', DRAWING_MESSAGES.thumbnailTooLarge);
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw fieldError('thumbnail', DRAWING_MESSAGES.thumbnailInvalid);
  }
  return bytes;
}

/** Stores the PNG under a new key of the company (a changed drawing gets a new key; the old one is removed). */
export async function putThumbnail(storage: Storage, companyId: number, bytes: Buffer): Promise<string> {
  const key = `${companyId}/drawings/${randomUUID()}.png`;
  await storage.put(key, Readable.from([bytes]));
  return key;
}

/** Signed links to a drawing's PNG (GET /v1/drawings/thumb/:token). */
export const createThumbnailSigner = (appSecret: string) =>
  createVersionedLinkSigner(appSecret, 'drawing thumbnails', '/v1/drawings/thumb');
export type ThumbnailSigner = VersionedLinkSigner;
