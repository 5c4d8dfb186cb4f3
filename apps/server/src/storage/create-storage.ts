import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

/**
 * S3 when S3_BUCKET is set (several servers share the bucket), else local disk under DATA_DIR/files.
 * The AWS SDK is loaded only when S3 is configured: it is large, and warns on start under Node < 22.
 */
export async function createStorage(config: Config): Promise<{ storage: Storage; close(): void }> {
  if (config.s3) {
    const { createS3Storage } = await import('./s3-storage');
    const storage = createS3Storage(config.s3);
    return { storage, close: storage.close };
  }
  return { storage: createLocalStorage(`${config.dataDir}/files`), close: () => undefined };
}
