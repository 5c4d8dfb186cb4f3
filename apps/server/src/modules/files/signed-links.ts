import { createTokenSigner } from '../../http/signed-tokens';

export type LinkVariant = 'raw' | 'thumb';
export const LINK_TTL_SECONDS = 3600;

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
    sign(claims: Omit<LinkClaims, 'expiresAt'>, ttlSeconds = LINK_TTL_SECONDS, now = Date.now()): string {
      const expiresAt = Math.floor(now / 1000) + ttlSeconds;
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
