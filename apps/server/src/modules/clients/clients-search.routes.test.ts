import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { business, createClient, getClient, individual, searchClients, toggleArchive } from './clients-test-kit';

let owner: Session;

type Found = { id: number; display_name: string; emails?: unknown[]; phones?: unknown[]; addresses?: unknown[] };
let ada: Found;
let bob: Found;
let acme: Found;
let zed: Found;

const ctx = useTestApp();
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  const { companyId } = await whoIs(ctx.t.app, owner);
  await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
  ada = await createClient(
    ctx.t.app,
    owner,
    individual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      reference_id: 'ANALYTICAL-1843',
      emails: [
        { type: 'BILLING', email_address: 'billing@engine.example' },
        { type: 'PRIMARY', email_address: 'ada@engine.example' },
      ],
      phones: [
        { type: 'MOBILE', phone_number: '0412 345 678' },
        { type: 'FAX', phone_number: '(03) 9555 1234' },
      ],
      addresses: [
        { type: 'BILLING', address_line_1: '9 Ledger Lane', locality: 'Carlton', state: 'VIC', postal_code: '3053' },
        { type: 'PRIMARY', address_line_1: '12 Babbage Street', locality: 'Wombat Flat', state: 'VIC' },
      ],
      groups: [{ name: 'Engine Society', relationship: 'Founder' }],
    }),
  );
  bob = await createClient(
    ctx.t.app,
    owner,
    individual({
      first_name: 'Bob',
      last_name: 'Builder',
      groups: [{ name: 'Engine Society', relationship: 'Member' }],
    }),
  );
  acme = await createClient(
    ctx.t.app,
    owner,
    business({ display_name: 'Acme Widgets', contact_name: 'Wile Coyote', reference_id: 'ACME-7' }),
  );
  zed = await createClient(ctx.t.app, owner, individual({ first_name: 'Zed', last_name: 'Archived' }));
  await toggleArchive(ctx.t.app, owner, zed.id);
});

