import { join } from 'node:path';
import { FILE_MESSAGES } from '@fieldbook/domain/files/files.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { ELF, filePart, filesUnder, PDF, png, upload, zip } from './files-test-kit';

let owner: Session;
let companyId: number;

const ctx = useTestApp();
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
});

const uploadZip = (archive: Buffer, name = 'photos.zip') =>
  upload(ctx.t.app, owner, [filePart(name, archive, 'file')], '/v1/files/upload/zip');
const fileCount = async () =>
  Number((await ctx.db.query('select count(*) from files where company_id = $1', [companyId])).rows[0].count);
const stored = () => filesUnder(join(ctx.t.app.config.dataDir, 'files', String(companyId))).length;

async function expectRefused(archive: Buffer, message: string) {
  const [rows, onDisk] = [await fileCount(), stored()];
  const response = await uploadZip(archive);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({ status: 'error', message, errors: { file: [message] } });
  expect(await fileCount()).toBe(rows);
  expect(stored()).toBe(onDisk);
  expect(filesUnder(join(ctx.t.app.config.dataDir, 'tmp'))).toEqual([]);
}

describe('POST /v1/files/upload/zip', () => {
  it('unpacks each entry through the upload checks, skipping folders and __MACOSX', async () => {
    const archive = zip([
      { name: 'site/', data: '' },
      { name: 'site/front.png', data: await png(50, 40) },
      { name: 'site/report.pdf', data: PDF },
      { name: '__MACOSX/site/._front.png', data: 'junk' },
      { name: 'site/evil.jpg', data: ELF },
    ]);
    const response = await uploadZip(archive);
    expect(response.statusCode, response.body).toBe(207);
    const body = response.json();
    expect(body.payload.files.map((f: { file_name: string }) => f.file_name)).toEqual(['front.png', 'report.pdf']);
    expect(body.payload.failed).toEqual([{ name: 'evil.jpg', message: FILE_MESSAGES.notAllowed }]);
  });

  it('refuses entries with absolute paths or .. segments', async () => {
    await expectRefused(
      zip([
        { name: 'ok.pdf', data: PDF },
        { name: '../../etc/passwd.txt', data: 'x' },
      ]),
      FILE_MESSAGES.zipUnsafe,
    );
    await expectRefused(zip([{ name: '/abs/file.txt', data: 'x' }]), FILE_MESSAGES.zipUnsafe);
    await expectRefused(zip([{ name: 'a\\..\\b.txt', data: 'x' }]), FILE_MESSAGES.zipUnsafe);
  });

  it('refuses more entries than upload_limit × 10', async () => {
    const entries = Array.from({ length: 201 }, (_, i) => ({ name: `n${i}.txt`, data: `note ${i}` }));
    await expectRefused(zip(entries), FILE_MESSAGES.tooMany(200, 201));
  });

  it('refuses a ZIP bomb by its ratio, and one whose headers lie about the size', async () => {
    await expectRefused(
      zip([{ name: 'zeros.txt', data: Buffer.alloc(20 * 1024 * 1024, 0x61) }]),
      FILE_MESSAGES.zipTooLarge,
    );
    await expectRefused(
      zip([
        { name: 'fine.pdf', data: PDF },
        { name: 'liar.txt', data: Buffer.alloc(2 * 1024 * 1024, 0x61), declaredSize: 10 },
      ]),
      FILE_MESSAGES.zipTooLarge,
    );
  });

  it('answers 413 with the size limit for a ZIP over max_file_size and leaves nothing behind', async () => {
    const [rows, onDisk] = [await fileCount(), stored()];
    const big = Buffer.concat([zip([{ name: 'a.pdf', data: PDF }]), Buffer.alloc(40 * 1024 * 1024 + 10, 0x20)]);
    const response = await uploadZip(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'error', message: MESSAGES.tooLarge(40) });
    expect(await fileCount()).toBe(rows);
    expect(stored()).toBe(onDisk);
    expect(filesUnder(join(ctx.t.app.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses something that is not a ZIP', async () => {
    await expectRefused(PDF, FILE_MESSAGES.zipInvalid);
  });
});
