import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { companyFootprint, createClient, editBody, individual, searchClients, storedClient } from './clients-test-kit';

/** Two companies side by side: no client call of A reaches B's clients (ARCHITECTURE section 4). */
let a: Session;
let b: Session;
let aIds: { companyId: number; userId: number };
let bIds: { companyId: number; userId: number };
type Client = Record<string, unknown> & {
  id: number;
  emails: { id: number }[];
  phones: { id: number }[];
  addresses: { id: number }[];
  groups: { id: number }[];
};
let aClient: Client;
let bClient: Client;
let bNoteId: number;

const contacts = {
  emails: [{ type: 'PRIMARY', email_address: 'shared@bravo.example' }],
  phones: [{ type: 'MOBILE', phone_number: '0499 888 777' }],
  addresses: [{ type: 'PRIMARY', address_line_1: '7 Bravo Rd', locality: 'Hobart' }],
  groups: [{ name: 'Shared Family', relationship: 'Parent' }],
};

const ctx = useTestApp();
beforeAll(async () => {
  a = await registerBusiness(ctx.t.app, { company_name: 'Alpha Clients' });
  b = await registerBusiness(ctx.t.app, { company_name: 'Bravo Clients' });
  aIds = await whoIs(ctx.t.app, a);
  bIds = await whoIs(ctx.t.app, b);
  aClient = await createClient(
    ctx.t.app,
    a,
    individual({ first_name: 'Shared', last_name: 'Name', reference_id: 'SAME-1' }),
  );
  bClient = await createClient(
    ctx.t.app,
    b,
    individual({ first_name: 'Shared', last_name: 'Name', reference_id: 'SAME-1', note: '<p>B only</p>', ...contacts }),
  );
  bNoteId = Number((await storedClient(ctx.db, bIds.companyId, bClient.id)).notes[0]?.id);
});

/** Every client call, aimed at a client id (and a note and group id). */
const calls = (
  clientId: number,
  noteId: number,
  groupId: number,
  body: Record<string, unknown>,
): [string, InjectOptions][] => [
  ['GET client', { method: 'GET', url: `/v1/clients?id=${clientId}` }],
  ['GET timeline', { method: 'GET', url: `/v1/clients/timeline?id=${clientId}` }],
  ['PUT client', { method: 'PUT', url: '/v1/clients', payload: body }],
  ['DELETE client (body)', { method: 'DELETE', url: '/v1/clients', payload: { id: clientId } }],
  ['DELETE client (query)', { method: 'DELETE', url: `/v1/clients?id=${clientId}` }],
  ['GET addresses', { method: 'GET', url: `/v1/clients/addresses?id=${clientId}` }],
  ['GET emails', { method: 'GET', url: `/v1/clients/emails?id=${clientId}` }],
  ['GET phones', { method: 'GET', url: `/v1/clients/phones?id=${clientId}` }],
  ['POST note', { method: 'POST', url: '/v1/clients/notes', payload: { id: clientId, value: '<p>x</p>' } }],
  ['PUT note', { method: 'PUT', url: '/v1/clients/notes', payload: { id: noteId, value: '<p>x</p>' } }],
  ['DELETE note', { method: 'DELETE', url: '/v1/clients/notes', payload: { id: noteId } }],
  ['pin note', { method: 'POST', url: '/v1/clients/notes/pin', payload: { id: noteId, is_pinned: true } }],
  ['refer resend', { method: 'POST', url: '/v1/refer/email/resend', payload: { client_id: clientId } }],
  ['search parent_of_client', { method: 'POST', url: '/v1/clients/search', payload: { parent_of_client: clientId } }],
  ['GET group', { method: 'GET', url: `/v1/clients/groups?id=${groupId}` }],
  ['GET defaults', { method: 'GET', url: '/v1/clients/defaults' }],
  ['POST client', { method: 'POST', url: '/v1/clients', payload: individual() }],
  ['search', { method: 'POST', url: '/v1/clients/search', payload: {} }],
];

const footprints = async () => ({
  a: await companyFootprint(ctx.db, aIds.companyId),
  b: await companyFootprint(ctx.db, bIds.companyId),
  bClient: await storedClient(ctx.db, bIds.companyId, bClient.id),
});

