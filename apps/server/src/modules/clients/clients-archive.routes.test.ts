import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { TRIAL_LIMITS, trialLimitMessage } from '@fieldbook/domain/plans/plans.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import {
  companyFootprint,
  createClient,
  editBody,
  getClient,
  individual,
  logActions,
  postClient,
  putClient,
  storedClient,
  toggleArchive,
} from './clients-test-kit';

let owner: Session;
let ids: { companyId: number; userId: number };

const ctx = useTestApp();
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ids = await whoIs(ctx.t.app, owner);
  await ctx.db.query('update companies set subscribed = true where id = $1', [ids.companyId]);
});

const FORBIDDEN = 'You do not have permission to perform this action.';

describe('DELETE /v1/clients archives and restores', () => {
  it('toggles with "Client archived" then "Client restored", by body or query-string id, and logs each', async () => {
    const client = await createClient(ctx.t.app, owner);
    const archived = await toggleArchive(ctx.t.app, owner, client.id);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ status: 'success', errors: null, message: CLIENT_MESSAGES.archived });
    expect(archived.json().payload).toMatchObject({ id: client.id, archived: true, can_edit: false });
    expect((await storedClient(ctx.db, ids.companyId, client.id)).row.archived_at).not.toBeNull();

    const restored = await as(ctx.t.app, owner, { method: 'DELETE', url: `/v1/clients?id=${client.id}` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe(CLIENT_MESSAGES.restored);
    expect(restored.json().payload).toMatchObject({ archived: false, can_edit: true });
    expect((await storedClient(ctx.db, ids.companyId, client.id)).row.archived_at).toBeNull();

    const again = await as(ctx.t.app, owner, { method: 'DELETE', url: `/v1/clients?id=${client.id}` });
    expect(again.json().message).toBe(CLIENT_MESSAGES.archived);
    expect(await logActions(ctx.db, ids.companyId, client.id)).toEqual([
      'client_created',
      'client_archived',
      'client_restored',
      'client_archived',
    ]);
  });

  it('answers 404 for an unknown id and 422 without an id, logging nothing', async () => {
    const before = await companyFootprint(ctx.db, ids.companyId);
    const missing = await toggleArchive(ctx.t.app, owner, 987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', payload: null, errors: null, message: CLIENT_MESSAGES.notFound });
    const noId = await as(ctx.t.app, owner, { method: 'DELETE', url: '/v1/clients' });
    expect(noId.statusCode).toBe(422);
    expect(Object.keys(noId.json().errors)).toEqual(['id']);
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(before);
  });

  it('keeps an archived client read-only: PUT answers 409 and nothing changes; restoring makes it editable', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({ emails: [{ type: 'PRIMARY', email_address: 'ro@example.com' }] }),
    );
    const archived = (await toggleArchive(ctx.t.app, owner, client.id)).json().payload;
    const before = await storedClient(ctx.db, ids.companyId, client.id);
    const refused = await putClient(ctx.t.app, owner, editBody(archived, { first_name: 'Changed', emails: [] }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: CLIENT_MESSAGES.archivedReadOnly,
    });
    expect(await storedClient(ctx.db, ids.companyId, client.id)).toEqual(before);

    const restored = (await toggleArchive(ctx.t.app, owner, client.id)).json().payload;
    const edited = await putClient(ctx.t.app, owner, editBody(restored, { first_name: 'Changed' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().payload.display_name).toBe('Changed Citizen');
  });

  it('shows archived clients with archived true on GET', async () => {
    const client = await createClient(ctx.t.app, owner);
    await toggleArchive(ctx.t.app, owner, client.id);
    const shown = (await getClient(ctx.t.app, owner, client.id)).json().payload.client;
    expect(shown).toMatchObject({ archived: true, can_edit: false });
  });
});

describe('permissions', () => {
  it('refuses archive and restore to Field Staff (no canEditClients) and changes nothing', async () => {
    const staff = await addStaff(ctx.t.app, owner, 'Field Staff');
    const active = await createClient(ctx.t.app, owner);
    const archived = await createClient(ctx.t.app, owner);
    await toggleArchive(ctx.t.app, owner, archived.id);
    for (const client of [active, archived]) {
      const before = await storedClient(ctx.db, ids.companyId, client.id);
      const response = await toggleArchive(ctx.t.app, staff, client.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: FORBIDDEN });
      const byQuery = await as(ctx.t.app, staff, { method: 'DELETE', url: `/v1/clients?id=${client.id}` });
      expect(byQuery.statusCode).toBe(403);
      expect(await storedClient(ctx.db, ids.companyId, client.id)).toEqual(before);
    }
    // Office staff hold canEditClients.
    const office = await addStaff(ctx.t.app, owner, 'Office');
    expect((await toggleArchive(ctx.t.app, office, active.id)).statusCode).toBe(200);
  });
});

