import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a consent round trip may take. */
const STATE_TTL_MS = 15 * 60_000;

/**
 * The OAuth `state`: the company and user who started connecting, an expiry and a nonce, signed with
 * the app secret. The callback is accepted only from that same signed-in user of that company, so a
 * link made by someone else (CSRF, a forwarded consent) cannot attach an organisation to this company.
 */
export function oauthState(appSecret: string) {
  const sign = (text: string) =>
    createHmac('sha256', `fieldbook:accounting-state:${appSecret}`).update(text).digest('base64url');
  return {
    issue(companyId: number, userId: number, now = Date.now()) {
      const text = [companyId, userId, now + STATE_TTL_MS, randomBytes(9).toString('base64url')].join('.');
      return `${text}.${sign(text)}`;
    },
    verify(state: string, companyId: number, userId: number, now = Date.now()): boolean {
      const parts = state.split('.');
      if (parts.length !== 5) return false;
      const text = parts.slice(0, 4).join('.');
      const expected = Buffer.from(sign(text));
      const given = Buffer.from(parts[4] ?? '');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      return Number(parts[0]) === companyId && Number(parts[1]) === userId && Number(parts[2]) > now;
    },
  };
}
