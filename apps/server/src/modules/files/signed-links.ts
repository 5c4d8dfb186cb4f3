import { createTokenSigner, THUMBNAIL_TTL_SECONDS } from '../../http/signed-tokens';

export type LinkVariant = 'raw' | 'thumb';
/** How long a link lives, and so how long its response may be cached: an hour for the file itself. */
export const LINK_TTL_SECONDS: Record<LinkVariant, number> = { raw: 3600, thumb: THUMBNAIL_TTL_SECONDS };
/**
 * Thumbnail expiries are rounded up to the hour, so a thumbnail's link stays the same for an hour
 * and the browser's cache (keyed by the link) serves it instead of fetching it on every list load.
 */
const EXPIRY_STEP_SECONDS: Record<LinkVariant, number> = { raw: 1, thumb: 3600 };

export interface LinkClaims {
  companyId: number;
  fileId: number;
  variant: LinkVariant;
  expiresAt: number;
}

/** Signed, expiring links to a file's bytes: the token is the permission (no bearer needed). */
export function createLinkSigner(appSecret: string) {
  const signer = createTokenSigner(appSecret, 'file links');

  return {
    sign(
      claims: Omit<LinkClaims, 'expiresAt'>,
      ttlSeconds = LINK_TTL_SECONDS[claims.variant],
      now = Date.now(),
    ): string {
      const step = EXPIRY_STEP_SECONDS[claims.variant];
      const expiresAt = Math.ceil((Math.floor(now / 1000) + ttlSeconds) / step) * step;
      return signer.sign([claims.companyId, claims.fileId, claims.variant, expiresAt]);
    },

    /** The claims of a genuine, unexpired token of the variant; null for anything else. */
    verify(token: string, variant: LinkVariant, now = Date.now()): LinkClaims | null {
      const parts = signer.verify(token, 4);
      if (!parts || parts[2] !== variant) return null;
      const [companyId, fileId, , expiresAt] = parts.map(Number);
      if (!companyId || !fileId || !expiresAt || expiresAt * 1000 <= now) return null;
      return { companyId, fileId, variant, expiresAt };
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;

/** `attachment; filename="ascii"; filename*=UTF-8''encoded` — safe for any stored name. */
export function contentDisposition(name: string, inline = false): string {
  const clean = name.replace(/[\p{Cc}\\/]/gu, '_').trim() || 'file';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
