import { EMAIL_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import {
  business,
  companyFootprint,
  createClient,
  editBody,
  expectFieldError,
  individual,
  postClient,
  putClient,
  storedClient,
} from './clients-test-kit';

/** Every rule of the client form (spec section 5, platform section 5): the message, the key, nothing stored. */
let owner: Session;
let companyId: number;

const ctx = useTestApp();
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  // Subscribed, so the trial limit (tested in clients-archive) never gets in the way here.
  await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
});

const email = (type: string, address = `${type.toLowerCase()}@example.com`, field_name?: string) => ({
  type,
  email_address: address,
  ...(field_name ? { field_name } : {}),
});
const phone = (type: string, phone_number = '03 9123 4567', extra: Record<string, unknown> = {}) => ({
  type,
  phone_number,
  ...extra,
});
const address = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  address_line_1: '5 Rule Rd',
  locality: 'Bendigo',
  ...extra,
});

const mobileMessage = CLIENT_MESSAGES.phoneInvalid;

/** [what, body changes, error key, message] */
const refused: [string, Record<string, unknown>, string, string][] = [
  [
    'an individual without a first name',
    { first_name: null, last_name: 'Only' },
    'first_name',
    CLIENT_MESSAGES.firstNameRequired,
  ],
  [
    'a business without a display name',
    { is_individual: false, display_name: '  ' },
    'display_name',
    CLIENT_MESSAGES.displayNameRequired,
  ],
  ['no reference number', { reference_id: undefined }, 'reference_id', CLIENT_MESSAGES.referenceRequired],
  ['a blank reference number', { reference_id: '   ' }, 'reference_id', CLIENT_MESSAGES.referenceRequired],
  ['a reference of 51 characters', { reference_id: 'R'.repeat(51) }, 'reference_id', CLIENT_MESSAGES.referenceTooLong],
  [
    'a due date below 0',
    { invoicing_default_due_date: -1 },
    'invoicing_default_due_date',
    CLIENT_MESSAGES.dueDateRange,
  ],
  [
    'a due date above 365',
    { invoicing_default_due_date: 366 },
    'invoicing_default_due_date',
    CLIENT_MESSAGES.dueDateRange,
  ],
  [
    'a fractional due date',
    { invoicing_default_due_date: 1.5 },
    'invoicing_default_due_date',
    CLIENT_MESSAGES.dueDateRange,
  ],
  [
    'a non-numeric due date',
    { invoicing_default_due_date: 'soon' },
    'invoicing_default_due_date',
    CLIENT_MESSAGES.dueDateRange,
  ],
  [
    'a markup below 0',
    { inventory_markup_percentage: -0.5 },
    'inventory_markup_percentage',
    CLIENT_MESSAGES.markupRange,
  ],
  [
    'a markup above 100',
    { inventory_markup_percentage: 100.01 },
    'inventory_markup_percentage',
    CLIENT_MESSAGES.markupRange,
  ],
  [
    'a non-numeric markup',
    { inventory_markup_percentage: 'ten' },
    'inventory_markup_percentage',
    CLIENT_MESSAGES.markupRange,
  ],
  [
    'a second PRIMARY email',
    { emails: [email('PRIMARY'), email('PRIMARY', 'other@example.com')] },
    'emails.1.type',
    CLIENT_MESSAGES.typeOnce('email', 'PRIMARY'),
  ],
  [
    'a second BILLING email after an EXTRA',
    { emails: [email('BILLING'), email('EXTRA', 'x@example.com', 'Site'), email('BILLING', 'b2@example.com')] },
    'emails.2.type',
    CLIENT_MESSAGES.typeOnce('email', 'BILLING'),
  ],
  [
    'an EXTRA email without a label',
    { emails: [email('PRIMARY'), email('EXTRA', 'extra@example.com')] },
    'emails.1.field_name',
    CLIENT_MESSAGES.labelRequired,
  ],
  [
    'an email without an @',
    { emails: [email('PRIMARY'), email('BILLING', 'billing.example.com')] },
    'emails.1.email_address',
    EMAIL_MESSAGES.invalid,
  ],
  [
    'an email with a space',
    { emails: [email('PRIMARY', 'jane doe@example.com')] },
    'emails.0.email_address',
    EMAIL_MESSAGES.invalid,
  ],
  [
    'an email with two @',
    { emails: [email('PRIMARY', 'jane@doe@example.com')] },
    'emails.0.email_address',
    EMAIL_MESSAGES.invalid,
  ],
  ['an empty email', { emails: [email('PRIMARY', '  ')] }, 'emails.0.email_address', EMAIL_MESSAGES.required],
  ['an unknown email type', { emails: [email('WORK')] }, 'emails.0.type', 'The email type is invalid.'],
  [
    'a second MOBILE phone',
    { phones: [phone('MOBILE', '0412 345 678'), phone('MOBILE', '0412 345 679')] },
    'phones.1.type',
    CLIENT_MESSAGES.typeOnce('phone', 'MOBILE'),
  ],
  [
    'a second FAX phone',
    { phones: [phone('FAX'), phone('DDI'), phone('FAX')] },
    'phones.2.type',
    CLIENT_MESSAGES.typeOnce('phone', 'FAX'),
  ],
  [
    'an EXTRA phone without a label',
    { phones: [phone('EXTRA')] },
    'phones.0.field_name',
    CLIENT_MESSAGES.labelRequired,
  ],
  ['a MOBILE of 9 digits', { phones: [phone('MOBILE', '0412 345 67')] }, 'phones.0.phone_number', mobileMessage],
  ['a MOBILE of 11 digits', { phones: [phone('MOBILE', '0412 345 6789')] }, 'phones.0.phone_number', mobileMessage],
  [
    'a landline as the MOBILE',
    { phones: [phone('DEFAULT'), phone('MOBILE', '03 9123 4567')] },
    'phones.1.phone_number',
    mobileMessage,
  ],
  [
    'a landline without its area code',
    { phones: [phone('BUSINESS', '9123 4567')] },
    'phones.0.phone_number',
    mobileMessage,
  ],
  ['a MOBILE with letters', { phones: [phone('MOBILE', '0412 ABC 678')] }, 'phones.0.phone_number', mobileMessage],
  [
    'a MOBILE with a + in the middle',
    { phones: [phone('MOBILE', '0412+345678')] },
    'phones.0.phone_number',
    mobileMessage,
  ],
  [
    'a MOBILE country code with 9 digits after it',
    { phones: [phone('MOBILE', '412 345 67', { country_code: '+61' })] },
    'phones.0.phone_number',
    mobileMessage,
  ],
  ['a landline with letters', { phones: [phone('BUSINESS', 'call me')] }, 'phones.0.phone_number', mobileMessage],
  [
    'an empty phone number',
    { phones: [phone('BUSINESS', ' ')] },
    'phones.0.phone_number',
    'The phone number field is required.',
  ],
  [
    'a second SERVICE address',
    { addresses: [address('SERVICE'), address('STRUCTURE'), address('SERVICE')] },
    'addresses.2.type',
    CLIENT_MESSAGES.typeOnce('address', 'SERVICE'),
  ],
  [
    'an EXTRA address without a label',
    { addresses: [address('PRIMARY'), address('BILLING'), address('EXTRA')] },
    'addresses.2.field_name',
    CLIENT_MESSAGES.labelRequired,
  ],
  [
    'a suburb of 51 characters',
    { addresses: [address('PRIMARY', { locality: 's'.repeat(51) })] },
    'addresses.0.locality',
    'The suburb may not be greater than 50 characters.',
  ],
  [
    'a postcode of 11 characters',
    { addresses: [address('PRIMARY', { postal_code: '1'.repeat(11) })] },
    'addresses.0.postal_code',
    'The postcode may not be greater than 10 characters.',
  ],
  [
    'a state of 31 characters',
    { addresses: [address('PRIMARY', { state: 'V'.repeat(31) })] },
    'addresses.0.state',
    'The state may not be greater than 30 characters.',
  ],
  [
    'a country of 51 characters',
    { addresses: [address('PRIMARY'), address('BILLING', { country: 'A'.repeat(51) })] },
    'addresses.1.country',
    'The country may not be greater than 50 characters.',
  ],
];

