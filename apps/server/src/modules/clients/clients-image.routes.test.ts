import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
import { filePart, PDF, png, staffAndHiddenFile, upload } from '../files/files-test-kit';
import { createClient, editBody, getClient, individual, postClient, putClient } from './clients-test-kit';

const ctx = useTestApp();
let owner: Session;
let stranger: Session;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  stranger = await registerBusiness(ctx.t.app);
});

async function uploadOne(session: Session, name: string, data: Buffer) {
  const response = await upload(ctx.t.app, session, [filePart(name, data)]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.files[0] as { id: number };
}

describe('client avatar (image)', () => {
  it('saves an image of the store as the avatar, shows its links, keeps it on edits and removes it with null', async () => {
    const photo = await uploadOne(owner, 'face.png', await png(64, 64));
    const client = await createClient(ctx.t.app, owner, individual({ image: { id: photo.id } }));
    expect(client.image).toEqual({
      id: photo.id,
      signed_thumbnail_url: expect.stringMatching(/^\/v1\/files\/thumb\//),
      signed_url: expect.stringMatching(/^\/v1\/files\/raw\//),
    });
    expect(client.profile_image).toEqual(client.image);
    const thumb = await ctx.t.app.inject({ method: 'GET', url: client.image.signed_thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');

    // An edit that does not send the image keeps it.
    const renamed = await putClient(ctx.t.app, owner, editBody(client, { first_name: 'Janet' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload.image).toMatchObject({ id: photo.id });

    const removed = await putClient(ctx.t.app, owner, editBody(renamed.json().payload, { image: null }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().payload.image).toBeNull();
    expect((await getClient(ctx.t.app, owner, client.id)).json().payload.client.image).toBeNull();
  });

  it("refuses a document, and another company's image, under image.id", async () => {
    const pdf = await uploadOne(owner, 'plan.pdf', PDF);
    const notAnImage = await postClient(ctx.t.app, owner, individual({ image: { id: pdf.id } }));
    expect(notAnImage.statusCode).toBe(422);
    expect(notAnImage.json().errors).toEqual({ 'image.id': [STAFF_MESSAGES.notAnImage] });

    const foreign = await uploadOne(stranger, 'theirs.png', await png(32, 32));
    const elsewhere = await postClient(ctx.t.app, owner, individual({ image: { id: foreign.id } }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ 'image.id': [STAFF_MESSAGES.imageNotFound] });
  });

  it("refuses, as a missing one, a company image the user may not see (a colleague's private file), and keeps the current one", async () => {
    // A Field Staff member who may also edit clients, but not see every file (no canManageFiles).
    const { staff, hidden: hiddenId } = await staffAndHiddenFile(
      ctx.t.app,
      ctx.db,
      owner,
      'canEditClients',
      filePart('private.png', await png(48, 48)),
    );
    const hidden = { id: hiddenId };
    const uses = async () =>
      Number(
        (await ctx.db.query('select count(*) as n from clients where image_file_id = $1', [hidden.id])).rows[0]?.n,
      );
    const clientCount = async () => Number((await ctx.db.query('select count(*) as n from clients')).rows[0]?.n);

    const before = await clientCount();
    const created = await postClient(ctx.t.app, staff, individual({ image: { id: hidden.id } }));
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toEqual({ 'image.id': [STAFF_MESSAGES.imageNotFound] });
    expect(created.body).not.toContain('/v1/files/raw/');
    expect(await clientCount()).toBe(before);

    const client = await createClient(ctx.t.app, owner, individual());
    const edited = await putClient(ctx.t.app, staff, editBody(client, { image: { id: hidden.id } }));
    expect(edited.statusCode, edited.body).toBe(422);
    expect(edited.json().errors).toEqual({ 'image.id': [STAFF_MESSAGES.imageNotFound] });
    expect((await getClient(ctx.t.app, owner, client.id)).json().payload.client.image).toBeNull();
    expect(await uses()).toBe(0);

    // The owner may choose it; the staff member's edit that sends the current avatar back (as the form
    // does) keeps it.
    const chosen = await putClient(ctx.t.app, owner, editBody(client, { image: { id: hidden.id } }));
    expect(chosen.statusCode, chosen.body).toBe(200);
    const kept = await putClient(
      ctx.t.app,
      staff,
      editBody(chosen.json().payload, { first_name: 'Janet', image: { id: hidden.id } }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().payload.image).toMatchObject({ id: hidden.id });
  });
});
