import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { appointmentBody, createAppointment, findAppointment } from '../appointments/appointments-test-kit';
import { createClient, getClient, individual } from '../clients/clients-test-kit';
import { createDocument, documentBody, line } from '../documents/documents-test-kit';
import { clearLogs, getTimeline, type Owner, seedAttachment, seedLog, seedNote, shape } from './timeline-test-kit';

// A record's page runs a statement kept per shape, its subject's company and id, a search's pattern and
// the days filled on each run: the same user reading one record after another, or searching one term
// after another, must get each record's and each term's own entries, details (note text, file titles,
// log descriptions) and tiles (kept counts, sums), never those the statement was first built for.

let owner: Owner;

const ctx = useTestApp();
beforeAll(async () => {
  const session = await registerBusiness(ctx.t.app);
  owner = { token: session.token, ...(await whoIs(ctx.t.app, session)) };
  await ctx.db.query('update companies set subscribed = true where id = $1', [owner.companyId]);
});

type Entry = { timeline_type: string; id: number; timeline_date: string; value?: string; title?: string };
/** What each entry shows of itself: a note's text, a file's title, a log's description. */
const said = (timeline: (Entry & { description?: string })[]) =>
  timeline.map((e) => `${e.timeline_type}:${e.value ?? e.title ?? e.description ?? ''}`);
const tiles = (payload: { tiles: { type: string; count: number; total?: number }[] }) =>
  Object.fromEntries(payload.tiles.filter((t) => t.count > 0).map((t) => [t.type, t.total ?? t.count]));

describe('a plain page read by the same user for one record after another', () => {
  it("answers each client's own entries and tiles, with and without the tiles", async () => {
    const alpha = await createClient(ctx.t.app, owner, individual({ first_name: 'Alpha', last_name: 'One' }));
    const beta = await createClient(ctx.t.app, owner, individual({ first_name: 'Beta', last_name: 'Two' }));
    const invoice = (clientId: number, unitPrice: number) =>
      createDocument(
        ctx.t.app,
        owner,
        'invoice',
        documentBody('invoice', clientId, { status: 'OPEN', line_items: [line({ unit_price: unitPrice })] }),
      );
    const alphaInvoice = await invoice(alpha.id, 100);
    const betaInvoice = await invoice(beta.id, 300);

    // Creating the clients and invoices logged on the clients: only the seeded entries are left.
    for (const client of [alpha, beta]) await clearLogs(ctx.db, owner, client.id);
    const a = {
      note: await seedNote(ctx.db, owner, alpha.id, '2026-02-01T01:00:00Z', '<p>Alpha note</p>'),
      file: await seedAttachment(ctx.db, owner, alpha.id, { title: 'Alpha file', fileName: 'a.pdf', at: '2026-02-02' }),
      log: await seedLog(ctx.db, owner, alpha.id, 'Alpha log', '2026-02-03T01:00:00Z'),
    };
    const b = {
      notes: [
        await seedNote(ctx.db, owner, beta.id, '2026-03-01T01:00:00Z', '<p>Beta note one</p>'),
        await seedNote(ctx.db, owner, beta.id, '2026-03-02T01:00:00Z', '<p>Beta note two</p>'),
      ],
      file: await seedAttachment(ctx.db, owner, beta.id, { title: 'Beta file', fileName: 'b.pdf', at: '2026-03-03' }),
    };
    const expected = {
      [alpha.id]: {
        keys: [`invoice:${alphaInvoice.id}`, `log:${a.log}`, `attachment:${a.file}`, `note:${a.note}`],
        said: ['log:Alpha log', 'attachment:Alpha file', 'note:<p>Alpha note</p>'],
        tiles: { note: 1, attachment: 1, log: 1, invoice: 110 },
      },
      [beta.id]: {
        keys: [`invoice:${betaInvoice.id}`, `attachment:${b.file}`, `note:${b.notes[1]}`, `note:${b.notes[0]}`],
        said: ['attachment:Beta file', 'note:<p>Beta note two</p>', 'note:<p>Beta note one</p>'],
        tiles: { note: 2, attachment: 1, invoice: 330 },
      },
    };
    // Alpha, beta, alpha again: each read after the other's statement was built and kept.
    for (const id of [alpha.id, beta.id, alpha.id, beta.id]) {
      const response = await getTimeline(ctx.t.app, owner, `id=${id}`);
      expect(response.statusCode, response.body).toBe(200);
      const payload = response.json().payload;
      expect(shape(payload.timeline).keys).toEqual(expected[id]?.keys);
      expect(said(payload.timeline.slice(1))).toEqual(expected[id]?.said);
      expect(tiles(payload)).toEqual(expected[id]?.tiles);
      // The record's GET shows the same page 1, read without the tiles (another kept statement).
      const read = await getClient(ctx.t.app, owner, id);
      expect(read.statusCode, read.body).toBe(200);
      expect(shape(read.json().payload.timeline).keys).toEqual(expected[id]?.keys);
    }
  });

  it('finds each appointment with its own timeline, one after the other', async () => {
    const client = await createClient(ctx.t.app, owner);
    const visit = (title: string) =>
      createAppointment(
        ctx.t.app,
        owner,
        appointmentBody({ clients: [client.id], title, note: `<p>${title} note</p>` }),
      );
    const first = await visit('First');
    const second = await visit('Second');
    const notesOf = async (id: number) => {
      const found = await findAppointment(ctx.t.app, owner, id);
      expect(found.statusCode, found.body).toBe(200);
      const { payload } = found.json();
      expect(payload.appointment.id).toBe(id);
      return payload.timeline.filter((e: Entry) => e.timeline_type === 'note').map((e: Entry) => e.value);
    };
    for (let round = 0; round < 2; round++) {
      expect(await notesOf(first.id)).toEqual(['<p>First note</p>']);
      expect(await notesOf(second.id)).toEqual(['<p>Second note</p>']);
    }
  });

  it('answers each search and each range of days with its own matches, one after the other', async () => {
    const client = await createClient(ctx.t.app, owner);
    await clearLogs(ctx.db, owner, client.id);
    const notes = {
      pump: await seedNote(ctx.db, owner, client.id, '2026-04-01T01:00:00Z', '<p>Pump seized</p>'),
      valve: await seedNote(ctx.db, owner, client.id, '2026-04-10T01:00:00Z', '<p>Valve dripping</p>'),
      both: await seedNote(ctx.db, owner, client.id, '2026-04-20T01:00:00Z', '<p>Pump and valve replaced</p>'),
    };
    const keysOf = async (query: string) => {
      const response = await getTimeline(ctx.t.app, owner, `id=${client.id}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { payload } = response.json();
      return { keys: shape(payload.timeline).keys, notes: tiles(payload).note ?? 0 };
    };
    const asked: [string, number[]][] = [
      ['search=pump', [notes.both, notes.pump]],
      ['search=valve', [notes.both, notes.valve]],
      ['search=seized', [notes.pump]],
      ['search=nothing%20like%20it', []],
      ['start=2026-04-01&end=2026-04-10', [notes.valve, notes.pump]],
      ['start=2026-04-10&end=2026-04-30', [notes.both, notes.valve]],
      ['start=2026-04-15', [notes.both]],
      ['end=2026-04-05', [notes.pump]],
      ['search=valve&start=2026-04-15&end=2026-04-30', [notes.both]],
      ['search=valve&start=2026-04-01&end=2026-04-12', [notes.valve]],
    ];
    for (let round = 0; round < 2; round++)
      for (const [query, ids] of asked)
        expect(await keysOf(query), query).toEqual({ keys: ids.map((id) => `note:${id}`), notes: ids.length });
  });
});
