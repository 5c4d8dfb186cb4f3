import { FILE_MESSAGES } from '@fieldbook/domain/files/files.schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, getClient } from '../clients/clients-test-kit';
import { filePart, PDF, upload } from './files-test-kit';

let owner: Session;
let staff: Session;
let stranger: Session;

const ctx = useTestApp();
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { first_name: 'Olga', last_name: 'Owner' });
  staff = await addStaff(ctx.t.app, owner, 'Field Staff');
  stranger = await registerBusiness(ctx.t.app);
  for (const session of [owner, stranger]) {
    await ctx.db.query('update companies set subscribed = true where id = $1', [
      (await whoIs(ctx.t.app, session)).companyId,
    ]);
  }
});

async function uploadOne(session: Session, name = 'doc.pdf') {
  const response = await upload(ctx.t.app, session, [filePart(name, PDF)]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.files[0];
}
const get = (session: Session, id: number) => as(ctx.t.app, session, { method: 'GET', url: `/v1/files?id=${id}` });
const search = (session: Session, query = '') =>
  as(ctx.t.app, session, {
    method: 'GET',
    url: `/v1/files/search?${query.includes('rows=') ? '' : 'rows=200'}${query}`,
  });
const searchIds = async (session: Session, query = '') =>
  (await search(session, query)).json().payload.files.map((f: { id: number }) => f.id);
const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'POST', url, payload });
const withoutPermission = async (session: Session, key: string) => {
  const { userId } = await whoIs(ctx.t.app, session);
  await ctx.db.query('update users set permissions = array_remove(permissions, $2) where id = $1', [userId, key]);
};

