import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { passwordProblems } from '@fieldbook/domain/auth/password.rules';
import type { ClientPayload } from '@fieldbook/domain/clients/clients.payloads';
import { createClientBodySchema } from '@fieldbook/domain/clients/clients.schemas';
import { ROLE_DEFAULT_PERMISSIONS } from '@fieldbook/domain/permissions/roles.rules';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signIn, startServer, type TestApp } from '../test/build-test-app';
import { DEMO_CLIENTS } from './demo-clients.seed';

const DEMO = { DEMO: '1', DEMO_EMAIL: 'Demo-X@Example.com', DEMO_PASSWORD: 'Demo-Pass1!' };

describe('the demo seed', () => {
  let t: TestApp;
  let db: pg.Pool;
  beforeAll(async () => {
    t = await buildTestApp(DEMO);
    db = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  const counts = async () =>
    (
      await db.query(
        `select (select count(*) from companies) as companies, (select count(*) from users) as users,
                (select count(*) from clients) as clients, (select count(*) from client_groups) as groups`,
      )
    ).rows[0];

  const owner = () => signIn(t.app, { email: 'demo-x@example.com', password: 'Demo-Pass1!' });
  const search = async (filter: string, more: Record<string, unknown> = {}) => {
    const response = await as(t.app, await owner(), {
      method: 'POST',
      url: '/v1/clients/search',
      payload: { filter, rows: 100, ...more },
    });
    expect(response.statusCode).toBe(200);
    return response.json().payload as { clients: ClientPayload[]; total: number };
  };

  it('lets the demo owner sign in to a subscribed company', async () => {
    const owner = await signIn(t.app, { email: 'demo-x@example.com', password: 'Demo-Pass1!' });
    const payload = (await as(t.app, owner, { method: 'GET', url: '/v1/user/load' })).json().payload;
    expect(payload.details).toMatchObject({ email: 'demo-x@example.com', role: 'Owner', created_company: true });
    expect(payload.company).toMatchObject({ company_name: 'Bayside Plumbing & Gas', subscribed: true });
    expect(payload.company.address).toMatchObject({ locality: 'Sandringham', state: 'VIC', country: 'Australia' });
    expect(payload.permissions).toContain('isSubscribed');
    expect([...payload.permissions].sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS.Owner, 'isSubscribed'].sort());
  });

  it('adds three staff, one of each other role, who can sign in with their role’s permissions', async () => {
    const { rows } = await db.query<{ email: string; role: string }>(
      `select email, role from users where company_id = (select company_id from users where email = $1)
       order by id`,
      ['demo-x@example.com'],
    );
    expect(rows.map((r) => r.role)).toEqual(['Owner', 'Administrator', 'Office', 'Field Staff']);

    for (const staff of rows.slice(1)) {
      expect(staff.email).toMatch(/@example\.com$/);
      const session = await signIn(t.app, { email: staff.email, password: 'Demo-Pass1!' });
      const load = (await as(t.app, session, { method: 'GET', url: '/v1/user/load' })).json().payload;
      expect(load.details.role).toBe(staff.role);
      const role = staff.role as keyof typeof ROLE_DEFAULT_PERMISSIONS;
      expect([...load.permissions].sort()).toEqual([...ROLE_DEFAULT_PERMISSIONS[role], 'isSubscribed'].sort());
    }
  });

  it('gives the staff licences through the API: one expiring within 30 days with its notices queued, one archived', async () => {
    const response = await as(t.app, await owner(), { method: 'GET', url: '/v1/business/company/licences/all' });
    expect(response.statusCode).toBe(200);
    const licences = response.json().payload.licences as {
      id: number;
      user: { name: string };
      is_set_to_expire: boolean;
      is_expired: boolean;
      archived: boolean;
    }[];
    expect(new Set(licences.map((l) => l.user.name)).size).toBe(3);
    const soon = licences.filter((l) => l.is_set_to_expire && !l.is_expired && !l.archived);
    expect(soon).toHaveLength(1);
    expect(licences.filter((l) => l.archived)).toHaveLength(1);
    const { rows } = await db.query(
      `select data->>'kind' as kind from pgboss.job where name = 'licence-expiry-notice' and data->>'licenceId' = $1
       order by start_after`,
      [String(soon[0]?.id)],
    );
    expect(rows.map((r) => r.kind)).toEqual(['soon', 'today']);
  });

  it('types the licences, and gas work requires the gasfitter’s', async () => {
    const session = await owner();
    const types = (await as(t.app, session, { method: 'GET', url: '/v1/business/company/licences/types' })).json()
      .payload.licence_types;
    expect(types.map((type: { name: string }) => type.name)).toEqual(['Gasfitter Type A', 'Licensed plumber']);
    const licences = (await as(t.app, session, { method: 'GET', url: '/v1/business/company/licences/all' })).json()
      .payload.licences as { licence_number: string; licence_type: { name: string } | null }[];
    expect(licences.find((l) => l.licence_number === 'GF-88120')?.licence_type?.name).toBe('Gasfitter Type A');
    const appointmentTypes = (
      await as(t.app, session, { method: 'GET', url: '/v1/appointments/types/available' })
    ).json().payload.types as { name: string; required_licences: { name: string }[] }[];
    expect(appointmentTypes.find((type) => type.name === 'Gas compliance check')?.required_licences).toEqual([
      expect.objectContaining({ name: 'Gasfitter Type A' }),
    ]);
  });

  it('gives the company a priced list of catalogue items besides General Service', async () => {
    const response = await as(t.app, await owner(), { method: 'GET', url: '/v1/inventory/all?search=blocked' });
    expect(response.json().payload.items).toEqual([
      expect.objectContaining({ code: 'BLOCKED-DRAIN', selling_unit_price: 220, selling_tax_type: 'EXCLUSIVE' }),
    ]);
    const all = await as(t.app, await owner(), { method: 'GET', url: '/v1/inventory/all' });
    expect(all.json().payload.count).toBe(11);
  });

  it('gives the company a gas compliance check and a backflow test, each with a master report template', async () => {
    const session = await owner();
    const forms = await as(t.app, session, { method: 'GET', url: '/v1/forms' });
    expect(forms.json().payload.forms.map((form: { name: string }) => form.name)).toEqual([
      'Backflow prevention test',
      'Gas appliance compliance check',
    ]);
    const templates = await as(t.app, session, { method: 'GET', url: '/v1/reportTemplates' });
    expect(templates.json().payload.templates).toEqual([
      expect.objectContaining({
        title: 'Backflow Prevention Device Test Report',
        standard: 'AS 2845.3',
        status: 'DRAFT',
      }),
      expect.objectContaining({ title: 'Gas Compliance Certificate', standard: 'AS/NZS 5601.1', is_master: true }),
    ]);
    const gas = await as(t.app, session, {
      method: 'GET',
      url: `/v1/forms/${templates.json().payload.templates[1].form_id}`,
    });
    expect(gas.json().payload.form.definition.sections.map((s: { title: string }) => s.title)).toEqual([
      'Appliance',
      'Safety checks',
      'Outcome',
    ]);
  });

  it('books two weeks of appointments across the staff, some unscheduled, with the demo types', async () => {
    const session = await owner();
    const types = await as(t.app, session, { method: 'GET', url: '/v1/appointments/types/available' });
    expect(types.json().payload.types.map((type: { name: string }) => type.name)).toContain('Blocked drain');
    const search = (payload: Record<string, unknown>) =>
      as(t.app, session, { method: 'POST', url: '/v1/appointments/search', payload });
    const scheduled = (await search({ rows: 100 })).json().payload;
    expect(scheduled.total).toBeGreaterThan(20);
    const staff = new Set(
      scheduled.appointments.flatMap((a: { attendees: { id: number }[] }) => a.attendees.map((u) => u.id)),
    );
    expect(staff.size).toBe(4);
    expect((await search({ status: ['UNSCHEDULED'] })).json().payload.total).toBeGreaterThan(0);
  });

  it('quotes and bills: sent and draft quotations, and paid, overdue and part-paid invoices, next numbers after them', async () => {
    const session = await owner();
    const list = async (kind: string) =>
      (
        await as(t.app, session, {
          method: 'POST',
          url: `/v1/${kind}/search`,
          payload: { sort: 'number', direction: 'asc' },
        })
      ).json().payload;
    expect((await list('quotation')).quotations.map((q: { status: string }) => q.status)).toEqual(['SENT', 'DRAFT']);
    const invoices = (await list('invoice')).invoices;
    expect(invoices.map((i: { status: string }) => i.status)).toEqual(['PAID', 'OPEN', 'PARTIAL']);
    expect(invoices[1].overdue_days).toBeGreaterThan(0);
    const next = await as(t.app, session, { method: 'GET', url: '/v1/invoice/defaults/values' });
    expect(next.json().payload.number).toBe('1004');
  });

  it('logs the seeding', async () => {
    const { rows } = await db.query(`select description from activity_logs where action = 'demo_seeded'`);
    expect(rows).toEqual([{ description: 'Demo company created' }]);
  });

  it('adds at least 40 clients, individuals and businesses, numbered from the company sequence', async () => {
    const { clients, total } = await search('', { sort: 'reference_id' });
    expect(total).toBeGreaterThanOrEqual(40);
    expect(total).toBe(DEMO_CLIENTS.length);
    expect(clients.map((c) => c.reference_id)).toEqual(clients.map((_, i) => String(1001 + i)));
    expect(clients.filter((c) => c.is_individual).length).toBeGreaterThanOrEqual(15);
    expect(clients.filter((c) => !c.is_individual).length).toBeGreaterThanOrEqual(10);
    expect(new Set(clients.map((c) => c.default_communication_method))).toEqual(
      new Set(['EMAIL', 'SMS', 'EMAIL_AND_SMS']),
    );
    const defaults = await as(t.app, await owner(), { method: 'GET', url: '/v1/clients/defaults' });
    expect(defaults.json().payload.reference_id).toBe(String(1001 + total));
    const { rows } = await db.query(`select count(*)::int as n from activity_logs where action = 'client_created'`);
    expect(rows[0].n).toBe(total);
  });

  it('stores every client valid by the create rules', async () => {
    const { clients } = await search('', { with_emails: 'ALL', with_phones: 'ALL', with_addresses: 'ALL' });
    for (const client of clients) {
      const body = {
        ...client,
        groups: client.groups.map((g) => ({ name: g.name, relationship: g.pivot.relationship })),
      };
      const parsed = createClientBodySchema.safeParse(body);
      expect(parsed.error?.issues ?? [], client.display_name).toEqual([]);
    }
    const phones = clients.flatMap((c) => c.phones ?? []);
    // Typed as Australians write them; full_phone is the international form the phone rules make.
    const mobiles = phones.filter((p) => p.type === 'MOBILE');
    expect(mobiles.every((p) => /^04\d\d \d{3} \d{3}$/.test(p.phone_number))).toBe(true);
    expect(mobiles.every((p) => /^\+61 4\d\d \d{3} \d{3}$/.test(p.full_phone))).toBe(true);
    const landlines = phones.filter((p) => p.phone_number.startsWith('('));
    expect(landlines.length).toBeGreaterThan(0);
    expect(landlines.every((p) => /^\(03\) [5-9]\d{3} \d{4}$/.test(p.phone_number))).toBe(true);
    expect(landlines.every((p) => /^\+61 3 [5-9]\d{3} \d{4}$/.test(p.full_phone))).toBe(true);
    const addresses = clients.flatMap((c) => c.addresses ?? []);
    expect(addresses.every((a) => a.state === 'VIC' && /^3\d{3}$/.test(a.postal_code ?? ''))).toBe(true);
    expect(addresses.some((a) => a.type === 'EXTRA' && a.field_name)).toBe(true);
  });

  it('finds clients by a phone number’s digits and by suburb', async () => {
    const byPhone = await search('0435617028');
    expect(byPhone.clients.map((c) => c.display_name)).toEqual(['Tom Harris']);
    const byLandline = await search('(03) 9592 8800', { with_phones: 'ALL' });
    expect(byLandline.clients.map((c) => c.display_name)).toEqual(['Bayside Realty Property Management']);
    const bySuburb = await search('sandringham', { with_addresses: 'ALL' });
    const inSandringham = DEMO_CLIENTS.filter((c) => c.addresses?.some((a) => a.locality === 'Sandringham'));
    expect(bySuburb.total).toBe(inSandringham.length);
    expect(bySuburb.total).toBeGreaterThanOrEqual(3);
    for (const client of bySuburb.clients)
      expect(client.addresses?.some((a) => a.locality === 'Sandringham')).toBe(true);
    expect(byLandline.clients[0]?.phones?.[0]).toMatchObject({
      phone_number: '(03) 9592 8800',
      full_phone: '+61 3 9592 8800',
    });
  });

  it('links a strata body with its owners and tenants', async () => {
    const { rows } = await db.query<{ name: string; display_name: string; relationship: string }>(
      `select g.name, c.display_name, m.relationship from client_group_members m
       join client_groups g on g.company_id = m.company_id and g.id = m.group_id
       join clients c on c.company_id = m.company_id and c.id = m.client_id
       where g.name like 'Seaview%' order by c.display_name`,
    );
    expect(rows).toEqual([
      { name: 'Seaview Apartments, 21 Beach Road', display_name: 'Rebecca Kelly', relationship: 'Owner, unit 7' },
      { name: 'Seaview Apartments, 21 Beach Road', display_name: 'Sam Taylor', relationship: 'Tenant, unit 7' },
      {
        name: 'Seaview Apartments, 21 Beach Road',
        display_name: 'Seaview Apartments Owners Corporation',
        relationship: 'Owners corporation',
      },
      { name: 'Seaview Apartments, 21 Beach Road', display_name: 'Tom Harris', relationship: 'Tenant, unit 3' },
    ]);
    const notes = await db.query(`select count(*)::int as n from notes where subject_type = 'client'`);
    expect(notes.rows[0].n).toBeGreaterThanOrEqual(5);
  });

  it('does not seed again when another server starts on the same database', async () => {
    const before = await counts();
    expect(before).toEqual({ companies: 1, users: 4, clients: DEMO_CLIENTS.length, groups: 2 });
    const second = await startServer(t.databaseUrl, DEMO);
    try {
      expect(await counts()).toEqual(before);
      const owner = await signIn(second, { email: 'demo-x@example.com', password: 'Demo-Pass1!' });
      expect((await as(second, owner, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
    expect(await counts()).toEqual(before);
  });
});

describe('the demo seed without DEMO_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DEMO: '1', DEMO_EMAIL: 'generated@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('generates a password that meets the checklist, keeps it in DATA_DIR, and it signs in', async () => {
    const password = readFileSync(join(t.app.config.dataDir, 'demo-password'), 'utf8').trim();
    expect(passwordProblems(password)).toEqual([]);
    const owner = await signIn(t.app, { email: 'generated@example.com', password });
    expect((await as(t.app, owner, { method: 'GET', url: '/v1/user/load' })).statusCode).toBe(200);
  });
});

describe('without DEMO', () => {
  it('seeds nothing', async () => {
    const t = await buildTestApp();
    try {
      const db = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
      const { rows } = await db.query('select count(*) as n from companies');
      await db.end();
      expect(rows[0].n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
