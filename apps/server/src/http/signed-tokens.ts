import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed link to an image's thumbnail lives, and its response is cached (spec: "File thumbnails | cached 48 hours"). */
export const THUMBNAIL_TTL_SECONDS = 48 * 3600;

/**
 * Tokens that carry their own claims and an HMAC of them under the app secret (one key per
 * purpose, so a token made for one use is worthless for another): the token is the permission.
 */
export function createTokenSigner(appSecret: string, purpose: string) {
  const key = createHmac('sha256', appSecret).update(`fieldbook ${purpose}`).digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    sign(claims: readonly (string | number)[]): string {
      const body = Buffer.from(claims.join('.')).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },

    /** The claims of a genuine token with `count` of them; null for anything else. */
    verify(token: string, count: number): string[] | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      // base64url decoding is lenient; insist on the canonical spelling so no two tokens are equal.
      if (given.toString('base64url') !== signature) return null;
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claims = Buffer.from(body, 'base64url').toString('utf8').split('.');
      return claims.length === count ? claims : null;
    },
  };
}
