import { PHONE_MESSAGES } from '@fieldbook/domain/inputs/phone.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, type Session, useTestApp } from '../../test/build-test-app';
import {
  companyFootprint,
  createClient,
  editBody,
  expectFieldError,
  individual,
  postClient,
  putClient,
  searchClients,
  storedClient,
  subscribedBusiness,
} from './clients-test-kit';

/**
 * Phones through the client API: a phone is given by its parts, by full_phone alone, or by both
 * when they name the same number, and both are stored. Parts and a full_phone naming different
 * numbers answer 422 on full_phone (the API does not guess which one was meant). Every refusal
 * gives the spec's message under the indexed key and writes nothing.
 */
let owner: Session;
let companyId: number;

const ctx = useTestApp();
beforeAll(async () => {
  ({
    owner,
    ids: { companyId },
  } = await subscribedBusiness(ctx, 'Phone Book Pty Ltd'));
});

type Stored = { country_code: string; area_code: string | null; phone_number: string; full_phone: string };
const stored = (country_code: string, area_code: string | null, phone_number: string, full_phone: string): Stored => ({
  country_code,
  area_code,
  phone_number,
  full_phone,
});

/** The phone columns of a client's stored phones. */
async function storedPhones(clientId: number): Promise<Stored[]> {
  const { phones } = await storedClient(ctx.db, companyId, clientId);
  return phones.map((p) => stored(p.country_code, p.area_code, p.phone_number, p.full_phone));
}

const AU_MOBILE = stored('61', null, '0412 345 678', '+61 412 345 678');

// [what, phone sent, what is stored and answered]
const accepted: [string, Record<string, unknown>, Stored][] = [
  ['full_phone alone, international', { type: 'MOBILE', full_phone: '+61 412 345 678' }, AU_MOBILE],
  ['full_phone alone, national', { type: 'MOBILE', full_phone: '0412 345 678' }, AU_MOBILE],
  [
    'full_phone alone, a landline',
    { type: 'BUSINESS', full_phone: '(03) 9598 4410' },
    stored('61', null, '(03) 9598 4410', '+61 3 9598 4410'),
  ],
  [
    'full_phone alone, a New Zealand mobile',
    { type: 'MOBILE', full_phone: '+64 21 123 4567' },
    stored('64', null, '021 123 4567', '+64 21 123 4567'),
  ],
  [
    'full_phone alone, a US number',
    { type: 'DEFAULT', full_phone: '+1 (212) 555-1234' },
    stored('1', null, '(212) 555-1234', '+1 212 555 1234'),
  ],
  [
    'parts alone, kept as typed',
    { type: 'DEFAULT', country_code: '+61', area_code: '03', phone_number: '9598 4410' },
    stored('61', '03', '9598 4410', '+61 3 9598 4410'),
  ],
  [
    'parts of a UK mobile',
    { type: 'MOBILE', country_code: '44', phone_number: '07911 123456' },
    stored('44', null, '07911 123456', '+44 7911 123456'),
  ],
  [
    'parts and full_phone naming the same number',
    { type: 'MOBILE', country_code: '61', phone_number: '0412 345 678', full_phone: '+61412345678' },
    AU_MOBILE,
  ],
];

// [what, phone sent, error key, message]
const refused: [string, Record<string, unknown>, string, string][] = [
  ['no number at all', { type: 'DEFAULT' }, 'phones.0.phone_number', PHONE_MESSAGES.required],
  [
    'a blank number and a blank full_phone',
    { type: 'DEFAULT', phone_number: ' ', full_phone: '' },
    'phones.0.phone_number',
    PHONE_MESSAGES.required,
  ],
  [
    'a full_phone that is no number',
    { type: 'DEFAULT', full_phone: 'call me' },
    'phones.0.full_phone',
    'This phone number is invalid',
  ],
  [
    'a full_phone a digit short',
    { type: 'MOBILE', full_phone: '+61 412 345 67' },
    'phones.0.full_phone',
    PHONE_MESSAGES.invalid,
  ],
  [
    'a landline full_phone as the MOBILE',
    { type: 'MOBILE', full_phone: '+61 3 9598 4410' },
    'phones.0.full_phone',
    PHONE_MESSAGES.invalid,
  ],
  [
    'a UK landline as the MOBILE',
    { type: 'MOBILE', country_code: '44', phone_number: '020 7946 0958' },
    'phones.0.phone_number',
    PHONE_MESSAGES.invalid,
  ],
  [
    'a number that does not fit its country code',
    { type: 'DEFAULT', country_code: '44', phone_number: '0412 345 678' },
    'phones.0.phone_number',
    PHONE_MESSAGES.invalid,
  ],
  [
    'parts and a full_phone naming different numbers',
    { type: 'MOBILE', country_code: '61', phone_number: '0412 345 678', full_phone: '+61 412 345 679' },
    'phones.0.full_phone',
    PHONE_MESSAGES.mismatch,
  ],
  [
    'good parts with a full_phone that is no number',
    { type: 'MOBILE', phone_number: '0412 345 678', full_phone: 'mobile' },
    'phones.0.full_phone',
    PHONE_MESSAGES.invalid,
  ],
];

