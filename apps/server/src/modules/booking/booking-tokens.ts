import { createHash, randomBytes } from 'node:crypto';

/** A manage link's token (unguessable, single-purpose) and the hash stored in its place. */
export const newToken = () => randomBytes(24).toString('base64url');
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