describe('POST /v1/clients refuses bad input, with the message under the indexed key, and stores nothing', () => {
  it.each(refused)('%s', async (_what, changes, key, message) => {
    const before = await companyFootprint(ctx.db, companyId);
    const base = 'is_individual' in changes && changes.is_individual === false ? business() : individual();
    const response = await postClient(ctx.t.app, owner, { ...base, ...changes });
    expectFieldError(response, key, message);
    expect(response.json().message).toBe(message);
    expect(await companyFootprint(ctx.db, companyId)).toEqual(before);
  });
});

describe('PUT /v1/clients applies the same rules and leaves the client as it was', () => {
  it.each(refused.filter(([, changes]) => !('reference_id' in changes && changes.reference_id === undefined)))(
    '%s',
    async (_what, changes, key, message) => {
      const client = await createClient(ctx.t.app, owner, individual());
      const before = await storedClient(ctx.db, companyId, client.id);
      const response = await putClient(ctx.t.app, owner, editBody(client, changes));
      expectFieldError(response, key, message);
      expect(await storedClient(ctx.db, companyId, client.id)).toEqual(before);
    },
  );
});

describe('accepts the edges of every rule', () => {
  it('takes the limits themselves and several labelled EXTRA entries', async () => {
    const client = await createClient(
      ctx.t.app,
      owner,
      individual({
        reference_id: `E${'x'.repeat(49)}`,
        invoicing_default_due_date: 365,
        inventory_markup_percentage: 100,
        emails: [
          email('PRIMARY'),
          email('BILLING'),
          email('EXTRA', 'a@example.com', 'Partner'),
          email('EXTRA', 'b@example.com', 'Accountant'),
        ],
        phones: [
          phone('MOBILE', '0412 345 678'),
          phone('DEFAULT', '(03) 9123-4567'),
          phone('EXTRA', '03 9000 0001', { field_name: 'Shed' }),
          phone('EXTRA', '03 9000 0002', { field_name: 'Office' }),
        ],
        addresses: [
          address('PRIMARY', {
            locality: 's'.repeat(50),
            postal_code: '1'.repeat(10),
            state: 'V'.repeat(30),
            country: 'A'.repeat(50),
          }),
          address('EXTRA', { field_name: 'Holiday house' }),
          address('EXTRA', { field_name: 'Storage' }),
        ],
      }),
    );
    expect(client.emails).toHaveLength(4);
    expect(client.phones).toHaveLength(4);
    expect(client.addresses).toHaveLength(3);
    expect(client).toMatchObject({ invoicing_default_due_date: 365, inventory_markup_percentage: 100 });
    const zero = await createClient(
      ctx.t.app,
      owner,
      individual({ invoicing_default_due_date: 0, inventory_markup_percentage: 0 }),
    );
    expect(zero).toMatchObject({ invoicing_default_due_date: 0, inventory_markup_percentage: 0 });
  });

  it.each([
    ['10 digits', { phone_number: '0412345678' }],
    ['10 digits with spaces', { phone_number: ' 04 1234 5678 ' }],
    ['+country code then 10 digits', { phone_number: '+61 0412 345 678' }],
    ['+country code then 9 digits', { phone_number: '+61 412 345 678' }],
    // Parsed by libphonenumber-js, which reads the usual separators as well as spaces.
    ['dashes', { phone_number: '0412-345-678' }],
    ['a separate country code', { country_code: '+61', phone_number: '0412 345 678' }],
  ])('takes a MOBILE of %s', async (_what, fields) => {
    const response = await postClient(ctx.t.app, owner, individual({ phones: [phone('MOBILE', undefined, fields)] }));
    expect(response.statusCode, response.body).toBe(200);
  });
});
