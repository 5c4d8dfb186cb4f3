import { createTokenSigner, THUMBNAIL_TTL_SECONDS } from './signed-tokens';

/**
 * Signed, expiring links to one record's image under `base` (a drawing's PNG, a drawing asset): the
 * token is the permission, as for files' thumbnails. The record's version is a claim, so a changed
 * record gets a new link and no stale cached image; expiries are rounded up to the hour so a link stays
 * the same for an hour and the browser's cache serves it.
 */
export function createVersionedLinkSigner(appSecret: string, purpose: string, base: string) {
  const signer = createTokenSigner(appSecret, purpose);
  const ttl = THUMBNAIL_TTL_SECONDS;
  return {
    url(companyId: number, id: number, version: Date, now = Date.now()): string {
      const expiresAt = Math.ceil((Math.floor(now / 1000) + ttl) / 3600) * 3600;
      return `${base}/${signer.sign([companyId, id, version.getTime(), expiresAt])}`;
    },
    verify(token: string, now = Date.now()): { companyId: number; id: number } | null {
      const claims = signer.verify(token, 4);
      if (!claims) return null;
      const [companyId, id, , expiresAt] = claims.map(Number);
      if (!companyId || !id || !expiresAt || expiresAt * 1000 <= now) return null;
      return { companyId, id };
    },
    ttl,
  };
}
export type VersionedLinkSigner = ReturnType<typeof createVersionedLinkSigner>;