describe('file visibility and attachments', () => {
  it('hides a MYSELF file from other staff in search and GET until it is attached to a client they can see', async () => {
    const file = await uploadOne(owner, 'private-plan.pdf');
    const toggled = await post(owner, '/v1/files/toggleVisibility', { id: file.id });
    expect(toggled.json().payload.visibility).toBe('MYSELF');
    expect(await searchIds(staff)).not.toContain(file.id);
    expect((await get(staff, file.id)).statusCode).toBe(404);
    expect((await post(staff, '/v1/files', { ids: [file.id] })).json().payload.files).toEqual([]);
    expect(await searchIds(owner)).toContain(file.id);

    const client = await createClient(ctx.t.app, owner);
    const saved = await post(owner, '/v1/clients/attachments/save', { id: client.id, files: [file.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: FILE_MESSAGES.attachmentsSaved });
    expect(saved.json().payload.files[0]).toMatchObject({ id: file.id, attachments_count: 1 });

    expect(await searchIds(staff)).toContain(file.id);
    const seen = await get(staff, file.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().payload.file).toMatchObject({ visibility: 'MYSELF', can_edit: false, can_delete: false });

    const timeline = (await getClient(ctx.t.app, staff, client.id)).json().payload.timeline;
    const entry = timeline.find((e: { timeline_type: string }) => e.timeline_type === 'attachment');
    expect(entry).toMatchObject({
      key: 'attachments',
      timeline_pinned: false,
      id: file.id,
      file_name: 'private-plan.pdf',
      file: { id: file.id, signed_url: expect.any(String) },
    });

    const pin = await post(staff, '/v1/clients/attachments/pin', {
      model_id: client.id,
      id: file.id,
      is_pinned: true,
      key: 'attachments',
    });
    expect(pin.json()).toMatchObject({ status: 'success', message: 'Item pinned' });
    const pinned = (await getClient(ctx.t.app, owner, client.id)).json().payload.timeline[0];
    expect(pinned).toMatchObject({ timeline_type: 'attachment', timeline_pinned: true });

    const removed = await as(ctx.t.app, owner, {
      method: 'DELETE',
      url: '/v1/clients/attachments',
      payload: { model_id: client.id, id: file.id, key: 'attachments' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(staff, file.id)).statusCode).toBe(404);
  });

  it("shows a staff member's MYSELF file to them and to canManageFiles, but not to other staff", async () => {
    const other = await addStaff(ctx.t.app, owner, 'Field Staff');
    const file = await uploadOne(staff, 'my-notes.pdf');
    expect((await post(staff, '/v1/files/toggleVisibility', { id: file.id })).json().payload.visibility).toBe('MYSELF');
    expect((await get(staff, file.id)).statusCode).toBe(200);
    expect(await searchIds(owner)).toContain(file.id);
    expect((await get(owner, file.id)).json().payload.file).toMatchObject({ visibility: 'MYSELF', can_edit: true });
    expect(await searchIds(other)).not.toContain(file.id);
    expect((await get(other, file.id)).statusCode).toBe(404);
    expect((await as(ctx.t.app, other, { method: 'GET', url: `/v1/files/download?id=${file.id}` })).statusCode).toBe(
      404,
    );
    expect((await post(other, '/v1/files/details', { id: file.id, title: 'x' })).statusCode).toBe(404);
  });

  it('refuses a file a colleague deletes while it is being attached as a missing one, attaching nothing', async () => {
    const file = await uploadOne(owner, 'going-away.pdf');
    const client = await createClient(ctx.t.app, owner);
    const deleting = await ctx.db.connect();
    try {
      await deleting.query('begin');
      await deleting.query('delete from files where id = $1', [file.id]);
      const saving = post(owner, '/v1/clients/attachments/save', { id: client.id, files: [file.id] });
      // The attachment's insert has seen the file and waits on its row until the delete ends.
      await vi.waitFor(async () => {
        const { rows } = await ctx.db.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        );
        expect(rows[0].n).toBeGreaterThan(0);
      });
      await deleting.query('commit');
      const saved = await saving;
      expect(saved.statusCode).toBe(422);
      expect(saved.json().errors).toEqual({ files: [FILE_MESSAGES.notFound] });
    } finally {
      deleting.release();
    }
    const { rows } = await ctx.db.query('select count(*)::int as n from attachments where file_id = $1', [file.id]);
    expect(rows[0].n).toBe(0);
  });

  it('keeps a MYSELF file hidden from staff who cannot see the client it is attached to', async () => {
    const file = await uploadOne(owner, 'attached-private.pdf');
    await post(owner, '/v1/files/toggleVisibility', { id: file.id });
    const client = await createClient(ctx.t.app, owner);
    expect((await post(owner, '/v1/clients/attachments/save', { id: client.id, files: [file.id] })).statusCode).toBe(
      200,
    );
    const noClients = await addStaff(ctx.t.app, owner, 'Field Staff');
    await withoutPermission(noClients, 'canAccessClients');
    expect((await get(noClients, file.id)).statusCode).toBe(404);
    expect(await searchIds(noClients)).not.toContain(file.id);
    expect((await get(staff, file.id)).statusCode).toBe(200);
  });

  it('lets staff with only canAccessClients upload and attach their own file, but not use the files area', async () => {
    const limited = await addStaff(ctx.t.app, owner, 'Field Staff');
    await withoutPermission(limited, 'canAccessFiles');
    const client = await createClient(ctx.t.app, owner);
    const file = await uploadOne(limited, 'photo-of-site.pdf');
    const saved = await post(limited, '/v1/clients/attachments/save', { id: client.id, files: [file.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(limited, file.id)).statusCode).toBe(200);
    expect((await as(ctx.t.app, limited, { method: 'GET', url: `/v1/files/download?id=${file.id}` })).statusCode).toBe(
      200,
    );
    expect((await search(limited)).statusCode).toBe(403);
    expect((await as(ctx.t.app, limited, { method: 'GET', url: '/v1/files/categories' })).statusCode).toBe(403);
    expect((await post(limited, '/v1/files/details', { id: file.id, title: 'x' })).statusCode).toBe(403);
  });

  it('only the uploader or canManageFiles may edit, toggle or delete; categories need canManageFiles', async () => {
    const file = await uploadOne(owner);
    expect((await post(staff, '/v1/files/details', { id: file.id, title: 'Hacked' })).statusCode).toBe(403);
    expect((await post(staff, '/v1/files/toggleVisibility', { id: file.id })).statusCode).toBe(403);
    expect(
      (await as(ctx.t.app, staff, { method: 'DELETE', url: '/v1/files', payload: { id: file.id } })).statusCode,
    ).toBe(403);
    expect((await post(staff, '/v1/files/categories', { name: 'Mine' })).statusCode).toBe(403);

    const own = await uploadOne(staff);
    const edited = await post(staff, '/v1/files/details', {
      id: own.id,
      title: 'Kitchen',
      description: 'Before works',
    });
    expect(edited.json()).toMatchObject({
      message: 'File details successfully updated',
      payload: { file: { title: 'Kitchen' } },
    });
    expect(await searchIds(owner, '&filter=kitch')).toEqual([own.id]);
    expect(await searchIds(owner, '&filter=before%20works')).toEqual([own.id]);
    const deleted = await as(ctx.t.app, owner, { method: 'DELETE', url: '/v1/files', payload: { id: own.id } });
    expect(deleted.statusCode).toBe(200);
    expect((await get(owner, own.id)).statusCode).toBe(404);
  });

  it('pages search in SQL and filters by type, staff and extension', async () => {
    const before = (await search(owner)).json().payload.total;
    await uploadOne(staff, 'paged-a.pdf');
    await uploadOne(staff, 'paged-b.pdf');
    const { userId } = await whoIs(ctx.t.app, staff);
    const page = (await search(owner, `&rows=1&page=2&staff[]=${userId}&extension=pdf&type=DOCUMENT`)).json().payload;
    expect(page).toMatchObject({ page: 2, rows: 1 });
    expect(page.files).toHaveLength(1);
    expect((await search(owner)).json().payload.total).toBe(before + 2);
    expect((await search(owner, '&type=IMAGE')).json().payload.total).toBe(0);
  });

  // Every file call with another company's file or record answers as with a missing one, and
  // changes nothing: http/route-matrices.test.ts.
  it("never lists another company's file", async () => {
    const file = await uploadOne(owner);
    expect(await searchIds(stranger)).not.toContain(file.id);
    expect(await searchIds(owner)).toContain(file.id);
  });
});
