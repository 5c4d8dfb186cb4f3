import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient } from '../clients/clients-test-kit';
import { clearLogs, getTimeline, type Owner, seedAttachment, seedLog, seedNote, shape } from './timeline-test-kit';

let owner: Owner;
let clientId: number;
const ids = {} as Record<
  'gateNote' | 'redNote' | 'gateFile' | 'gatePhoto' | 'otherFile' | 'gateLog' | 'otherLog',
  number
>;

const ctx = useTestApp();
beforeAll(async () => {
  const session = await registerBusiness(ctx.t.app);
  owner = { token: session.token, ...(await whoIs(ctx.t.app, session)) };
  await ctx.db.query('update companies set subscribed = true where id = $1', [owner.companyId]);
  clientId = (await createClient(ctx.t.app, owner)).id;
  await clearLogs(ctx.db, owner, clientId);
  ids.gateNote = await seedNote(ctx.db, owner, clientId, '2026-03-01T01:00:00Z', '<p>Gate <b>code</b> 4417</p>');
  ids.redNote = await seedNote(ctx.db, owner, clientId, '2026-03-02T01:00:00Z', '<p style="color:#ff0000">red</p>');
  ids.gateFile = await seedAttachment(ctx.db, owner, clientId, {
    title: 'GATE plan',
    fileName: 'site.pdf',
    at: '2026-03-03T01:00:00Z',
  });
  ids.gatePhoto = await seedAttachment(ctx.db, owner, clientId, {
    title: null,
    fileName: 'gatehouse-photo.pdf',
    at: '2026-03-04T01:00:00Z',
  });
  ids.otherFile = await seedAttachment(ctx.db, owner, clientId, {
    title: 'Invoice',
    fileName: 'a.pdf',
    at: '2026-03-05T01:00:00Z',
  });
  ids.gateLog = await seedLog(ctx.db, owner, clientId, 'Checked the Gate latch', '2026-03-06T01:00:00Z');
  ids.otherLog = await seedLog(ctx.db, owner, clientId, 'Other', '2026-03-07T01:00:00Z');
});

