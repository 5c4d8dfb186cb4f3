import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '../auth/auth.schemas';
import { CLIENT_MESSAGES } from './clients.constants';
import { createClientBodySchema } from './clients.schemas';
import {
  autoMapColumns,
  CLIENT_CSV_FIELDS,
  CLIENT_CSV_MESSAGES,
  neutraliseFormula,
  noteHtml,
  parseClientType,
  rowToClientBody,
  unneutraliseFormula,
  validateClientCsvRow,
} from './clients-csv.rules';
import { CLIENT_CSV_EXPORT_FIELDS, clientToCsvCells } from './clients-csv-export.rules';

describe('CLIENT_CSV_FIELDS', () => {
  it('has unique keys and labels, and the export headers map back onto themselves', () => {
    const keys = CLIENT_CSV_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(CLIENT_CSV_FIELDS.map((f) => f.label)).size).toBe(keys.length);
    const headers = CLIENT_CSV_FIELDS.map((f) => f.label);
    const mapping = autoMapColumns(headers);
    for (const field of CLIENT_CSV_FIELDS) expect(mapping[field.key]).toBe(field.label);
  });
});

describe('autoMapColumns', () => {
  it('guesses common header names, ignoring case and punctuation', () => {
    const mapping = autoMapColumns([
      'Company Name',
      'First name',
      'SURNAME',
      'E-mail',
      'Phone',
      'Mobile Number',
      'Street',
      'City',
      'State',
      'Post Code',
      'Billing Suburb',
      'Ref',
      'Markup %',
      'Something else',
    ]);
    expect(mapping).toEqual({
      display_name: 'Company Name',
      first_name: 'First name',
      last_name: 'SURNAME',
      primary_email: 'E-mail',
      business_phone: 'Phone',
      mobile: 'Mobile Number',
      primary_address_line: 'Street',
      primary_address_suburb: 'City',
      primary_address_state: 'State',
      primary_address_postcode: 'Post Code',
      billing_address_suburb: 'Billing Suburb',
      reference_id: 'Ref',
      markup_percentage: 'Markup %',
    });
  });

  it('uses a header once and prefers an exact label over an alias', () => {
    const mapping = autoMapColumns(['Name', 'Display Name', 'display_name']);
    expect(mapping.display_name).toBe('Display Name');
    expect(Object.values(mapping).filter((h) => h === 'Name')).toHaveLength(0);
    expect(autoMapColumns([])).toEqual({});
    expect(autoMapColumns(['', '  '])).toEqual({});
  });
});

describe('parseClientType', () => {
  it('accepts Individual/Business, yes/no, true/false, 1/0', () => {
    for (const yes of ['Individual', 'yes', 'Y', 'TRUE', '1']) expect(parseClientType(yes)).toBe(true);
    for (const no of ['Business', 'no', 'false', '0', 'company']) expect(parseClientType(no)).toBe(false);
    expect(parseClientType('  ')).toBeNull();
    expect(parseClientType('maybe')).toBeUndefined();
  });
});

const mapping = autoMapColumns(CLIENT_CSV_FIELDS.map((f) => f.label));

describe('rowToClientBody', () => {
  it('builds a createClientBodySchema input from a mapped row', () => {
    const body = rowToClientBody(
      {
        'First Name': ' Jane ',
        'Last Name': 'Citizen',
        'Client Type': 'yes',
        'Reference Number': 'C-1',
        Email: 'Jane@Example.com',
        'Billing Email': '',
        Mobile: '0412 345 678',
        'Business Phone': '03 9000 1111',
        'Address Line': '1 Main St',
        'Address Suburb': 'Richmond',
        'Address State': 'VIC',
        'Address Postcode': '3121',
        'Service Address Suburb': 'Hawthorn',
        'Invoicing Due Days': '14',
        'Markup %': '12.5%',
        Note: 'Gate code <1234>\nDog on site',
      },
      mapping,
    );
    expect(body).toMatchObject({
      is_individual: true,
      first_name: 'Jane',
      last_name: 'Citizen',
      reference_id: 'C-1',
      emails: [{ type: 'PRIMARY', email_address: 'Jane@Example.com' }],
      phones: [
        { type: 'MOBILE', phone_number: '0412 345 678' },
        { type: 'BUSINESS', phone_number: '03 9000 1111' },
      ],
      addresses: [
        { type: 'PRIMARY', address_line_1: '1 Main St', locality: 'Richmond', state: 'VIC', postal_code: '3121' },
        { type: 'SERVICE', address_line_1: null, locality: 'Hawthorn' },
      ],
      invoicing_default_due_date: 14,
      inventory_markup_percentage: 12.5,
      note: '<p>Gate code &lt;1234&gt;</p><p>Dog on site</p>',
    });
    const parsed = createClientBodySchema.parse(body);
    expect(parsed.emails[0]?.email_address).toBe('jane@example.com');
  });

  it('reads a row with only a display name as a business, and ignores unmapped headers', () => {
    const body = rowToClientBody({ Company: 'Acme Pty Ltd', Other: 'x' }, { display_name: 'Company' });
    expect(body.is_individual).toBe(false);
    expect(body.display_name).toBe('Acme Pty Ltd');
    expect(body.emails).toEqual([]);
    expect(body.reference_id).toBe('');
  });
});

