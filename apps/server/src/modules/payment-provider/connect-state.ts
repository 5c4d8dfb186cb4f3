import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a Connect Stripe click stays valid: time to sign in to Stripe and authorise. */
const STATE_TTL_MS = 30 * 60 * 1000;

const macOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`payment-connect:${payload}`).digest('base64url');

/**
 * The OAuth state: a signed company, user and expiry (plus a nonce), so a callback is accepted only
 * for the same user of the same company that started it, and not long after (CSRF: an attacker's
 * code cannot be slipped into someone else's session).
 */
export function signConnectState(secret: string, companyId: number, userId: number, now = Date.now()): string {
  const payload = `${companyId}.${userId}.${now + STATE_TTL_MS}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${macOf(secret, payload)}`;
}

export function verifyConnectState(
  secret: string,
  state: string,
  expected: { companyId: number; userId: number },
  now = Date.now(),
): boolean {
  const parts = state.split('.');
  if (parts.length !== 5) return false;
  const [company, user, expires] = parts;
  const payload = parts.slice(0, 4).join('.');
  const given = Buffer.from(parts[4] ?? '');
  const wanted = Buffer.from(macOf(secret, payload));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return false;
  return Number(company) === expected.companyId && Number(user) === expected.userId && Number(expires) > now;
}
