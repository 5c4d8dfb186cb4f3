import { NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { companyFootprint, createClient, getClient, logActions } from './clients-test-kit';

let owner: Session;
let ids: { companyId: number; userId: number };

const ctx = useTestApp();
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { first_name: 'Nora', last_name: 'Noter' });
  ids = await whoIs(ctx.t.app, owner);
  await ctx.db.query('update companies set subscribed = true where id = $1', [ids.companyId]);
});

const addNote = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/clients/notes', payload });
const editNote = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'PUT', url: '/v1/clients/notes', payload });
const deleteNote = (session: Session, id: number) =>
  as(ctx.t.app, session, { method: 'DELETE', url: '/v1/clients/notes', payload: { id } });
const pinNote = (session: Session, id: number, is_pinned: boolean) =>
  as(ctx.t.app, session, { method: 'POST', url: '/v1/clients/notes/pin', payload: { id, is_pinned } });

const noteRow = async (id: number) =>
  (await ctx.db.query('select * from notes where company_id = $1 and id = $2', [ids.companyId, id])).rows[0];
const timelineNotes = async (clientId: number) =>
  (await getClient(ctx.t.app, owner, clientId))
    .json()
    .payload.timeline.filter((e: { timeline_type: string }) => e.timeline_type === 'note');

describe('POST /v1/clients/notes', () => {
  it('adds a sanitized note with "Note added", stores it, logs it and shows it on the timeline', async () => {
    const client = await createClient(ctx.t.app, owner);
    const response = await addNote(owner, {
      id: client.id,
      value:
        '<p>Dog is <b>friendly</b> <a href="https://example.com" onclick="x()">map</a></p><img src=x onerror=alert(1)>',
      is_hidden: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', errors: null, message: NOTE_MESSAGES.added });
    const note = response.json().payload;
    expect(note).toMatchObject({ name: 'Nora Noter', is_hidden: true, is_pinned: false, is_updated: false });
    expect(note.value).not.toMatch(/onclick|onerror|script/);
    expect(note.value).toContain('<b>friendly</b>');
    const row = await noteRow(note.id);
    expect(row).toMatchObject({ subject_type: 'client', value: note.value, is_hidden: true, archived_at: null });
    expect(Number(row.subject_id)).toBe(client.id);
    expect(await logActions(ctx.db, ids.companyId, client.id)).toEqual(['client_created', 'note_added']);
    expect((await timelineNotes(client.id)).map((n: { id: number }) => n.id)).toEqual([note.id]);
  });

  it.each([
    ['empty', ''],
    ['only markup', '<p><br></p>'],
    ['only a non-breaking space', '<p>&nbsp;</p>'],
    ['only a script', '<script>alert(1)</script>'],
  ])('refuses a note that is %s with "The note cannot be empty." and stores nothing', async (_what, value) => {
    const client = await createClient(ctx.t.app, owner);
    const before = await companyFootprint(ctx.db, ids.companyId);
    const response = await addNote(owner, { id: client.id, value });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 'error',
      payload: null,
      message: NOTE_MESSAGES.empty,
      errors: { value: [NOTE_MESSAGES.empty] },
    });
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(before);
  });
});

