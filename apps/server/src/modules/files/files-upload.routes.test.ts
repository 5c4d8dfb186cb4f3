import { join } from 'node:path';
import { FILE_MESSAGES } from '@fieldbook/domain/files/files.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { ELF, filePart, filesUnder, jpeg, PDF, PE, png, upload } from './files-test-kit';

let owner: Session;
let companyId: number;

const ctx = useTestApp();
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { first_name: 'Uma', last_name: 'Uploader' });
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
});

const fileCount = async () =>
  Number((await ctx.db.query('select count(*) from files where company_id = $1', [companyId])).rows[0].count);
const storedFiles = () => filesUnder(join(ctx.t.app.config.dataDir, 'files', String(companyId)));
const scratchFiles = () => filesUnder(join(ctx.t.app.config.dataDir, 'tmp'));

/** Runs a refused upload and checks nothing was left in the database or on disk. */
async function expectNothingLeft(run: () => Promise<unknown>) {
  const [rows, stored] = [await fileCount(), storedFiles().length];
  await run();
  expect(await fileCount()).toBe(rows);
  expect(storedFiles().length).toBe(stored);
  expect(scratchFiles()).toEqual([]);
}

/** Runs `run` with some system settings overridden (the routes read app.system.limits() per request). */
async function withLimits<T>(overrides: { post_max_size?: number }, run: () => Promise<T>): Promise<T> {
  const limits = ctx.t.app.system.limits();
  const spy = vi.spyOn(ctx.t.app.system, 'limits').mockReturnValue({ ...limits, ...overrides });
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

describe('POST /v1/files/upload', () => {
  it('stores a PDF and answers its payload with a signed link', async () => {
    const response = await upload(ctx.t.app, owner, [filePart('Quote.pdf', PDF)]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', message: '1 file(s) successfully uploaded' });
    expect(body.payload.failed).toEqual([]);
    expect(body.payload.files[0]).toMatchObject({
      file_name: 'Quote.pdf',
      file_extension: 'pdf',
      type: 'DOCUMENT',
      mime_type: 'application/pdf',
      total_file_size: PDF.length,
      visibility: 'EVERYONE',
      signed_thumbnail_url: null,
      dimensions: null,
      attachments_count: 0,
      category: null,
      user: { name: 'Uma Uploader' },
      can_edit: true,
      can_delete: true,
    });
    expect(body.payload.files[0].signed_url).toMatch(/^\/v1\/files\/raw\/[\w-]+\.[\w-]+$/);
    expect(body.payload.files[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(scratchFiles()).toEqual([]);
  });

  it('resizes a 3000×2000 image to 1920×1280 with a webp thumbnail and its dimensions', async () => {
    const response = await upload(ctx.t.app, owner, [filePart('site.jpg', await jpeg(3000, 2000), 'file')]);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().payload.files[0];
    expect(file).toMatchObject({ type: 'IMAGE', file_extension: 'jpg', dimensions: { width: 1920, height: 1280 } });
    expect(file.signed_thumbnail_url).toMatch(/^\/v1\/files\/thumb\//);
    const raw = await ctx.t.app.inject({ method: 'GET', url: file.signed_url });
    expect(raw.statusCode).toBe(200);
    expect(await sharp(raw.rawPayload).metadata()).toMatchObject({ width: 1920, height: 1280, format: 'jpeg' });
    expect(file.total_file_size).toBe(raw.rawPayload.length);
    const thumb = await ctx.t.app.inject({ method: 'GET', url: file.signed_thumbnail_url });
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 213 });
  });

  it('keeps a small image at its size and names its real type from the bytes', async () => {
    const response = await upload(ctx.t.app, owner, [filePart('photo.jpg', await png(40, 30))]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.files[0]).toMatchObject({
      file_extension: 'png',
      mime_type: 'image/png',
      file_name: 'photo.jpg.png',
      dimensions: { width: 40, height: 30 },
    });
  });

  it.each([
    ['as taken', 1, { width: 40, height: 30 }],
    ['turned by its EXIF orientation', 6, { width: 30, height: 40 }],
  ])('strips EXIF (camera, GPS) from a small phone photo stored %s', async (_, orientation, size) => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '37/1 48/1 0/1' } })
      .withMetadata({ orientation })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('PhoneCo');
    const response = await upload(ctx.t.app, owner, [filePart('IMG_0001.jpg', photo)]);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().payload.files[0];
    expect(file.dimensions).toEqual(size);
    const raw = (await ctx.t.app.inject({ method: 'GET', url: file.signed_url })).rawPayload;
    const meta = await sharp(raw).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', ...size });
    expect(meta.exif).toBeUndefined();
    expect(raw.includes('PhoneCo')).toBe(false);
    expect(file.total_file_size).toBe(raw.length);
  });

  it('accepts UTF-8 text as .txt/.csv but refuses binary or scripts under those names', async () => {
    const response = await upload(ctx.t.app, owner, [
      filePart('notes.txt', 'Gate code 1234 — ring twice\n'),
      filePart('list.csv', 'a,b\n1,2\n'),
      filePart('run.txt', '#!/bin/sh\nrm -rf /\n'),
      filePart('bin.csv', Buffer.from([0xff, 0xfe, 0x00, 0x41])),
    ]);
    expect(response.statusCode).toBe(207);
    const body = response.json();
    expect(body.status).toBe('error');
    expect(body.message).toBe('2 file(s) failed to upload');
    expect(body.payload.files.map((f: { mime_type: string }) => f.mime_type)).toEqual([
      'text/plain; charset=utf-8',
      'text/csv; charset=utf-8',
    ]);
    expect(body.payload.failed).toEqual([
      { name: 'run.txt', message: FILE_MESSAGES.notAllowed },
      { name: 'bin.csv', message: FILE_MESSAGES.notAllowed },
    ]);
  });

  it('refuses executables with a renamed extension and leaves nothing behind (all failed → 422)', async () => {
    await expectNothingLeft(async () => {
      const response = await upload(ctx.t.app, owner, [filePart('cat.jpg', ELF), filePart('invoice.pdf', PE)]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        status: 'error',
        errors: { files: [FILE_MESSAGES.notAllowed, FILE_MESSAGES.notAllowed] },
        payload: {
          files: [],
          failed: [
            { name: 'cat.jpg', message: FILE_MESSAGES.notAllowed },
            { name: 'invoice.pdf', message: FILE_MESSAGES.notAllowed },
          ],
        },
      });
    });
  });

  it('refuses more files than upload_limit and stores none of them', async () => {
    await expectNothingLeft(async () => {
      const parts = Array.from({ length: 25 }, (_, i) => filePart(`doc${i}.pdf`, PDF));
      const response = await upload(ctx.t.app, owner, parts);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        files: ['You can only upload up to 20 files per request. You attempted to upload 25 files.'],
      });
    });
  });

  it('counts every file of a request far over upload_limit, answering the same message (not 413)', async () => {
    await expectNothingLeft(async () => {
      const parts = Array.from({ length: 250 }, (_, i) => filePart(`doc${i}.pdf`, PDF));
      const response = await upload(ctx.t.app, owner, parts);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'You can only upload up to 20 files per request. You attempted to upload 250 files.',
      );
    });
  });

  it('puts a file over max_file_size in failed (207) and answers 413 when it is the only one', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(40 * 1024 * 1024 + 10, 0x20)]);
    // Together these carry more than the default post_max_size (40); lifted so the per-file limit is what is tested.
    const mixed = await withLimits({ post_max_size: 100 }, () =>
      upload(ctx.t.app, owner, [filePart('small.pdf', PDF), filePart('big.pdf', big)]),
    );
    expect(mixed.statusCode).toBe(207);
    expect(mixed.json().payload.failed).toEqual([
      { name: 'big.pdf', message: 'The file you are trying to upload is too large. The maximum size is 40MB.' },
    ]);
    await expectNothingLeft(async () => {
      const single = await upload(ctx.t.app, owner, [filePart('big.pdf', big)]);
      expect(single.statusCode).toBe(413);
      expect(single.json()).toMatchObject({ status: 'error', message: MESSAGES.tooLarge(40) });
    });
  });

  it('answers 413 naming post_max_size for a request over it in total and leaves nothing behind', async () => {
    // A 1 MB post_max_size keeps the request small; each file stays within max_file_size.
    await withLimits({ post_max_size: 1 }, async () => {
      const half = Buffer.concat([PDF, Buffer.alloc(600 * 1024, 0x20)]);
      await expectNothingLeft(async () => {
        const response = await upload(ctx.t.app, owner, [filePart('a.pdf', half), filePart('b.pdf', half)]);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ status: 'error', message: FILE_MESSAGES.requestTooLarge(1) });
        expect(response.json().message).toBe(
          'The files you are trying to upload are too large together. The maximum size per upload is 1MB.',
        );
      });
      const within = await upload(ctx.t.app, owner, [filePart('a.pdf', half)]);
      expect(within.statusCode, within.body).toBe(200);
    });
  });

  it('files into a category of the company and refuses an unknown one', async () => {
    const category = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/files/categories',
      payload: { name: 'Plans' },
    });
    expect(category.statusCode, category.body).toBe(200);
    const { id, name } = category.json().payload.category;
    const response = await upload(ctx.t.app, owner, [
      { field: 'category', data: String(id) },
      filePart('plan.pdf', PDF),
    ]);
    expect(response.json().payload.files[0]).toMatchObject({ category_id: id, category: { id, name } });
    await expectNothingLeft(async () => {
      const refused = await upload(ctx.t.app, owner, [{ field: 'category', data: '999999' }, filePart('p.pdf', PDF)]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ category: [FILE_MESSAGES.categoryNotFound] });
    });
  });

  it('answers 422 for a request with no files and 401 without a session', async () => {
    const empty = await upload(ctx.t.app, owner, [{ field: 'category', data: '' }]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ files: [FILE_MESSAGES.noFiles] });
    const anonymous = await upload(ctx.t.app, { token: '' }, [filePart('a.pdf', PDF)]);
    expect(anonymous.statusCode).toBe(401);
  });
});
