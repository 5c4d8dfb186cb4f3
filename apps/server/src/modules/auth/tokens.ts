import { createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Which portal a token belongs to: each portal's routes refuse the other's tokens. */
export type Portal = 'business' | 'connect';

export interface AccessClaims {
  userId: number;
  /** 0 for a Client Connect account, which belongs to no one company. */
  companyId: number;
  sessionId: number;
  portal: Portal;
}

export interface AccessToken {
  token: string;
  expiresAt: Date;
}

/** Verified tokens remembered at most (a few minutes of them; all are forgotten when it fills). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Signs and checks the short-lived access tokens; the key is derived from APP_SECRET. */
export function createTokenService(appSecret: string, ttlSeconds: number) {
  // A KeyObject made once: jose would otherwise import raw bytes on every verify.
  const key = createSecretKey(createHmac('sha256', appSecret).update('fieldbook access token').digest());
  // Every request presents its token again, and jose checks the HMAC through WebCrypto (a thread-pool
  // round trip, an eighth of a small read's CPU): a token once verified is only checked for expiry,
  // the way jose does (exp must be after the current whole second).
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();

  return {
    async sign(claims: AccessClaims): Promise<AccessToken> {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({ cid: claims.companyId, sid: claims.sessionId, prt: claims.portal })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },

    /** The claims of a valid token; `expired` when only its time has run out; null otherwise. */
    async verify(token: string): Promise<AccessClaims | 'expired' | null> {
      const known = verified.get(token);
      if (known) return known.exp > Math.floor(Date.now() / 1000) ? { ...known.claims } : 'expired';
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const companyId = Number(payload.cid);
        const sessionId = Number(payload.sid);
        if (![userId, companyId, sessionId].every(Number.isSafeInteger)) return null;
        const portal = payload.prt;
        if (portal !== 'business' && portal !== 'connect') return null;
        const claims: AccessClaims = { userId, companyId, sessionId, portal };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
          verified.set(token, { claims, exp: payload.exp });
        }
        return { ...claims };
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * How long a just-rotated refresh token still rotates: two tabs (or a retried request) refreshing with
 * the same cookie at once must both keep the session. Presented again after this, it is a replay: theft.
 */
export const REFRESH_GRACE_MS = 30_000;

/** A refresh token's use: its first, another within the grace window, or a replay (revokes the session). */
export function refreshUseOf(usedAt: Date | null, now = new Date()): 'first' | 'grace' | 'replay' {
  if (!usedAt) return 'first';
  return now.getTime() - usedAt.getTime() <= REFRESH_GRACE_MS ? 'grace' : 'replay';
}

/** Opaque secrets (refresh tokens, reset codes) are stored only as their SHA-256. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');
/** A six-digit code a person can type from an email. */
export const randomCode = () => (randomBytes(4).readUInt32BE() % 1_000_000).toString().padStart(6, '0');
