import type { Readable } from 'node:stream';

/**
 * Where file bytes live. Keys are built by the server (company id, random name), never taken from
 * user input. Local disk now; an S3 adapter (same interface) is left for later.
 */
export interface Storage {
  /** Writes the stream under the key and answers the number of bytes written. */
  put(key: string, body: Readable): Promise<number>;
  get(key: string): Promise<Readable>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
