import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, editBody, individual, searchClients, storedClient } from './clients-test-kit';

/**
 * Two companies side by side: no client call of A reaches B's clients (ARCHITECTURE section 4). A user
 * without canAccessClients is refused every client route in http/route-matrices.test.ts.
 */
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
});

describe("company A reaching for company B's client", () => {
  // Every client call with B's client, note or group answers as with a missing id and changes
  // nothing (http/route-matrices.test.ts); here: what lists and nested ids never cross.
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
