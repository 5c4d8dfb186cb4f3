import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, type Session, useTestApp } from '../../test/build-test-app';
import {
  business,
  companyFootprint,
  createClient,
  editBody,
  expectFieldError,
  getClient,
  individual,
  logActions,
  putClient,
  storedClient,
  subscribedBusiness,
} from './clients-test-kit';

const ctx = useTestApp();
let owner: Session;
let ids: { companyId: number; userId: number };

beforeAll(async () => {
  ({ owner, ids } = await subscribedBusiness(ctx, 'Clients Co'));
});

describe('GET /v1/clients', () => {
  it('answers the client and its timeline of notes and log entries, pinned first', async () => {
    const client = await createClient(ctx.t.app, owner, individual({ note: '<p>First note</p>' }));
    const second = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/clients/notes',
      payload: { id: client.id, value: '<p>Second note</p>' },
    });
    const firstNoteId = (await storedClient(ctx.db, ids.companyId, client.id)).notes.find((n) =>
      n.value.includes('First'),
    )?.id;
    await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/clients/notes/pin',
      payload: { id: Number(firstNoteId), is_pinned: true },
    });
    const response = await getClient(ctx.t.app, owner, client.id);
    expect(response.statusCode).toBe(200);
    const { client: shown, timeline } = response.json().payload;
    expect(shown).toEqual(client);
    expect(timeline[0]).toMatchObject({ timeline_type: 'note', value: '<p>First note</p>', timeline_pinned: true });
    expect(timeline.slice(1).every((e: { timeline_pinned: boolean }) => !e.timeline_pinned)).toBe(true);
    const types = new Set(timeline.map((e: { timeline_type: string }) => e.timeline_type));
    expect(types).toEqual(new Set(['note', 'log']));
    expect(timeline.map((e: { key: string }) => e.key)).toContain(`note-${second.json().payload.id}`);
    expect(timeline.find((e: { action?: string }) => e.action === 'client_created')).toMatchObject({
      timeline_type: 'log',
      description: `Created client ${client.display_name}`,
      timeline_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });

    const alone = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/clients/timeline?id=${client.id}` });
    expect(alone.statusCode).toBe(200);
    expect(alone.json().payload.timeline).toEqual(timeline);
  });

  it('answers 404 "Could not find this client" for an unknown id', async () => {
    const response = await getClient(ctx.t.app, owner, 987654);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      errors: null,
      message: CLIENT_MESSAGES.notFound,
    });
  });
});

describe('PUT /v1/clients', () => {
  it('saves the changes, keeps the contact ids sent back and removes the ones left out', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({
        emails: [
          { type: 'PRIMARY', email_address: 'keep@example.com' },
          { type: 'BILLING', email_address: 'drop@example.com' },
        ],
        phones: [
          { type: 'MOBILE', phone_number: '0400 000 001' },
          { type: 'FAX', phone_number: '03 9000 0000' },
        ],
        addresses: [
          { type: 'PRIMARY', address_line_1: '1 Keep St', locality: 'Geelong' },
          { type: 'BILLING', address_line_1: '2 Drop St', locality: 'Ballarat' },
        ],
      }),
    );
    const [keptEmail] = client.emails;
    const [keptPhone] = client.phones;
    const [keptAddress] = client.addresses;
    const body = editBody(client, {
      first_name: 'Janet',
      emails: [
        { id: keptEmail.id, type: 'PRIMARY', email_address: 'kept@example.com' },
        { type: 'EXTRA', field_name: 'Partner', email_address: 'new@example.com' },
      ],
      phones: [{ id: keptPhone.id, type: 'MOBILE', phone_number: '0400 000 002' }],
      addresses: [{ id: keptAddress.id, type: 'PRIMARY', address_line_1: '1 Keep St', locality: 'Torquay' }],
      groups: [{ name: 'Edited Group', relationship: 'Owner' }],
    });
    const response = await putClient(ctx.t.app, owner, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(CLIENT_MESSAGES.updated);
    const saved = response.json().payload;
    expect(saved.display_name).toBe('Janet Citizen');
    expect(saved.emails.map((e: { id: number; email_address: string }) => [e.id, e.email_address])).toEqual([
      [keptEmail.id, 'kept@example.com'],
      [expect.any(Number), 'new@example.com'],
    ]);
    expect(saved.phones.map((p: { id: number }) => p.id)).toEqual([keptPhone.id]);
    expect(saved.addresses).toEqual([expect.objectContaining({ id: keptAddress.id, locality: 'Torquay' })]);
    expect(saved.groups).toEqual([expect.objectContaining({ name: 'Edited Group', pivot: { relationship: 'Owner' } })]);

    const stored = await storedClient(ctx.db, ids.companyId, client.id);
    expect(stored.row.display_name).toBe('Janet Citizen');
    expect(stored.emails.map((e) => e.email_address).sort()).toEqual(['kept@example.com', 'new@example.com']);
    expect(stored.phones.map((p) => Number(p.id))).toEqual([keptPhone.id]);
    expect(stored.addresses.map((a) => Number(a.id))).toEqual([keptAddress.id]);
    expect(await logActions(ctx.db, ids.companyId, client.id)).toEqual(['client_created', 'client_updated']);
    expect((await getClient(ctx.t.app, owner, client.id)).json().payload.client).toEqual(saved);
  });

  it('answers 409 with the stale-edit message for an old updated_at and changes nothing', async () => {
    const client = await createClient(ctx.t.app, owner);
    const first = await putClient(ctx.t.app, owner, editBody(client, { last_name: 'First' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().payload.updated_at).not.toBe(client.updated_at);
    const before = await storedClient(ctx.db, ids.companyId, client.id);
    const stale = await putClient(ctx.t.app, owner, editBody(client, { last_name: 'Second' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ status: 'error', payload: null, errors: null, message: MESSAGES.staleEdit });
    expect(await storedClient(ctx.db, ids.companyId, client.id)).toEqual(before);
    // From the fresh updated_at the edit goes through.
    const fresh = await putClient(ctx.t.app, owner, editBody(first.json().payload, { last_name: 'Second' }));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().payload.display_name).toBe('Jane Second');
  });

  it("refuses another client's reference (in any case) and changes nothing; its own reference is fine", async () => {
    await createClient(ctx.t.app, owner, individual({ reference_id: 'TAKEN-77' }));
    const client = await createClient(ctx.t.app, owner);
    const before = await storedClient(ctx.db, ids.companyId, client.id);
    const response = await putClient(ctx.t.app, owner, editBody(client, { reference_id: 'taken-77', last_name: 'X' }));
    expectFieldError(response, 'reference_id', CLIENT_MESSAGES.referenceTaken);
    expect(await storedClient(ctx.db, ids.companyId, client.id)).toEqual(before);
    const own = await putClient(
      ctx.t.app,
      owner,
      editBody(client, { reference_id: client.reference_id.toLowerCase() }),
    );
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and stores nothing', async () => {
    const client = await createClient(ctx.t.app, owner);
    const before = await companyFootprint(ctx.db, ids.companyId);
    const response = await putClient(ctx.t.app, owner, editBody(client, { id: 987654 }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(CLIENT_MESSAGES.notFound);
    expect(await companyFootprint(ctx.db, ids.companyId)).toEqual(before);
  });

  it('turns a business into an individual and recomputes the display name', async () => {
    const client = await createClient(ctx.t.app, owner, business({ display_name: 'Old Biz' }));
    const response = await putClient(
      ctx.t.app,
      owner,
      editBody(client, { is_individual: true, first_name: 'Now', last_name: 'Person', display_name: 'Old Biz' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ is_individual: true, display_name: 'Now Person' });
  });
});
