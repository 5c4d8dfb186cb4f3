import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type Storage, StorageNotFoundError } from './storage';

/** Files on local disk under `<root>` (DATA_DIR/files); keys look like `<company_id>/<random>.<ext>`. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, assertStorageKey(key)));
    if (!path.startsWith(base + sep)) {
      throw new Error(`invalid storage key: ${key}`);
    }
    return path;
  };

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o755 });
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(body, count, createWriteStream(path, { mode: 0o640 }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return size;
    },
    async get(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) throw new StorageNotFoundError(key);
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