describe("company A reaching for company B's client", () => {
  it("answers 404 on every call, exactly as for a missing id, and changes nothing of B's", async () => {
    const before = await footprints();
    const missingId = 987654;
    const foreign = calls(bClient.id, bNoteId, bClient.groups[0]?.id ?? 0, editBody(bClient));
    const missing = calls(missingId, missingId, missingId, editBody(bClient, { id: missingId }));
    const expectedMessage: Record<string, string> = {
      'PUT note': NOTE_MESSAGES.notFound,
      'DELETE note': NOTE_MESSAGES.notFound,
      'pin note': NOTE_MESSAGES.notFound,
      'GET group': 'Could not find this group',
    };
    for (const [index, [name, options]] of foreign.entries()) {
      if (['GET defaults', 'POST client', 'search'].includes(name)) continue;
      const response = await as(ctx.t.app, a, options);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({
        status: 'error',
        payload: null,
        errors: null,
        message: expectedMessage[name] ?? CLIENT_MESSAGES.notFound,
      });
      const [, missingOptions] = missing[index] as [string, InjectOptions];
      expect((await as(ctx.t.app, a, missingOptions)).json(), `${name} (missing)`).toEqual(response.json());
    }
    expect(await footprints()).toEqual(before);
  });

  it("never finds B's clients in A's search, by name, reference, email, address or phone", async () => {
    for (const filter of ['shared name', 'same-1', 'bravo.example', 'hobart', '0499888777', '']) {
      const found = (await searchClients(ctx.t.app, a, { filter })).json().payload;
      expect(
        found.clients.every((c: { id: number }) => c.id === aClient.id),
        filter,
      ).toBe(true);
      expect(found.total).toBe(found.clients.length);
    }
    expect((await searchClients(ctx.t.app, a, { archived: true })).json().payload.total).toBe(0);
  });

  it("does not touch B's contacts when A sends their ids back on its own client", async () => {
    const before = await storedClient(ctx.db, bIds.companyId, bClient.id);
    const response = await as(ctx.t.app, a, {
      method: 'PUT',
      url: '/v1/clients',
      payload: editBody(aClient, {
        emails: [{ id: bClient.emails[0]?.id, type: 'PRIMARY', email_address: 'alpha@alpha.example' }],
        phones: [{ id: bClient.phones[0]?.id, type: 'MOBILE', phone_number: '0411 111 111' }],
        addresses: [{ id: bClient.addresses[0]?.id, type: 'PRIMARY', locality: 'Perth' }],
        groups: [{ name: 'Shared Family', relationship: 'Cousin' }],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().payload;
    expect(saved.emails[0].email_address).toBe('alpha@alpha.example');
    // A's same-named group is A's own.
    expect(saved.groups[0].id).not.toBe(bClient.groups[0]?.id);
    const aGroups = await ctx.db.query('select id from client_groups where company_id = $1', [aIds.companyId]);
    expect(aGroups.rows.map((r) => Number(r.id))).toEqual([saved.groups[0].id]);
    expect(await storedClient(ctx.db, bIds.companyId, bClient.id)).toEqual(before);
    const bGroup = await as(ctx.t.app, b, { method: 'GET', url: `/v1/clients/groups?id=${bClient.groups[0]?.id}` });
    expect(bGroup.json().payload.group.clients.map((c: { id: number }) => c.id)).toEqual([bClient.id]);
  });
});

describe('a user without canAccessClients', () => {
  it('is refused (403) on every client call and nothing is stored', async () => {
    const staff = await addStaff(ctx.t.app, a, 'Office');
    const { userId } = await whoIs(ctx.t.app, staff);
    const note = await as(ctx.t.app, a, {
      method: 'POST',
      url: '/v1/clients/notes',
      payload: { id: aClient.id, value: '<p>a note</p>' },
    });
    await ctx.db.query(`update users set permissions = '{}' where company_id = $1 and id = $2`, [
      aIds.companyId,
      userId,
    ]);
    const before = await footprints();
    const aRow = await storedClient(ctx.db, aIds.companyId, aClient.id);
    for (const [name, options] of calls(aClient.id, note.json().payload.id, aClient.id, editBody(aClient))) {
      const response = await as(ctx.t.app, staff, options);
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toEqual({
        status: 'error',
        payload: null,
        errors: null,
        message: 'You do not have permission to perform this action.',
      });
    }
    expect(await footprints()).toEqual(before);
    expect(await storedClient(ctx.db, aIds.companyId, aClient.id)).toEqual(aRow);
  });

  it('is refused (401) without a session', async () => {
    for (const [name, options] of calls(aClient.id, 1, 1, editBody(aClient))) {
      const response = await ctx.t.app.inject(options);
      expect(response.statusCode, name).toBe(401);
    }
  });
});