describe('validateClientCsvRow', () => {
  it('passes a valid row and flags a missing reference for numbering', () => {
    const result = validateClientCsvRow({ 'First Name': 'Jo' }, mapping);
    expect(result).toMatchObject({ ok: true, needsReference: true });
  });

  it('reports the exact domain messages under the CSV field at fault', () => {
    const result = validateClientCsvRow(
      {
        'Client Type': 'Individual',
        'Reference Number': 'R1',
        Email: 'not-an-email',
        'Billing Email': 'also bad',
        Mobile: '12',
        'Billing Address Postcode': '12345678901',
        'Invoicing Due Days': '400',
        'Markup %': 'lots',
      },
      mapping,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: 'primary_email', message: EMAIL_MESSAGES.invalid },
        { field: 'billing_email', message: EMAIL_MESSAGES.invalid },
        { field: 'mobile', message: CLIENT_MESSAGES.phoneInvalid },
        { field: 'billing_address_postcode', message: 'The postcode may not be greater than 10 characters.' },
        { field: 'invoicing_due_days', message: CLIENT_MESSAGES.dueDateRange },
        { field: 'markup_percentage', message: CLIENT_MESSAGES.markupRange },
      ]),
    );
  });

  it('asks for a first name once the fields themselves are valid (the schema refines after parsing)', () => {
    const result = validateClientCsvRow({ 'Reference Number': 'R1', Email: 'a@b.test' }, mapping);
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'first_name', message: CLIENT_MESSAGES.firstNameRequired }],
    });
  });

  it('refuses a client type it does not understand, and a business without a display name', () => {
    const unknown = validateClientCsvRow({ 'Client Type': 'maybe', 'First Name': 'A' }, mapping);
    expect(unknown).toEqual({
      ok: false,
      errors: [{ field: 'is_individual', message: CLIENT_CSV_MESSAGES.clientTypeInvalid }],
    });
    const business = validateClientCsvRow({ 'Client Type': 'Business', 'First Name': 'A' }, mapping);
    expect(business).toEqual({
      ok: false,
      errors: [{ field: 'display_name', message: CLIENT_MESSAGES.displayNameRequired }],
    });
  });
});

describe('export cells', () => {
  it('round-trips a client through the export columns and the import', () => {
    const cells = clientToCsvCells({
      is_individual: false,
      display_name: '=Acme',
      first_name: null,
      last_name: null,
      contact_name: 'Bob',
      reference_id: '1042',
      website: 'https://acme.test',
      heard_from_via: null,
      invoicing_default_due_date: 30,
      inventory_markup_percentage: 7.5,
      strata_identifier: 'SP 1',
      emails: [
        { type: 'BILLING', email_address: 'accounts@acme.test' },
        { type: 'PRIMARY', email_address: 'hi@acme.test' },
      ],
      phones: [{ type: 'DEFAULT', full_phone: '+61 3 9000 1111' }],
      addresses: [
        {
          type: 'BILLING',
          address_line_1: 'PO Box 1',
          locality: 'Carlton',
          state: 'VIC',
          postal_code: '3053',
          country: 'Australia',
        },
      ],
    });
    expect(cells).toHaveLength(CLIENT_CSV_EXPORT_FIELDS.length);
    const headers = CLIENT_CSV_EXPORT_FIELDS.map((f) => f.label);
    const row = Object.fromEntries(headers.map((h, i) => [h, neutraliseFormula(cells[i] ?? '')]));
    expect(row['Display Name']).toBe("'=Acme");
    expect(row['Business Phone']).toBe('(03) 9000 1111');
    const result = validateClientCsvRow(row, autoMapColumns(headers));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      is_individual: false,
      display_name: '=Acme',
      reference_id: '1042',
      invoicing_default_due_date: 30,
      inventory_markup_percentage: 7.5,
      emails: [
        { type: 'PRIMARY', email_address: 'hi@acme.test' },
        { type: 'BILLING', email_address: 'accounts@acme.test' },
      ],
      phones: [{ type: 'BUSINESS', phone_number: '(03) 9000 1111', full_phone: '+61 3 9000 1111' }],
      addresses: [{ type: 'BILLING', locality: 'Carlton', country: 'Australia' }],
    });
  });

  it('neutralises formulas and reads them back', () => {
    for (const cell of ['=1+1', '+61', '-5', '@SUM(A1)', '\tx']) {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
      expect(unneutraliseFormula(neutraliseFormula(cell))).toBe(cell);
    }
    expect(neutraliseFormula('plain')).toBe('plain');
    expect(unneutraliseFormula("'quoted")).toBe("'quoted");
  });

  it('turns a plain note into escaped paragraphs', () => {
    expect(noteHtml('  ')).toBeNull();
    expect(noteHtml('a & b')).toBe('<p>a &amp; b</p>');
  });
});
