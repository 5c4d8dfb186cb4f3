import { EMAIL_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { autoMapColumns, CLIENT_CSV_FIELDS, CLIENT_CSV_MESSAGES } from '@fieldbook/domain/clients/clients-csv.rules';
import { trialLimitMessage } from '@fieldbook/domain/plans/plans.rules';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  as,
  buildTestApp,
  registerBusiness,
  type Session,
  type TestApp,
  whoIs,
} from '../../test/build-test-app';

let t: TestApp;
let db: pg.Pool;
let owner: Session;
let companyId: number;

/** The headers of an export, which the automatic mapping maps onto themselves. */
const LABELS = CLIENT_CSV_FIELDS.map((field) => field.label);
const MAPPING = autoMapColumns(LABELS);

type Row = Record<string, string>;
const row = (cells: Partial<Record<(typeof LABELS)[number], string>>): Row => cells as Row;

const importCsv = (
  session: { token: string },
  rows: Row[],
  options: { mode?: 'all_or_nothing' | 'valid_only'; dry_run?: boolean; mapping?: Record<string, string> } = {},
) =>
  as(t.app, session, {
    method: 'POST',
    url: '/v1/clients/import',
    payload: {
      rows,
      mapping: options.mapping ?? MAPPING,
      mode: options.mode ?? 'all_or_nothing',
      dry_run: options.dry_run ?? false,
    },
  });

const exportCsv = (app: FastifyInstance, session: { token: string }, query = '') =>
  as(app, session, { method: 'GET', url: `/v1/clients/export${query}` });

async function clientCount(id = companyId) {
  const { rows } = await db.query('select count(*)::int as n from clients where company_id = $1', [id]);
  return rows[0].n as number;
}

/** RFC 4180 reader for the export (quoted cells, doubled quotes, CRLF), into header → cell rows. */
function readCsv(file: string): Row[] {
  expect(file.startsWith('\ufeff')).toBe(true);
  const text = file.slice(1);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length) records.push([...record, cell]);
  const [header = [], ...body] = records;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
  owner = await registerBusiness(t.app, { company_name: 'CSV Co' });
  companyId = (await whoIs(t.app, owner)).companyId;
  await db.query('update companies set subscribed = true where id = $1', [companyId]);
});

afterAll(async () => {
  await db?.end();
  await t?.close();
});

