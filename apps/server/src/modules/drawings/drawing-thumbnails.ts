import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DRAWING_MESSAGES, DRAWING_THUMBNAIL_MAX_BYTES } from '@fieldbook/domain/drawings/drawings.constants';
import { fieldError } from '../../http/http-error';
import { createTokenSigner } from '../../http/signed-tokens';
import type { Storage } from '../../storage/storage';
import { LINK_TTL_SECONDS } from '../files/signed-links';

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

/**
 * Signed, expiring links to a drawing's PNG (as files' thumbnails: the token is the permission).
 * The version (updated_at) is a claim so a changed drawing gets a new link and no stale cached image.
 */
export function createThumbnailSigner(appSecret: string) {
  const signer = createTokenSigner(appSecret, 'drawing thumbnails');
  const ttl = LINK_TTL_SECONDS.thumb;
  return {
    url(companyId: number, drawingId: number, version: Date, now = Date.now()): string {
      const expiresAt = Math.ceil((Math.floor(now / 1000) + ttl) / 3600) * 3600;
      return `/v1/drawings/thumb/${signer.sign([companyId, drawingId, version.getTime(), expiresAt])}`;
    },
    verify(token: string, now = Date.now()): { companyId: number; drawingId: number } | null {
      const claims = signer.verify(token, 4);
      if (!claims) return null;
      const [companyId, drawingId, , expiresAt] = claims.map(Number);
      if (!companyId || !drawingId || !expiresAt || expiresAt * 1000 <= now) return null;
      return { companyId, drawingId };
    },
    ttl,
  };
}
export type ThumbnailSigner = ReturnType<typeof createThumbnailSigner>;