const names = async (body: Record<string, unknown>) => {
  const response = await searchClients(ctx.t.app, owner, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.clients.map((c: Found) => c.display_name);
};

describe('POST /v1/clients/search matches', () => {
  it.each([
    ['the display name', 'acme wid', ['Acme Widgets']],
    ['a first name', 'ADA', ['Ada Lovelace']],
    ['a last name', 'builder', ['Bob Builder']],
    ['the contact name', 'coyote', ['Acme Widgets']],
    ['the reference', 'analytical-18', ['Ada Lovelace']],
    ['an email, primary or not', 'billing@engine', ['Ada Lovelace']],
    ['a suburb', 'wombat flat', ['Ada Lovelace']],
    ['a street', 'babbage st', ['Ada Lovelace']],
    ['a street of a second address', 'ledger', ['Ada Lovelace']],
    ['a postcode', '3053', ['Ada Lovelace']],
    ['phone digits typed without spaces', '0412345678', ['Ada Lovelace']],
    ['phone digits typed with other spacing', '04 1234 5678', ['Ada Lovelace']],
    ['part of a phone number', '345678', ['Ada Lovelace']],
    ['a landline typed with brackets', '(03) 9555-1234', ['Ada Lovelace']],
    ['a LIKE wildcard literally', '%', []],
    ['nothing that matches', 'no such client', []],
  ])('%s', async (_what, filter, expected) => {
    expect(await names({ filter })).toEqual(expected);
  });

  it('lists every active client with an empty filter, sorted by display name, archived ones left out', async () => {
    expect(await names({})).toEqual(['Acme Widgets', 'Ada Lovelace', 'Bob Builder']);
  });
});

describe('POST /v1/clients/search lists', () => {
  it('only archived clients when archived is true', async () => {
    expect(await names({ archived: true })).toEqual(['Zed Archived']);
    expect(await names({ archived: true, filter: 'ada' })).toEqual([]);
  });

  it('pages with rows and page, giving the total', async () => {
    const first = (await searchClients(ctx.t.app, owner, { rows: 2, page: 1 })).json().payload;
    expect(first).toMatchObject({ total: 3, page: 1, rows: 2 });
    expect(first.clients.map((c: Found) => c.display_name)).toEqual(['Acme Widgets', 'Ada Lovelace']);
    const second = (await searchClients(ctx.t.app, owner, { rows: 2, page: 2 })).json().payload;
    expect(second).toMatchObject({ total: 3, page: 2, rows: 2 });
    expect(second.clients.map((c: Found) => c.display_name)).toEqual(['Bob Builder']);
    const beyond = (await searchClients(ctx.t.app, owner, { rows: 2, page: 3 })).json().payload;
    expect(beyond).toMatchObject({ total: 3, clients: [] });
  });

  it('totals only what a search matches, on its pages and past their end, in each kind of search', async () => {
    const page = async (body: Record<string, unknown>) => {
      const { total, clients } = (await searchClients(ctx.t.app, owner, body)).json().payload;
      return { total, names: clients.map((c: Found) => c.display_name) };
    };
    expect(await page({ filter: 'builder' })).toEqual({ total: 1, names: ['Bob Builder'] });
    expect(await page({ filter: '345678', direction: 'desc' })).toEqual({ total: 1, names: ['Ada Lovelace'] });
    expect(await page({ filter: '345678', rows: 1, page: 2 })).toEqual({ total: 1, names: [] });
    expect(await page({ filter: 'no such client', page: 2 })).toEqual({ total: 0, names: [] });
    expect(await page({ archived: true, rows: 1, page: 2 })).toEqual({ total: 1, names: [] });
    expect(await page({ parent_of_client: ada.id, sort: 'created_at' })).toEqual({ total: 1, names: ['Bob Builder'] });
    expect(await page({ parent_of_client: ada.id, rows: 1, page: 2 })).toEqual({ total: 1, names: [] });
    expect(await page({ parent_of_client: acme.id })).toEqual({ total: 0, names: [] });
  });

  it('sorts by display name, reference or creation, either way', async () => {
    expect(await names({ direction: 'desc' })).toEqual(['Bob Builder', 'Ada Lovelace', 'Acme Widgets']);
    expect(await names({ sort: 'created_at', direction: 'asc' })).toEqual([
      'Ada Lovelace',
      'Bob Builder',
      'Acme Widgets',
    ]);
    expect(await names({ sort: 'created_at', direction: 'desc' })).toEqual([
      'Acme Widgets',
      'Bob Builder',
      'Ada Lovelace',
    ]);
    const byReference = await names({ sort: 'reference_id' });
    expect(byReference.indexOf('Acme Widgets')).toBeLessThan(byReference.indexOf('Ada Lovelace'));
  });

  it('refuses a bad sort, page or rows with 422', async () => {
    for (const body of [{ sort: 'email' }, { page: 0 }, { rows: 101 }, { with_emails: 'SOME' }]) {
      const response = await searchClients(ctx.t.app, owner, body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(Object.keys(body));
    }
  });
});

describe('with_emails, with_phones and with_addresses', () => {
  const adaOnly = async (mode: Record<string, string>) =>
    (await searchClients(ctx.t.app, owner, { filter: 'lovelace', ...mode })).json().payload.clients[0];

  it('leave the lists out by default (NONE)', async () => {
    const found = await adaOnly({});
    expect(found).not.toHaveProperty('emails');
    expect(found).not.toHaveProperty('phones');
    expect(found).not.toHaveProperty('addresses');
    expect(found).toMatchObject({ id: ada.id, email_address: 'ada@engine.example' });
  });

  it('give every entry with ALL', async () => {
    const found = await adaOnly({ with_emails: 'ALL', with_phones: 'ALL', with_addresses: 'ALL' });
    expect(found.emails.map((e: { email_address: string }) => e.email_address)).toEqual([
      'billing@engine.example',
      'ada@engine.example',
    ]);
    expect(found.phones).toHaveLength(2);
    expect(found.addresses).toHaveLength(2);
  });

  it('give only the primary entry with PRIMARY (the PRIMARY type when there is one, else the first)', async () => {
    const found = await adaOnly({ with_emails: 'PRIMARY', with_phones: 'PRIMARY', with_addresses: 'PRIMARY' });
    expect(found.emails).toEqual([expect.objectContaining({ type: 'PRIMARY', email_address: 'ada@engine.example' })]);
    expect(found.addresses).toEqual([expect.objectContaining({ type: 'PRIMARY', locality: 'Wombat Flat' })]);
    expect(found.phones).toEqual([expect.objectContaining({ type: 'MOBILE', full_phone: '+61 412 345 678' })]);
    const none = (await searchClients(ctx.t.app, owner, { filter: 'acme', with_emails: 'PRIMARY' })).json().payload;
    expect(none.clients[0].emails).toEqual([]);
  });
});

describe('parent_of_client', () => {
  it('gives the clients that share a group with that client, not the client itself', async () => {
    expect(await names({ parent_of_client: ada.id })).toEqual(['Bob Builder']);
    expect(await names({ parent_of_client: bob.id })).toEqual(['Ada Lovelace']);
    expect(await names({ parent_of_client: acme.id })).toEqual([]);
  });

  it('answers 404 "Could not find this client" for an unknown client', async () => {
    const response = await searchClients(ctx.t.app, owner, { parent_of_client: 987654 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(CLIENT_MESSAGES.notFound);
  });
});

describe('contact suggestions', () => {
  it.each(['addresses', 'emails', 'phones'] as const)('GET /v1/clients/%s gives that list only', async (kind) => {
    const response = await searchClients(ctx.t.app, owner, { filter: 'lovelace', [`with_${kind}`]: 'ALL' });
    const expected = response.json().payload.clients[0][kind];
    const listed = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/clients/${kind}?id=${ada.id}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().payload).toEqual({ [kind]: expected });
  });
});

describe('a listed client’s contacts', () => {
  it('carry every field of each kind in its own place, as stored', async () => {
    const depot = {
      type: 'EXTRA',
      field_name: 'Depot',
      address_line_1: '1 Compiler Court',
      locality: 'Arlington',
      state: 'VA',
      postal_code: '22201',
      country: 'United States',
      latitude: 38.88,
      longitude: -77.1,
      note: 'Side gate',
    };
    const other = await registerBusiness(ctx.t.app);
    const { companyId } = await whoIs(ctx.t.app, other);
    await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
    await createClient(
      ctx.t.app,
      other,
      individual({
        first_name: 'Grace',
        last_name: 'Hopper',
        emails: [{ type: 'EXTRA', field_name: 'Accounts', email_address: 'accounts@cobol.example' }],
        phones: [
          { type: 'EXTRA', field_name: 'Workshop', country_code: '61', area_code: '3', phone_number: '95551234' },
        ],
        addresses: [depot],
      }),
    );
    const body = { with_emails: 'ALL', with_phones: 'ALL', with_addresses: 'ALL' };
    const [found] = (await searchClients(ctx.t.app, other, body)).json().payload.clients;
    const stored = async (table: string) =>
      (await ctx.db.query(`select * from ${table} where company_id = $1`, [companyId])).rows;
    const [email] = await stored('client_emails');
    const [phone] = await stored('client_phones');
    const [address] = await stored('client_addresses');
    expect(found.emails).toEqual([
      { id: email.id, type: 'EXTRA', field_name: 'Accounts', email_address: 'accounts@cobol.example' },
    ]);
    expect(found.phones).toEqual([
      {
        id: phone.id,
        type: 'EXTRA',
        field_name: 'Workshop',
        country_code: phone.country_code,
        area_code: phone.area_code,
        phone_number: phone.phone_number,
        full_phone: phone.full_phone,
      },
    ]);
    expect(phone.full_phone).not.toBe(phone.phone_number);
    // Every field sent comes back in its own place; full_address is the one the server writes.
    expect(found.addresses).toEqual([{ id: address.id, ...depot, full_address: address.full_address }]);
    expect(address.full_address).toContain('1 Compiler Court');
  });
});

describe('a listed client', () => {
  it('is the client as read alone, every field in its place', async () => {
    const other = await registerBusiness(ctx.t.app);
    const { companyId } = await whoIs(ctx.t.app, other);
    await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
    const { id } = await createClient(
      ctx.t.app,
      other,
      business({
        display_name: 'Difference Engine Works',
        website: 'https://engine.example',
        heard_from_via: 'Word of mouth',
        prefer_contact_name: true,
        role_labels: ['Landlord', 'Agent'],
        industry_labels: ['Strata'],
        invoicing_default_due_date: 14,
        strata_identifier: 'SP 12345',
        inventory_markup_percentage: 12.5,
        emails: [{ type: 'PRIMARY', email_address: 'works@engine.example' }],
        phones: [{ type: 'MOBILE', phone_number: '0412 345 678' }],
        addresses: [{ type: 'PRIMARY', address_line_1: '1 Mill Road', locality: 'Carlton', state: 'VIC' }],
      }),
    );
    const alone = (await getClient(ctx.t.app, other, id)).json().payload.client;
    const body = { filter: 'engine works', with_emails: 'ALL', with_phones: 'ALL', with_addresses: 'ALL' };
    const listed = (await searchClients(ctx.t.app, other, body)).json().payload.clients;
    expect(listed).toEqual([alone]);
    expect(alone).toMatchObject({
      role_labels: ['Landlord', 'Agent'],
      inventory_markup_percentage: 12.5,
      archived: false,
    });
    // The whole list, without a term (a statement of its own), lists it the same.
    const all = (await searchClients(ctx.t.app, other, { ...body, filter: '' })).json().payload.clients;
    expect(all).toEqual([alone]);
  });
});
