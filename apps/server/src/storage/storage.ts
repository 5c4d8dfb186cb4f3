import type { Readable } from 'node:stream';

/**
 * Where file bytes live: local disk under DATA_DIR/files, or an S3 bucket when S3_BUCKET is set.
 * Keys are built by the server (company id, random name), never taken from user input.
 */
export interface Storage {
  /** Writes the stream under the key and answers the number of bytes written. */
  put(key: string, body: Readable): Promise<number>;
  /** The stored bytes as a stream; a missing key rejects with StorageNotFoundError. */
  get(key: string): Promise<Readable>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** The one "not there" every adapter answers, so callers need not know which adapter they hold. */
export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`storage key not found: ${key}`);
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Refuses anything but a plain relative key, so no adapter can be steered outside its root. */
export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
}
