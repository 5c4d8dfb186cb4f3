import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts provider tokens at rest (accounting's and Square's; AES-256-GCM, a key derived from the app
 * secret): a copy of the database alone does not give access to a company's accounts. Changing
 * APP_SECRET makes stored tokens unreadable, which is treated as needing to connect again.
 */
export function tokenCipher(appSecret: string, purpose: 'accounting-tokens' | 'payment-tokens' = 'accounting-tokens') {
  // One key per purpose: a token sealed for one use cannot be opened as another's.
  const key = createHash('sha256').update(`fieldbook:${purpose}:${appSecret}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        sealed.toString('base64url'),
      ].join('.');
    },
    /** The token, or null when it was sealed with another secret or tampered with. */
    open(sealed: string): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type TokenCipher = ReturnType<typeof tokenCipher>;
