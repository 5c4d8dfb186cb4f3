import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkVariant = 'raw' | 'thumb';
export const LINK_TTL_SECONDS = 3600;

export interface LinkClaims {
  companyId: number;
  fileId: number;
  variant: LinkVariant;
  expiresAt: number;
}

const keyOf = (appSecret: string) => createHmac('sha256', appSecret).update('fieldbook file links').digest();

/** Signed, expiring links to a file's bytes: the token is the permission (no bearer needed). */
export function createLinkSigner(appSecret: string) {
  const key = keyOf(appSecret);
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    sign(claims: Omit<LinkClaims, 'expiresAt'>, ttlSeconds = LINK_TTL_SECONDS, now = Date.now()): string {
      const expiresAt = Math.floor(now / 1000) + ttlSeconds;
      const body = Buffer.from(`${claims.companyId}.${claims.fileId}.${claims.variant}.${expiresAt}`).toString(
        'base64url',
      );
      return `${body}.${mac(body).toString('base64url')}`;
    },

    /** The claims of a genuine, unexpired token of the variant; null for anything else. */
    verify(token: string, variant: LinkVariant, now = Date.now()): LinkClaims | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      // base64url decoding is lenient; insist on the canonical spelling so no two tokens are equal.
      if (given.toString('base64url') !== signature) return null;
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const parts = Buffer.from(body, 'base64url').toString('utf8').split('.');
      if (parts.length !== 4 || parts[2] !== variant) return null;
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