describe('POST /v1/clients', () => {
  it.each(accepted)('takes %s and stores the parts and full_phone', async (_what, phone, expected) => {
    const client = await createClient(ctx.t.app, owner, individual({ phones: [phone] }));
    expect(client.phones).toEqual([expect.objectContaining({ type: phone.type, ...expected })]);
    expect(await storedPhones(client.id)).toEqual([expected]);
  });

  it.each(refused)(
    'refuses %s, with the message under its key, and stores nothing',
    async (_what, phone, key, message) => {
      const before = await companyFootprint(ctx.db, companyId);
      expectFieldError(await postClient(ctx.t.app, owner, individual({ phones: [phone] })), key, message);
      expect(await companyFootprint(ctx.db, companyId)).toEqual(before);
    },
  );
});

describe('PUT /v1/clients', () => {
  it('changes a phone given by full_phone alone, parts and all, keeping its id', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({ phones: [{ type: 'DEFAULT', country_code: '61', area_code: '03', phone_number: '9598 4410' }] }),
    );
    const [phone] = client.phones;
    const response = await putClient(
      ctx.t.app,
      owner,
      editBody(client, { phones: [{ id: phone.id, type: 'DEFAULT', full_phone: '+61 2 9876 5432' }] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const expected = stored('61', null, '(02) 9876 5432', '+61 2 9876 5432');
    expect(response.json().payload.phones).toEqual([expect.objectContaining({ id: phone.id, ...expected })]);
    expect(await storedPhones(client.id)).toEqual([expected]);
  });

  it.each(refused)('refuses %s and leaves the client as it was', async (_what, phone, key, message) => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({ phones: [{ type: 'MOBILE', full_phone: '0400 111 222' }] }),
    );
    const before = await storedClient(ctx.db, companyId, client.id);
    expectFieldError(await putClient(ctx.t.app, owner, editBody(client, { phones: [phone] })), key, message);
    expect(await storedClient(ctx.db, companyId, client.id)).toEqual(before);
  });
});

describe('finding a client by a phone given as full_phone', () => {
  it.each([
    ['national, spaced', '0433 221 100'],
    ['national, digits only', '0433221100'],
    ['international', '+61 433 221 100'],
    ['international digits', '61433221100'],
    ['the last six digits', '221100'],
  ])('finds it by the number written %s', async (_how, filter) => {
    const name = `Searchable${filter.replace(/\D/g, '')}`;
    await createClient(
      ctx.t.app,
      owner,
      individual({ first_name: name, phones: [{ type: 'MOBILE', full_phone: '+61433221100' }] }),
    );
    const response = await searchClients(ctx.t.app, owner, { filter, with_phones: 'ALL' });
    const found = response.json().payload.clients as { first_name: string; phones: Stored[] }[];
    const client = found.find((c) => c.first_name === name);
    expect(client?.phones).toEqual([expect.objectContaining(stored('61', null, '0433 221 100', '+61 433 221 100'))]);
  });

  it('lists both forms in the phone suggestions', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({ phones: [{ type: 'MOBILE', full_phone: '0455 000 111' }] }),
    );
    const response = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/clients/phones?id=${client.id}` });
    expect(response.json().payload.phones).toEqual([
      expect.objectContaining(stored('61', null, '0455 000 111', '+61 455 000 111')),
    ]);
  });
});
