import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { companyFootprint, createClient, getClient, toggleArchive } from '../clients/clients-test-kit';
import { getTimeline, type Owner, seedAttachment, shape } from './timeline-test-kit';

let session: Session;
let owner: Owner;

const ctx = useTestApp();
beforeAll(async () => {
  session = await registerBusiness(ctx.t.app);
  owner = { token: session.token, ...(await whoIs(ctx.t.app, session)) };
  await ctx.db.query('update companies set subscribed = true where id = $1', [owner.companyId]);
});

const call = (who: { token: string }, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
  as(ctx.t.app, who, { method, url: `/v1/clients${url}`, payload });

describe('GET /v1/clients/timeline access', () => {
  // Another company's client (as a missing one) and a user without canAccessClients (403) are
  // walked over every timeline, notes and attachments route in http/route-matrices.test.ts.
  it('never gives back a script from a note; hidden notes show flagged; GET /clients shows page 1', async () => {
    const client = await createClient(ctx.t.app, owner);
    const added = await call(owner, 'POST', '/notes', {
      id: client.id,
      value: '<p>Hello</p><script>alert(1)</script><img src=x onerror=alert(2)>',
      is_hidden: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    const payload = (await getTimeline(ctx.t.app, owner, `id=${client.id}&search=hello`)).json().payload;
    expect(payload.timeline).toHaveLength(1);
    expect(payload.timeline[0]).toMatchObject({ timeline_type: 'note', is_hidden: true });
    expect(JSON.stringify(payload.timeline)).not.toMatch(/script|onerror|alert/i);
    const full = (await getTimeline(ctx.t.app, owner, `id=${client.id}`)).json().payload;
    expect((await getClient(ctx.t.app, owner, client.id)).json().payload.timeline).toEqual(full.timeline);
  });
});

describe('file visibility on a timeline', () => {
  it('shows every attached file to a user who sees the record, else only the files they could see anyway', async () => {
    const client = await createClient(ctx.t.app, owner);
    const mine = await seedAttachment(ctx.db, owner, client.id, { title: 'Mine', fileName: 'm.pdf', at: '2026-01-01' });
    const shared = await seedAttachment(ctx.db, owner, client.id, {
      title: 'Shared',
      fileName: 's.pdf',
      at: '2026-01-02',
    });
    await ctx.db.query(`update files set visibility = 'MYSELF' where company_id = $1 and id = $2`, [
      owner.companyId,
      mine,
    ]);
    const subject = { companyId: owner.companyId, type: 'client', id: client.id };
    const request = { page: 1, collated: false, types: ['attachment' as const] };
    // Another user of the company (not the uploader), holding only the given permissions.
    const seen = async (permissions: PermissionKey[]) => {
      const auth = { userId: owner.userId + 1000, companyId: owner.companyId, sessionId: 0, email: '', permissions };
      return shape((await ctx.t.app.recordTimeline.timeline.page(auth, subject, request)).timeline).keys;
    };
    expect(await seen(['canAccessClients'])).toEqual([`attachment:${shared}`, `attachment:${mine}`]);
    // Engine level: a record type whose viewers may not see every attached file (no such route yet).
    expect(await seen(['canAccessFiles'])).toEqual([`attachment:${shared}`]);
  });
});

describe('archived clients are read-only', () => {
  it('refuses note and attachment changes with 409, changing nothing; restoring allows them again', async () => {
    const client = await createClient(ctx.t.app, owner);
    const note = (await call(owner, 'POST', '/notes', { id: client.id, value: '<p>kept</p>' })).json().payload;
    const fileId = await seedAttachment(ctx.db, owner, client.id, {
      title: 'Plan',
      fileName: 'p.pdf',
      at: '2026-01-01',
    });
    const spare = await seedAttachment(ctx.db, owner, client.id, {
      title: 'Spare',
      fileName: 's.pdf',
      at: '2026-01-02',
    });
    await ctx.db.query('delete from attachments where company_id = $1 and file_id = $2', [owner.companyId, spare]);
    await toggleArchive(ctx.t.app, owner, client.id);

    const before = await companyFootprint(ctx.db, owner.companyId);
    const attachmentsBefore = (await ctx.db.query('select * from attachments order by id')).rows;
    const refused = [
      await call(owner, 'POST', '/notes', { id: client.id, value: '<p>new</p>' }),
      await call(owner, 'PUT', '/notes', { id: note.id, value: '<p>changed</p>' }),
      await call(owner, 'POST', '/notes/pin', { id: note.id, is_pinned: true }),
      await call(owner, 'DELETE', '/notes', { id: note.id }),
      await call(owner, 'POST', '/attachments/save', { id: client.id, files: [spare] }),
      await call(owner, 'POST', '/attachments/pin', { model_id: client.id, id: fileId, is_pinned: true }),
      await call(owner, 'DELETE', '/attachments', { model_id: client.id, id: fileId, key: 'attachments' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'error',
        payload: null,
        errors: null,
        message: CLIENT_MESSAGES.archivedReadOnly,
      });
    }
    expect(await companyFootprint(ctx.db, owner.companyId)).toEqual(before);
    expect((await ctx.db.query('select * from attachments order by id')).rows).toEqual(attachmentsBefore);
    expect((await getTimeline(ctx.t.app, owner, `id=${client.id}`)).statusCode).toBe(200);

    await toggleArchive(ctx.t.app, owner, client.id);
    expect((await call(owner, 'POST', '/notes/pin', { id: note.id, is_pinned: true })).statusCode).toBe(200);
  });
});
