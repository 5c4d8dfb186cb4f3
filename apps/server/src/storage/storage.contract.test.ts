import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage, S3_PART_SIZE, type S3Storage } from './s3-storage';
import { S3RVER_KEYS, startTestS3Server, TEST_BUCKET, type TestS3Server } from './s3-test-server';
import { type Storage, StorageNotFoundError } from './storage';

/** Every adapter must behave the same; the files module only ever sees this interface. */
function storageContract(name: string, open: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    let n = 0;
    const key = (suffix = 'bin') => `7/${++n}-${Date.now()}.${suffix}`;
    const read = async (k: string) => buffer(await storage.get(k));

    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('round-trips binary bytes through put and get, answering the size', async () => {
      const k = key();
      const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(64 * 1024)]);
      expect(await storage.put(k, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]))).toBe(bytes.length);
      expect((await read(k)).equals(bytes)).toBe(true);
    });

    it('streams an object larger than one S3 part (multipart) intact', async () => {
      const k = key();
      const bytes = randomBytes(S3_PART_SIZE * 2 + 12345);
      const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
        bytes.subarray(i * 65536, (i + 1) * 65536),
      );
      expect(await storage.put(k, Readable.from(chunks))).toBe(bytes.length);
      expect((await read(k)).equals(bytes)).toBe(true);
    });

    it('stores an empty object', async () => {
      const k = key();
      expect(await storage.put(k, Readable.from([]))).toBe(0);
      expect(await storage.exists(k)).toBe(true);
      expect((await read(k)).length).toBe(0);
    });

    it('keeps keys with nested paths apart', async () => {
      const [a, b] = [`7/nested/deeper/${n}-a.webp`, `7/nested/${n}-a.webp`];
      await storage.put(a, Readable.from([Buffer.from('deep')]));
      await storage.put(b, Readable.from([Buffer.from('shallow')]));
      expect((await read(a)).toString()).toBe('deep');
      expect((await read(b)).toString()).toBe('shallow');
    });

    it('answers exists for a stored key only, and replaces an object put twice', async () => {
      const k = key('pdf');
      expect(await storage.exists(k)).toBe(false);
      await storage.put(k, Readable.from([Buffer.from('first version')]));
      expect(await storage.exists(k)).toBe(true);
      await storage.put(k, Readable.from([Buffer.from('second')]));
      expect((await read(k)).toString()).toBe('second');
    });

    it('deletes, and deleting a missing key is not an error', async () => {
      const k = key();
      await storage.put(k, Readable.from([Buffer.from('bye')]));
      await storage.delete(k);
      expect(await storage.exists(k)).toBe(false);
      await expect(storage.delete(k)).resolves.toBeUndefined();
    });

    it('rejects get of a missing key with StorageNotFoundError', async () => {
      await expect(storage.get(key())).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('refuses keys that could escape the root', async () => {
      for (const bad of ['../escape.bin', '/abs.bin', '7/../../x.bin', '', '7//x.bin']) {
        await expect(storage.put(bad, Readable.from([Buffer.from('x')]))).rejects.toThrow(/invalid storage key/);
        await expect(storage.get(bad)).rejects.toThrow(/invalid storage key/);
      }
    });

    it('leaves nothing under the key when the stream fails midway', async () => {
      const k = key();
      async function* failing() {
        yield randomBytes(S3_PART_SIZE + 1024);
        throw new Error('client went away');
      }
      await expect(storage.put(k, Readable.from(failing()))).rejects.toThrow('client went away');
      expect(await storage.exists(k)).toBe(false);
    });
  });
}

storageContract('local', async () => {
  const root = mkdtempSync(join(tmpdir(), 'fieldbook-storage-'));
  return {
    storage: createLocalStorage(root),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});

storageContract('S3 (s3rver)', async () => {
  const server: TestS3Server = await startTestS3Server();
  const storage: S3Storage = createS3Storage({
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint: server.env.S3_ENDPOINT ?? '',
    accessKeyId: S3RVER_KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: S3RVER_KEYS.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
    prefix: 'contract',
  });
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
    },
  };
});
