import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const options = { algorithm: 2 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so a miss costs as long as a wrong password.
let decoy: Promise<string> | null = null;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoy, password);
}

/** True when the password matches any of the given earlier hashes. */
export async function matchesAny(hashes: readonly string[], password: string): Promise<boolean> {
  const results = await Promise.all(hashes.map((h) => verifyPassword(h, password)));
  return results.includes(true);
}
