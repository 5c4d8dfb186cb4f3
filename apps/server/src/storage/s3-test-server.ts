import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account; any other key pair is refused like on real S3. */
export const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
export const TEST_BUCKET = 'fieldbook';

export interface TestS3Server {
  /** The environment that points the app at this server. */
  env: Record<string, string>;
  /** Where s3rver keeps the objects on disk. */
  directory: string;
  close(): Promise<void>;
}

/** A real S3-compatible server on a free local port, for tests (not a test file itself). */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'fieldbook-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: { S3_BUCKET: TEST_BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, ...S3RVER_KEYS },
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