const page = async (query: string) => {
  const response = await getTimeline(ctx.t.app, owner, `id=${clientId}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
};
const everything = () => [
  `log:${ids.otherLog}`,
  `log:${ids.gateLog}`,
  `attachment:${ids.otherFile}`,
  `attachment:${ids.gatePhoto}`,
  `attachment:${ids.gateFile}`,
  `note:${ids.redNote}`,
  `note:${ids.gateNote}`,
];
const tiles = (note: number, attachment: number, log: number) => [
  { type: 'note', count: note },
  { type: 'attachment', count: attachment },
  { type: 'log', count: log },
  { type: 'communication', count: 0 },
  { type: 'appointment', count: 0 },
  { type: 'appointment_future', count: 0 },
  { type: 'quotation', count: 0 },
  { type: 'invoice', count: 0, total: 0 },
  { type: 'drawing', count: 0 },
  { type: 'report', count: 0 },
];

describe('GET /v1/clients/timeline search', () => {
  it.each(['', 'ga', ' Ga ', '%'])('ignores a search of fewer than 3 characters (%j)', async (search) => {
    const payload = await page(`search=${encodeURIComponent(search)}`);
    expect(shape(payload.timeline).keys).toEqual(everything());
    expect(payload.tiles).toEqual(tiles(2, 3, 2));
  });

  it('matches notes by their text, files by title and file name, logs by description, ignoring case', async () => {
    const payload = await page('search=gATe');
    expect(shape(payload.timeline).keys).toEqual([
      `log:${ids.gateLog}`,
      `attachment:${ids.gatePhoto}`,
      `attachment:${ids.gateFile}`,
      `note:${ids.gateNote}`,
    ]);
    expect(payload.tiles).toEqual(tiles(1, 2, 1));
    expect(shape((await page('search=4417')).timeline).keys).toEqual([`note:${ids.gateNote}`]);
  });

  it("never matches a note's markup, and treats % and _ literally", async () => {
    for (const search of ['color', 'ff0000', '<b>', '%%%', '___']) {
      const payload = await page(`search=${encodeURIComponent(search)}`);
      expect(payload.timeline, search).toEqual([]);
      expect(payload.tiles).toEqual(tiles(0, 0, 0));
    }
  });
});

describe('GET /v1/clients/timeline types and tiles', () => {
  it('narrows the entries to types[] (or repeated types) while the tiles count every type', async () => {
    const both = await page('types[]=note&types[]=attachment');
    expect(shape(both.timeline).keys).toEqual(everything().filter((key) => !key.startsWith('log')));
    expect(both.tiles).toEqual(tiles(2, 3, 2));
    expect(shape((await page('types=log')).timeline).keys).toEqual([`log:${ids.otherLog}`, `log:${ids.gateLog}`]);
    const narrowed = await page('types=log&types=note&search=gate');
    expect(shape(narrowed.timeline).keys).toEqual([`log:${ids.gateLog}`, `note:${ids.gateNote}`]);
    // A search counts its matches of every type, narrowed to some types or not (both files too).
    expect(narrowed.tiles).toEqual(tiles(1, 2, 1));
    expect((await page('search=gate')).tiles).toEqual(tiles(1, 2, 1));
  });

  it('refuses an unknown type, and accepts collated=1 (a client without appointments has nothing collated)', async () => {
    const unknown = await getTimeline(ctx.t.app, owner, `id=${clientId}&types[]=bogus`);
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['types[].0']);
    const collated = await page('collated=1');
    expect(collated).toMatchObject({ has_collated: false, has_more: false, page: 1 });
    expect(shape(collated.timeline).keys).toEqual(everything());
  });

  it('shows file entries as before: the file presented, key "attachments", id the file id', async () => {
    const payload = await page('types[]=attachment&search=site.pdf');
    expect(payload.timeline).toEqual([
      expect.objectContaining({
        id: ids.gateFile,
        title: 'GATE plan',
        file_name: 'site.pdf',
        key: 'attachments',
        timeline_type: 'attachment',
        timeline_pinned: false,
        file: expect.objectContaining({ id: ids.gateFile, signed_url: expect.any(String) }),
      }),
    ]);
  });
});

describe('GET /v1/clients/timeline tiles kept by triggers', () => {
  it('follow every write of notes, attachments and log entries, and count as the rows do when filtered', async () => {
    const write = (text: string, values: unknown[]) => ctx.db.query(text, values);
    await write('update notes set archived_at = now() where company_id = $1 and id = $2', [
      owner.companyId,
      ids.redNote,
    ]);
    await write('update activity_logs set subject_id = subject_id + 1000000 where company_id = $1 and id = $2', [
      owner.companyId,
      ids.otherLog,
    ]);
    const { rows } = await write('delete from attachments where company_id = $1 and id = $2 returning *', [
      owner.companyId,
      ids.otherFile,
    ]);
    // Unfiltered from the kept counts; a date range wide enough to hold every entry counts the rows.
    expect((await page('')).tiles).toEqual(tiles(1, 2, 1));
    expect((await page('start=2000-01-01&end=2100-01-01')).tiles).toEqual(tiles(1, 2, 1));

    await write('update notes set archived_at = null where company_id = $1 and id = $2', [
      owner.companyId,
      ids.redNote,
    ]);
    await write('update activity_logs set subject_id = subject_id - 1000000 where company_id = $1 and id = $2', [
      owner.companyId,
      ids.otherLog,
    ]);
    const [attachment] = rows;
    await write(
      'insert into attachments (company_id, id, subject_type, subject_id, file_id, created_by, created_at) overriding system value values ($1, $2, $3, $4, $5, $6, $7)',
      [
        attachment.company_id,
        attachment.id,
        attachment.subject_type,
        attachment.subject_id,
        attachment.file_id,
        attachment.created_by,
        attachment.created_at,
      ],
    );
    expect((await page('')).tiles).toEqual(tiles(2, 3, 2));
  });
});