describe('PUT, pin and DELETE /v1/clients/notes', () => {
  it('updates with "Note updated", marking it updated; refuses an empty value and keeps the old one', async () => {
    const client = await createClient(ctx.t.app, owner);
    const note = (await addNote(owner, { id: client.id, value: '<p>Old text</p>' })).json().payload;
    const response = await editNote(owner, { id: note.id, value: '<p>New <i>text</i></p><script>x</script>' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(NOTE_MESSAGES.updated);
    expect(response.json().payload).toMatchObject({ id: note.id, value: '<p>New <i>text</i></p>', is_updated: true });
    expect(await noteRow(note.id)).toMatchObject({ value: '<p>New <i>text</i></p>', is_updated: true });

    const before = await companyFootprint(ctx.db, ids.companyId);
    const row = await noteRow(note.id);
    for (const value of ['<p> </p>', '<script>x</script>']) {
      const empty = await editNote(owner, { id: note.id, value });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ value: [NOTE_MESSAGES.empty] });
    }
    expect(await noteRow(note.id)).toEqual(row);
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(before);
    expect(await logActions(ctx.db, ids.companyId, client.id)).toEqual([
      'client_created',
      'note_added',
      'note_updated',
    ]);
  });

  it('pins with "Item pinned" (pinned first on the timeline) and unpins with "Item unpinned"', async () => {
    const client = await createClient(ctx.t.app, owner);
    const older = (await addNote(owner, { id: client.id, value: '<p>older</p>' })).json().payload;
    const newer = (await addNote(owner, { id: client.id, value: '<p>newer</p>' })).json().payload;
    const pinned = await pinNote(owner, older.id, true);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().message).toBe(NOTE_MESSAGES.pinned);
    expect(pinned.json().payload).toMatchObject({ id: older.id, is_pinned: true });
    expect((await noteRow(older.id)).is_pinned).toBe(true);
    const timeline = (await getClient(ctx.t.app, owner, client.id)).json().payload.timeline;
    expect(timeline[0]).toMatchObject({ id: older.id, timeline_type: 'note', timeline_pinned: true, is_pinned: true });

    const unpinned = await pinNote(owner, older.id, false);
    expect(unpinned.json().message).toBe(NOTE_MESSAGES.unpinned);
    expect((await noteRow(older.id)).is_pinned).toBe(false);
    expect((await timelineNotes(client.id)).map((n: { id: number }) => n.id)).toEqual([newer.id, older.id]);
    expect(await logActions(ctx.db, ids.companyId, client.id)).toEqual([
      'client_created',
      'note_added',
      'note_added',
      'note_pinned',
      'note_unpinned',
    ]);
  });

  it('deletes with "Note deleted": the note leaves the timeline and cannot be changed any more', async () => {
    const client = await createClient(ctx.t.app, owner);
    const kept = (await addNote(owner, { id: client.id, value: '<p>kept</p>' })).json().payload;
    const gone = (await addNote(owner, { id: client.id, value: '<p>gone</p>' })).json().payload;
    const response = await deleteNote(owner, gone.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', message: NOTE_MESSAGES.deleted });
    expect((await noteRow(gone.id)).archived_at).not.toBeNull();
    expect((await timelineNotes(client.id)).map((n: { id: number }) => n.id)).toEqual([kept.id]);

    const before = await companyFootprint(ctx.db, ids.companyId);
    for (const again of [
      await deleteNote(owner, gone.id),
      await editNote(owner, { id: gone.id, value: '<p>back?</p>' }),
      await pinNote(owner, gone.id, true),
    ]) {
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ status: 'error', payload: null, errors: null, message: NOTE_MESSAGES.notFound });
    }
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(before);
  });

  it('deletes by a query-string id too', async () => {
    const client = await createClient(ctx.t.app, owner);
    const note = (await addNote(owner, { id: client.id, value: '<p>q</p>' })).json().payload;
    const response = await as(ctx.t.app, owner, { method: 'DELETE', url: `/v1/clients/notes?id=${note.id}` });
    expect(response.statusCode).toBe(200);
    expect((await noteRow(note.id)).archived_at).not.toBeNull();
  });
});

describe('permissions', () => {
  it('lets Field Staff (canAccessClients) add notes, and refuses every note call without canAccessClients', async () => {
    const client = await createClient(ctx.t.app, owner);
    const staff = await addStaff(ctx.t.app, owner, 'Field Staff');
    const note = (await addNote(staff, { id: client.id, value: '<p>from the field</p>' })).json().payload;
    expect(note.name).toMatch(/^Sam Staff/);

    const { userId } = await whoIs(ctx.t.app, staff);
    await ctx.db.query(`update users set permissions = '{}' where company_id = $1 and id = $2`, [
      ids.companyId,
      userId,
    ]);
    const before = await companyFootprint(ctx.db, ids.companyId);
    const row = await noteRow(note.id);
    for (const response of [
      await addNote(staff, { id: client.id, value: '<p>no</p>' }),
      await editNote(staff, { id: note.id, value: '<p>no</p>' }),
      await pinNote(staff, note.id, true),
      await deleteNote(staff, note.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 'error', payload: null });
    }
    expect(await noteRow(note.id)).toEqual(row);
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(before);
  });

  it('answers 404 "Could not find this client" when adding to an unknown client', async () => {
    const response = await addNote(owner, { id: 987654, value: '<p>lost</p>' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Could not find this client');
  });
});