describe('trial limit', () => {
  it('lets an unsubscribed company keep 25 active clients; the 26th answers 402 "unsubscribed" and stores nothing', async () => {
    const trial = await registerBusiness(ctx.t.app);
    const { companyId } = await whoIs(ctx.t.app, trial);
    const company = (await ctx.db.query('select subscribed from companies where id = $1', [companyId])).rows[0];
    expect(company.subscribed).toBe(false);
    expect(TRIAL_LIMITS.client).toBe(25);
    const made = [];
    for (let i = 0; i < TRIAL_LIMITS.client; i++) made.push(await createClient(ctx.t.app, trial, individual()));

    const before = await companyFootprint(ctx.db, companyId);
    const refused = await postClient(ctx.t.app, trial, individual({ note: '<p>never stored</p>' }));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      status: 'unsubscribed',
      payload: null,
      errors: null,
      message: trialLimitMessage('client'),
    });
    expect(refused.json().message).toBe('You have reached your client trial limit.');
    expect(await companyFootprint(ctx.db, companyId)).toEqual(before);

    // Archived clients do not count: archive one and one more may be created.
    await toggleArchive(ctx.t.app, trial, made[0].id);
    expect((await postClient(ctx.t.app, trial, individual())).statusCode).toBe(200);
    // Restoring would take the company past the limit again, so it is refused and the client stays archived.
    const restore = await toggleArchive(ctx.t.app, trial, made[0].id);
    expect(restore.statusCode).toBe(402);
    expect(restore.json()).toMatchObject({ status: 'unsubscribed', message: trialLimitMessage('client') });
    expect((await storedClient(ctx.db, companyId, made[0].id)).row.archived_at).not.toBeNull();
    expect(await logActions(ctx.db, companyId, made[0].id)).toEqual(['client_created', 'client_archived']);

    // Editing an existing client is not limited.
    expect((await putClient(ctx.t.app, trial, editBody(made[1], { last_name: 'Edited' }))).statusCode).toBe(200);

    // Once subscribed there is no limit.
    await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
    expect((await postClient(ctx.t.app, trial, individual())).statusCode).toBe(200);
    expect((await toggleArchive(ctx.t.app, trial, made[0].id)).json().message).toBe(CLIENT_MESSAGES.restored);
    const active = await ctx.db.query(
      'select count(*)::int as n from clients where company_id = $1 and archived_at is null',
      [companyId],
    );
    expect(active.rows[0].n).toBe(TRIAL_LIMITS.client + 2);
  });

  it('holds under concurrent creates: the company never ends up past the limit', async () => {
    const trial = await registerBusiness(ctx.t.app);
    const { companyId } = await whoIs(ctx.t.app, trial);
    for (let i = 0; i < TRIAL_LIMITS.client - 2; i++) await createClient(ctx.t.app, trial, individual());
    const responses = await Promise.all(Array.from({ length: 6 }, () => postClient(ctx.t.app, trial, individual())));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 402, 402, 402, 402]);
    const active = await ctx.db.query(
      'select count(*)::int as n from clients where company_id = $1 and archived_at is null',
      [companyId],
    );
    expect(active.rows[0].n).toBe(TRIAL_LIMITS.client);
  });
});
