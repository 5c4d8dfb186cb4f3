import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestS3Server, type TestS3Server } from '../../storage/s3-test-server';
import { buildTestApp, registerBusiness, type TestApp } from '../../test/build-test-app';
import { filePart, filesUnder, jpeg, upload } from './files-test-kit';

let s3: TestS3Server;
let t: TestApp;

beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await buildTestApp({ ...s3.env, S3_PREFIX: 'uploads' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('files on S3', () => {
  it('uploads an image, then serves it and its thumbnail through signed links, all bytes in the bucket', async () => {
    const owner = await registerBusiness(t.app);
    const response = await upload(t.app, owner, [filePart('roof.jpg', await jpeg(2400, 1600))]);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().payload.files[0];
    expect(file).toMatchObject({ type: 'IMAGE', dimensions: { width: 1920, height: 1280 } });

    const raw = await t.app.inject({ method: 'GET', url: file.signed_url });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('image/jpeg');
    expect(raw.rawPayload.length).toBe(file.total_file_size);
    expect(await sharp(raw.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1920 });
    const thumb = await t.app.inject({ method: 'GET', url: file.signed_thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });

    // The bytes live in s3rver under the prefix; nothing was written to DATA_DIR/files.
    const objects = filesUnder(s3.directory).filter((path) => path.includes(`${sep}uploads${sep}`));
    expect(objects.length, filesUnder(s3.directory).join('\n')).toBeGreaterThanOrEqual(2);
    expect(filesUnder(join(t.app.config.dataDir, 'files'))).toEqual([]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/files?id=${file.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: file.signed_url })).statusCode).toBe(404);
  });
});

describe('S3 configuration', () => {
  const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'fieldbook-config-')), APP_SECRET: 'x' };

  it('turns S3 on by S3_BUCKET, with path-style by default only when an endpoint is given', () => {
    expect(loadConfig(base).s3).toBeNull();
    const aws = loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3;
    expect(aws).toMatchObject({ bucket: 'b', region: 'us-east-1', endpoint: '', forcePathStyle: false, prefix: '' });
    const minio = loadConfig({
      ...base,
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PREFIX: '/fieldbook/',
    }).s3;
    expect(minio).toMatchObject({ forcePathStyle: true, prefix: 'fieldbook', endpoint: 'http://minio:9000' });
  });

  it('fails at start with a clear message on a partial S3 configuration', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b' })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n {2}S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    expect(() => loadConfig({ ...base, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /S3_BUCKET: required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
