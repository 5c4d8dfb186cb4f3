import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid-keys.json';

/**
 * The server's VAPID key pair (Web Push), made on first start into DATA_DIR and reused after, as the
 * app secret is: browsers' subscriptions are bound to the public key, so a new pair would orphan them.
 * Several servers share DATA_DIR (or the file) to push with the same key.
 */
export function persistedVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, FILE);
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (keys.publicKey && keys.privateKey) return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
