import { DRAWING_MESSAGES, DRAWING_TITLE_MAX } from '@fieldbook/domain/drawings/drawings.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { individual } from '../clients/clients-test-kit';
import { expectFieldError } from '../staff/staff-test-kit';
import {
  archiveDrawing,
  createDrawing,
  DRAWINGS,
  drawingBody,
  drawingDocument,
  drawingFootprint,
  getDrawing,
  PNG_DATA_URL,
  postDrawing,
  putDrawing,
} from './drawings-test-kit';

const ctx = useTestApp();
let owner: Session;
let companyId: number;
let clientId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  const client = await as(ctx.t.app, owner, { method: 'POST', url: '/v1/clients', payload: individual() });
  expect(client.statusCode, client.body).toBe(200);
  clientId = Number(client.json().payload.id);
});

describe('drawings', () => {
  it('creates, reads the document back unchanged, serves its PNG, edits and lists', async () => {
    const body = drawingBody({ client_id: clientId });
    const created = await createDrawing(ctx.t.app, owner, body);
    expect(created).toMatchObject({
      title: 'Meter box layout',
      reference_id: 'DR-1',
      client_id: clientId,
      archived: false,
      can_edit: true,
      document: body.document,
    });

    const read = await getDrawing(ctx.t.app, owner, created.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().payload.drawing.document).toEqual(body.document);

    const thumb = await ctx.t.app.inject({ method: 'GET', url: created.signed_thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(thumb.rawPayload.equals(Buffer.from(PNG_DATA_URL.split(',')[1] ?? '', 'base64'))).toBe(true);
    const forged = await ctx.t.app.inject({ method: 'GET', url: `${created.signed_thumbnail_url}x` });
    expect(forged.statusCode).toBe(404);

    const document = drawingDocument({ shapes: [] });
    const edited = await putDrawing(ctx.t.app, owner, created.id, {
      ...drawingBody({ title: 'Meter box v2', document }),
      updated_at: created.updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: DRAWING_MESSAGES.saved,
      payload: { drawing: { title: 'Meter box v2', client_id: null, document } },
    });
    const stale = await putDrawing(ctx.t.app, owner, created.id, {
      ...drawingBody(),
      updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);

    await createDrawing(ctx.t.app, owner, drawingBody({ title: 'Backyard drain', client_id: clientId }));
    const found = await as(ctx.t.app, owner, { method: 'GET', url: `${DRAWINGS}?search=drain` });
    expect(found.json().payload.drawings.map((d: { title: string }) => d.title)).toEqual(['Backyard drain']);
    const ofClient = await as(ctx.t.app, owner, { method: 'GET', url: `${DRAWINGS}?client_id=${clientId}` });
    expect(ofClient.json().payload).toMatchObject({ total: 1, page: 1 });
    const all = await as(ctx.t.app, owner, { method: 'GET', url: DRAWINGS });
    expect(all.json().payload.drawings[0]).not.toHaveProperty('document');
    expect(all.json().payload.drawings[0].signed_thumbnail_url).toMatch(/^\/v1\/drawings\/thumb\//);
  });

  it('shows on its client’s timeline with its tile, for those with canAccessDrawings', async () => {
    const drawing = await createDrawing(ctx.t.app, owner, drawingBody({ title: 'Gas meter', client_id: clientId }));
    const timeline = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/clients/timeline?id=${clientId}` });
    expect(timeline.statusCode, timeline.body).toBe(200);
    const entry = timeline
      .json()
      .payload.timeline.find(
        (e: { timeline_type: string; id: number }) => e.timeline_type === 'drawing' && e.id === drawing.id,
      );
    expect(entry).toMatchObject({
      key: `drawing-${drawing.id}`,
      title: 'Gas meter',
      reference_id: 'DR-1',
      archived: false,
    });
    expect((await ctx.t.app.inject({ method: 'GET', url: entry.signed_thumbnail_url })).statusCode).toBe(200);
  });

  it.each([
    ['title', { title: '' }, DRAWING_MESSAGES.titleRequired],
    ['title', { title: 't'.repeat(DRAWING_TITLE_MAX + 1) }, DRAWING_MESSAGES.titleTooLong],
    ['reference_id', { reference_id: 'r'.repeat(51) }, DRAWING_MESSAGES.referenceTooLong],
    ['client_id', { client_id: 999_999 }, DRAWING_MESSAGES.clientNotFound],
    ['appointment_id', { appointment_id: 999_999 }, DRAWING_MESSAGES.appointmentNotFound],
    ['document', { document: 'not a drawing' }, DRAWING_MESSAGES.documentInvalid],
    ['document.width', { document: drawingDocument({ width: 0 }) }, DRAWING_MESSAGES.canvasInvalid],
    [
      'document.shapes.0.stroke',
      {
        document: drawingDocument({
          shapes: [{ type: 'line', id: 'l', stroke: 'red', stroke_width: 2, x1: 0, y1: 0, x2: 9, y2: 9 }],
        }),
      },
      DRAWING_MESSAGES.colorInvalid,
    ],
    ['thumbnail', { thumbnail: undefined }, DRAWING_MESSAGES.thumbnailRequired],
    ['thumbnail', { thumbnail: 'data:image/svg+xml;base64,PHN2Zz4=' }, DRAWING_MESSAGES.thumbnailInvalid],
    // Well-formed base64, but not PNG bytes.
    [
      'thumbnail',
      { thumbnail: `data:image/png;base64,${Buffer.from('x'.repeat(64)).toString('base64')}` },
      DRAWING_MESSAGES.thumbnailInvalid,
    ],
  ])('refuses a bad %s with its message and stores nothing', async (field, change, message) => {
    const before = await drawingFootprint(ctx.db, companyId);
    expectFieldError(await postDrawing(ctx.t.app, owner, drawingBody(change)), field, message);
    expect(await drawingFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('archives and restores; an archived drawing is read-only', async () => {
    const drawing = await createDrawing(ctx.t.app, owner, drawingBody());
    const archived = await archiveDrawing(ctx.t.app, owner, drawing.id);
    expect(archived.json()).toMatchObject({
      message: DRAWING_MESSAGES.archived,
      payload: { drawing: { archived: true, can_edit: false } },
    });
    const before = await drawingFootprint(ctx.db, companyId);
    const edit = await putDrawing(ctx.t.app, owner, drawing.id, drawingBody());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(DRAWING_MESSAGES.archivedReadOnly);
    expect(await drawingFootprint(ctx.db, companyId)).toEqual(before);
    const listed = await as(ctx.t.app, owner, { method: 'GET', url: `${DRAWINGS}?archived=1` });
    expect(listed.json().payload.drawings.map((d: { id: number }) => d.id)).toContain(drawing.id);
    const restored = await archiveDrawing(ctx.t.app, owner, drawing.id);
    expect(restored.json()).toMatchObject({
      message: DRAWING_MESSAGES.restored,
      payload: { drawing: { archived: false } },
    });
  });

  it('refuses 403 without canAccessDrawings or canManageDrawings, changing nothing', async () => {
    const drawing = await createDrawing(ctx.t.app, owner, drawingBody());
    const viewer = await addStaff(ctx.t.app, owner, 'Field Staff');
    const viewerId = (await whoIs(ctx.t.app, viewer)).userId;
    await ctx.db.query("update users set permissions = array_remove(permissions, 'canManageDrawings') where id = $1", [
      viewerId,
    ]);
    expect((await getDrawing(ctx.t.app, viewer, drawing.id)).statusCode).toBe(200);
    const before = await drawingFootprint(ctx.db, companyId);
    expect((await postDrawing(ctx.t.app, viewer, drawingBody())).statusCode).toBe(403);
    expect((await putDrawing(ctx.t.app, viewer, drawing.id, drawingBody())).statusCode).toBe(403);
    expect((await archiveDrawing(ctx.t.app, viewer, drawing.id)).statusCode).toBe(403);
    await ctx.db.query("update users set permissions = array_remove(permissions, 'canAccessDrawings') where id = $1", [
      viewerId,
    ]);
    expect((await getDrawing(ctx.t.app, viewer, drawing.id)).statusCode).toBe(403);
    expect((await as(ctx.t.app, viewer, { method: 'GET', url: DRAWINGS })).statusCode).toBe(403);
    expect(await drawingFootprint(ctx.db, companyId)).toEqual(before);
  });

  it('answers 404 for another company’s drawing and lists none of them', async () => {
    const drawing = await createDrawing(ctx.t.app, owner, drawingBody());
    const rival = await registerBusiness(ctx.t.app);
    const before = await drawingFootprint(ctx.db, companyId);
    for (const response of [
      await getDrawing(ctx.t.app, rival, drawing.id),
      await putDrawing(ctx.t.app, rival, drawing.id, drawingBody()),
      await archiveDrawing(ctx.t.app, rival, drawing.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(DRAWING_MESSAGES.notFound);
    }
    expect(await drawingFootprint(ctx.db, companyId)).toEqual(before);
    const theirs = await as(ctx.t.app, rival, { method: 'GET', url: DRAWINGS });
    expect(theirs.json().payload.drawings).toEqual([]);
    // Their client cannot be linked either.
    expectFieldError(
      await postDrawing(ctx.t.app, rival, drawingBody({ client_id: clientId })),
      'client_id',
      DRAWING_MESSAGES.clientNotFound,
    );
  });
});
