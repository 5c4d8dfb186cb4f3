import { join } from 'node:path';
import { FILE_MESSAGES } from '@fieldbook/domain/files/files.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { individual } from '../clients/clients-test-kit';
import { filePart, filesUnder, type Part, PDF, png, upload } from './files-test-kit';

// Photo annotation: the annotated PNG is a new file linked to its original, which stays untouched.

let owner: Session;
let other: Session;
let companyId: number;
let photoId: number;
let pdfId: number;
let foreignPhotoId: number;

const ctx = useTestApp();

const field = (id: number | string): Part => ({ field: 'annotated_from_file_id', data: String(id) });
const uploadedId = async (session: Session, parts: Part | Part[]) => {
  const response = await upload(ctx.t.app, session, Array.isArray(parts) ? parts : [parts]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.files[0].id as number;
};
const fileCount = async () =>
  Number((await ctx.db.query('select count(*) from files where company_id = $1', [companyId])).rows[0].count);
const storedFiles = () => filesUnder(join(ctx.t.app.config.dataDir, 'files', String(companyId)));

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { first_name: 'Ann', last_name: 'Otator' });
  other = await registerBusiness(ctx.t.app, { first_name: 'Other', last_name: 'Company' });
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  photoId = await uploadedId(owner, filePart('meter.png', await png(80, 60)));
  pdfId = await uploadedId(owner, filePart('quote.pdf', PDF));
  foreignPhotoId = await uploadedId(other, filePart('theirs.png', await png(40, 40)));
});

describe('POST /v1/files/upload with annotated_from_file_id', () => {
  it('stores the annotated image as a new file linked to the original, which stays as it was', async () => {
    const before = (await ctx.db.query('select * from files where company_id = $1 and id = $2', [companyId, photoId]))
      .rows[0];
    const response = await upload(ctx.t.app, owner, [
      field(photoId),
      filePart('meter-annotated.png', await png(80, 60)),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().payload.files[0];
    expect(file).toMatchObject({ type: 'IMAGE', annotated_from_file_id: photoId });
    expect(file.id).not.toBe(photoId);
    const after = (await ctx.db.query('select * from files where company_id = $1 and id = $2', [companyId, photoId]))
      .rows[0];
    expect(after).toEqual(before);
    const shown = await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/files?id=${file.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(shown.json().payload.file.annotated_from_file_id).toBe(photoId);
    const original = await ctx.t.app.inject({
      method: 'GET',
      url: `/v1/files?id=${photoId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(original.json().payload.file.annotated_from_file_id).toBeNull();
  });

  it.each([
    ['another company’s image', () => foreignPhotoId, FILE_MESSAGES.annotatedFromNotFound],
    ['a file that does not exist', () => 999_999_999, FILE_MESSAGES.annotatedFromNotFound],
    ['a non-image file', () => pdfId, FILE_MESSAGES.annotatedFromNotImage],
    ['something that is not an id', () => 'abc', FILE_MESSAGES.annotatedFromNotFound],
  ])('refuses %s with a 422 on the field and stores nothing', async (_name, idOf, message) => {
    const [rows, stored] = [await fileCount(), storedFiles().length];
    const response = await upload(ctx.t.app, owner, [field(idOf()), filePart('drawn.png', await png(20, 20))]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ annotated_from_file_id: [message] });
    expect(await fileCount()).toBe(rows);
    expect(storedFiles().length).toBe(stored);
  });

  it('takes one annotated image at a time', async () => {
    const rows = await fileCount();
    const response = await upload(ctx.t.app, owner, [
      field(photoId),
      filePart('a.png', await png(20, 20)),
      filePart('b.png', await png(20, 20)),
    ]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ files: [FILE_MESSAGES.annotatedOneFile] });
    expect(await fileCount()).toBe(rows);
  });

  it("joins its original on every record's timeline the original is attached to", async () => {
    const client = await as(ctx.t.app, owner, { method: 'POST', url: '/v1/clients', payload: individual() });
    const clientId = Number(client.json().payload.id);
    const meter = await uploadedId(owner, filePart('gas-meter.png', await png(60, 60)));
    const attached = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/clients/attachments/save',
      payload: { id: clientId, files: [meter] },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const annotated = await uploadedId(owner, [field(meter), filePart('gas-meter-annotated.png', await png(60, 60))]);
    const timeline = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/clients/timeline?id=${clientId}` });
    const files = timeline
      .json()
      .payload.timeline.filter((entry: { timeline_type: string }) => entry.timeline_type === 'attachment')
      .map((entry: { file: { id: number } }) => entry.file.id);
    expect(files.sort()).toEqual([meter, annotated].sort());
  });

  it('joins only the records its uploader may add files to: not a staff record a field worker cannot open', async () => {
    const client = await as(ctx.t.app, owner, { method: 'POST', url: '/v1/clients', payload: individual() });
    const clientId = Number(client.json().payload.id);
    const { userId: ownerId } = await whoIs(ctx.t.app, owner);
    const boiler = await uploadedId(owner, filePart('boiler.png', await png(60, 60)));
    for (const url of ['/v1/clients/attachments/save', '/v1/business/company/users/attachments/save']) {
      const attached = await as(ctx.t.app, owner, {
        method: 'POST',
        url,
        payload: { id: url.startsWith('/v1/clients') ? clientId : ownerId, files: [boiler] },
      });
      expect(attached.statusCode, attached.body).toBe(200);
    }
    const worker = await addStaff(ctx.t.app, owner, 'Field Staff');
    const annotated = await uploadedId(worker, [field(boiler), filePart('boiler-annotated.png', await png(60, 60))]);
    const { rows } = await ctx.db.query(
      'select subject_type from attachments where company_id = $1 and file_id = $2 order by subject_type',
      [companyId, annotated],
    );
    expect(rows.map((row) => row.subject_type)).toEqual(['client']);
    // The owner, who may add to both, still puts an annotation on each.
    const byOwner = await uploadedId(owner, [field(boiler), filePart('boiler-owner.png', await png(60, 60))]);
    const ownerRows = await ctx.db.query(
      'select subject_type from attachments where company_id = $1 and file_id = $2 order by subject_type',
      [companyId, byOwner],
    );
    expect(ownerRows.rows.map((row) => row.subject_type)).toEqual(['client', 'user']);
  });
});