describe('POST /v1/clients/import', () => {
  it('previews with per-row errors (exact domain messages, file row numbers) and imports nothing', async () => {
    const before = await clientCount();
    const response = await importCsv(
      owner,
      [
        row({ 'First Name': 'Ann', 'Last Name': 'Able', Email: 'ann@example.com', 'Reference Number': 'P-1' }),
        row({ 'First Name': 'Bob', Email: 'not an email', 'Invoicing Due Days': '999' }),
        row({ 'Client Type': 'Business', 'Reference Number': 'P-3' }),
        row({ 'First Name': 'Cat', 'Client Type': 'maybe' }),
      ],
      { dry_run: true },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('success');
    expect(body.payload).toEqual({
      total: 4,
      valid: 1,
      invalid: 3,
      imported: 0,
      errors: [
        { row: 3, field: 'primary_email', message: EMAIL_MESSAGES.invalid },
        { row: 3, field: 'invoicing_due_days', message: CLIENT_MESSAGES.dueDateRange },
        { row: 4, field: 'display_name', message: CLIENT_MESSAGES.displayNameRequired },
        { row: 5, field: 'is_individual', message: CLIENT_CSV_MESSAGES.clientTypeInvalid },
      ],
    });
    expect(await clientCount()).toBe(before);
  });

  it('all_or_nothing with one bad row imports nothing, answers 422 and names the row', async () => {
    const before = await clientCount();
    const logsBefore = await db.query('select count(*)::int as n from activity_logs where company_id = $1', [
      companyId,
    ]);
    const response = await importCsv(owner, [
      row({ 'First Name': 'Dee', 'Reference Number': 'A-1' }),
      row({ 'First Name': 'Eve', Mobile: '12', 'Reference Number': 'A-2' }),
      row({ 'First Name': 'Fay', 'Reference Number': 'A-3' }),
    ]);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe('error');
    expect(body.message).toBe(CLIENT_CSV_MESSAGES.invalidRows(1));
    expect(body.payload).toMatchObject({ total: 3, valid: 2, invalid: 1, imported: 0 });
    expect(body.payload.errors).toEqual([{ row: 3, field: 'mobile', message: CLIENT_MESSAGES.phoneInvalid }]);
    expect(body.errors).toEqual({ 'rows.3.mobile': [CLIENT_MESSAGES.phoneInvalid] });
    expect(await clientCount()).toBe(before);
    const logsAfter = await db.query('select count(*)::int as n from activity_logs where company_id = $1', [companyId]);
    expect(logsAfter.rows[0].n).toBe(logsBefore.rows[0].n);
  });

  it('valid_only imports the valid rows, numbers blank references from the sequence and logs each client', async () => {
    const before = await clientCount();
    const response = await importCsv(
      owner,
      [
        row({
          'First Name': 'Gus',
          'Last Name': 'Green',
          Email: 'GUS@example.com',
          Mobile: '0412 345 678',
          'Address Line': '1 Main St',
          'Address Suburb': 'Richmond',
          'Address State': 'VIC',
          'Address Postcode': '3121',
          Note: 'Gate code <1234>',
        }),
        row({ 'First Name': 'Hal', Email: 'bad@' }),
        row({ 'Display Name': 'Ivy Holdings', 'Reference Number': '1002' }),
        row({ 'First Name': 'Jo' }),
      ],
      { mode: 'valid_only' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(CLIENT_CSV_MESSAGES.imported(3));
    expect(body.payload).toEqual({
      total: 4,
      valid: 3,
      invalid: 1,
      imported: 3,
      errors: [{ row: 3, field: 'primary_email', message: EMAIL_MESSAGES.invalid }],
    });
    expect(await clientCount()).toBe(before + 3);

    const { rows } = await db.query(
      `select display_name, is_individual, reference_id from clients
       where company_id = $1 and display_name in ('Gus Green', 'Ivy Holdings', 'Jo') order by id`,
      [companyId],
    );
    // Blank references take the next sequence numbers, skipping 1002 which the file itself uses.
    expect(rows).toEqual([
      { display_name: 'Gus Green', is_individual: true, reference_id: '1001' },
      { display_name: 'Ivy Holdings', is_individual: false, reference_id: '1002' },
      { display_name: 'Jo', is_individual: true, reference_id: '1003' },
    ]);
    const gus = await as(t.app, owner, {
      method: 'POST',
      url: '/v1/clients/search',
      payload: { filter: 'gus green', with_emails: 'ALL', with_phones: 'ALL', with_addresses: 'ALL' },
    });
    const [found] = gus.json().payload.clients;
    expect(found.emails).toMatchObject([{ type: 'PRIMARY', email_address: 'gus@example.com' }]);
    expect(found.phones).toMatchObject([{ type: 'MOBILE', full_phone: '+61 412 345 678' }]);
    expect(found.addresses).toMatchObject([{ type: 'PRIMARY', full_address: '1 Main St, Richmond VIC 3121' }]);
    const notes = await db.query('select value from notes where company_id = $1 and subject_id = $2', [
      companyId,
      found.id,
    ]);
    expect(notes.rows).toEqual([{ value: '<p>Gate code &lt;1234&gt;</p>' }]);

    const logs = await db.query(
      `select action, count(*)::int as n from activity_logs where company_id = $1
       and action in ('client_created', 'clients_imported') and created_at > now() - interval '1 minute'
       group by action order by action`,
      [companyId],
    );
    expect(logs.rows).toEqual([
      { action: 'client_created', n: 3 },
      { action: 'clients_imported', n: 1 },
    ]);

    const defaults = await as(t.app, owner, { method: 'GET', url: '/v1/clients/defaults' });
    expect(defaults.json().payload.reference_id).toBe('1004');
  });

  it('refuses a reference used twice in the file, or already used by the company (any case)', async () => {
    const response = await importCsv(
      owner,
      [
        row({ 'First Name': 'Kim', 'Reference Number': 'dup-9' }),
        row({ 'First Name': 'Lee', 'Reference Number': 'DUP-9' }),
        row({ 'First Name': 'Max', 'Reference Number': '1002' }),
      ],
      { dry_run: true },
    );
    expect(response.json().payload.errors).toEqual([
      { row: 3, field: 'reference_id', message: CLIENT_CSV_MESSAGES.referenceDuplicateInFile(2) },
      { row: 4, field: 'reference_id', message: CLIENT_MESSAGES.referenceTaken },
    ]);
  });

  it('refuses a body past the row limit', async () => {
    const rows = Array.from({ length: 5001 }, () => row({ 'First Name': 'X' }));
    const response = await importCsv(owner, rows, { dry_run: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.rows).toEqual([CLIENT_CSV_MESSAGES.tooManyRows]);
  });

  it('refuses the whole import past the trial limit of an unsubscribed company', async () => {
    const trial = await registerBusiness(t.app, { company_name: 'Trial Co' });
    const trialId = (await whoIs(t.app, trial)).companyId;
    const rows = Array.from({ length: 26 }, (_, i) => row({ 'First Name': `T${i}` }));
    const response = await importCsv(trial, rows);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ status: 'unsubscribed', message: trialLimitMessage('client') });
    expect(await clientCount(trialId)).toBe(0);
    const fits = await importCsv(trial, rows.slice(0, 25));
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await clientCount(trialId)).toBe(25);
  });

  it('needs canImportData (403) and keeps companies apart', async () => {
    const fieldStaff = await addStaff(t.app, owner, 'Field Staff');
    const refused = await importCsv(fieldStaff, [row({ 'First Name': 'No' })], { dry_run: true });
    expect(refused.statusCode).toBe(403);

    // Another company may use this company's references, and never sees its clients.
    const other = await registerBusiness(t.app, { company_name: 'Other Co' });
    const otherId = (await whoIs(t.app, other)).companyId;
    const response = await importCsv(other, [row({ 'First Name': 'Ola', 'Reference Number': '1002' })]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.imported).toBe(1);
    expect(await clientCount(otherId)).toBe(1);
    const exported = readCsv((await exportCsv(t.app, other)).body);
    expect(exported.map((r) => r['Display Name'])).toEqual(['Ola']);
  });
});

describe('GET /v1/clients/export', () => {
  it('answers a CSV attachment of the active clients, formulas neutralised', async () => {
    await importCsv(owner, [
      row({
        'Display Name': '=HYPERLINK("http://evil.test","x")',
        'Client Type': 'Business',
        'Business Phone': '+64 21 123 4567',
      }),
      row({ 'First Name': '@SUM(A1)', Website: '-2+3', Mobile: '+61 412 345 678' }),
    ]);
    const response = await exportCsv(t.app, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = readCsv(response.body);
    expect(Object.keys(rows[0] ?? {})).toEqual(LABELS.filter((label) => label !== 'Note'));
    const evil = rows.find((r) => r['Display Name']?.includes('HYPERLINK'));
    expect(evil?.['Display Name']).toBe(`'=HYPERLINK("http://evil.test","x")`);
    // A foreign number goes out international (so neutralised), an Australian one national.
    expect(evil?.['Business Phone']).toBe("'+64 21 123 4567");
    const sum = rows.find((r) => r['First Name']?.includes('SUM'));
    expect(sum).toMatchObject({ 'First Name': "'@SUM(A1)", Website: "'-2+3", Mobile: '0412 345 678' });
    expect(response.body).not.toMatch(/(^|,)[=@+-]/m);
  });

  it('exports archived clients with archived=1 only', async () => {
    const { rows } = await db.query("select id from clients where company_id = $1 and display_name = 'Jo'", [
      companyId,
    ]);
    await as(t.app, owner, { method: 'DELETE', url: '/v1/clients', payload: { id: rows[0].id } });
    const active = readCsv((await exportCsv(t.app, owner)).body);
    const archived = readCsv((await exportCsv(t.app, owner, '?archived=1')).body);
    expect(active.some((r) => r['Display Name'] === 'Jo')).toBe(false);
    expect(archived.map((r) => r['Display Name'])).toEqual(['Jo']);
  });

  it('round-trips: an export re-imports cleanly into another company and exports the same', async () => {
    const original = readCsv((await exportCsv(t.app, owner)).body);
    expect(original.length).toBeGreaterThan(3);
    const copy = await registerBusiness(t.app, { company_name: 'Copy Co' });
    const copyId = (await whoIs(t.app, copy)).companyId;
    await db.query('update companies set subscribed = true where id = $1', [copyId]);
    const mapping = autoMapColumns(Object.keys(original[0] ?? {}));
    const preview = await importCsv(copy, original, { mapping, dry_run: true });
    expect(preview.json().payload).toMatchObject({
      total: original.length,
      valid: original.length,
      invalid: 0,
      errors: [],
    });
    const imported = await importCsv(copy, original, { mapping });
    expect(imported.json().payload.imported).toBe(original.length);
    const again = readCsv((await exportCsv(t.app, copy)).body);
    expect(again).toEqual(original);
  });

  it('needs canExportClients (403)', async () => {
    const fieldStaff = await addStaff(t.app, owner, 'Field Staff');
    expect((await exportCsv(t.app, fieldStaff)).statusCode).toBe(403);
    const office = await addStaff(t.app, owner, 'Office');
    expect((await exportCsv(t.app, office)).statusCode).toBe(200);
  });
});
