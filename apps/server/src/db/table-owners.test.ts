import { describe, expect, it } from 'vitest';
import { serverSources, tableOf } from '../test/server-sources';

/**
 * The table-owner walk (issue 34): each table has one owning module, the only one that writes it, and
 * queries live in `*.repository.ts` files. Everything else asks the owner. Like the permission walk,
 * it reads every server source file.
 */

/** Table → the folder (under apps/server/src) that alone writes it. */
const OWNERS: Record<string, string> = {
  accounting_connections: 'modules/accounting',
  accounting_links: 'modules/accounting',
  accounting_logs: 'modules/accounting',
  activity_logs: 'modules/activity',
  booking_services: 'modules/booking',
  booking_settings: 'modules/booking',
  bookings: 'modules/booking',
  booking_photos: 'modules/booking',
  appointment_attendees: 'modules/appointments',
  appointment_clients: 'modules/appointments',
  // Written by triggers on appointments (migration 0041), read by the search.
  appointment_counts: 'modules/appointments',
  appointment_reminders: 'modules/appointments',
  appointment_type_licence_types: 'modules/appointment-types',
  appointment_type_links: 'modules/appointment-types',
  appointment_types: 'modules/appointment-types',
  appointments: 'modules/appointments',
  attachments: 'modules/attachments',
  auth_throttles: 'modules/auth',
  calendar_feeds: 'modules/calendar-feeds',
  client_addresses: 'modules/clients',
  client_emails: 'modules/clients',
  client_group_members: 'modules/clients',
  client_groups: 'modules/clients',
  client_phones: 'modules/clients',
  clients: 'modules/clients',
  communication_templates: 'modules/communication-templates',
  communications: 'modules/communications',
  companies: 'modules/company',
  company_cards: 'modules/billing',
  company_sequences: 'db',
  coupon_redemptions: 'modules/billing',
  coupons: 'modules/billing',
  devices: 'modules/auth',
  document_links: 'modules/documents',
  // Written by triggers on documents (migration 0051), read by the dashboard.
  unpaid_invoice_days: 'modules/documents',
  documents: 'modules/documents',
  drawing_assets: 'modules/drawing-assets',
  drawings: 'modules/drawings',
  email_changes: 'modules/auth',
  email_outbox: 'messaging',
  feedback: 'modules/feedback',
  file_categories: 'modules/files',
  files: 'modules/files',
  form_versions: 'modules/forms',
  forms: 'modules/forms',
  // Written by triggers on inventory_items (migration 0041), read by the list.
  idempotency_keys: 'modules/idempotency',
  inventory_counts: 'modules/inventory',
  inventory_items: 'modules/inventory',
  inventory_metadata_definitions: 'modules/inventory',
  inventory_prefill_defaults: 'modules/inventory',
  invoice_reminders: 'modules/invoices',
  licence_types: 'modules/licences',
  licences: 'modules/licences',
  // Written by the list-version triggers (migration 0040) only; read by db/list-versions.ts.
  list_versions: 'db',
  notes: 'modules/notes',
  notifications: 'modules/notifications',
  oauth_states: 'modules/auth',
  password_confirmations: 'modules/auth',
  password_history: 'modules/users',
  password_resets: 'modules/auth',
  payment_accounts: 'modules/payment-provider',
  payments: 'modules/payments',
  plans: 'modules/billing',
  portal_cards: 'modules/connect',
  portal_client_links: 'modules/connect',
  portal_codes: 'modules/connect',
  portal_provider_customers: 'modules/payment-provider',
  portal_refresh_tokens: 'modules/connect',
  portal_sessions: 'modules/connect',
  portal_users: 'modules/connect',
  refresh_tokens: 'modules/auth',
  report_templates: 'modules/forms',
  reports: 'modules/reports',
  sessions: 'modules/auth',
  sms_outbox: 'messaging',
  subscription_invoices: 'modules/billing',
  subscriptions: 'modules/billing',
  system_state: 'modules/system',
  system_types: 'modules/inventory',
  // Written by triggers on notes, attachments and activity_logs (migration 0043), read by the tiles.
  timeline_counts: 'modules/timeline',
  users: 'modules/users',
};

const tableNames = new Set<string>(tableOf.values());

interface Write {
  table: string;
  verb: 'insert' | 'update' | 'delete';
}

/** The tables a source writes: through Drizzle (`.insert(users)`) or in SQL text (`insert into users`). */
function writesIn(source: string): Write[] {
  const writes: Write[] = [];
  for (const [, verb, name] of source.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = name && tableOf.get(name);
    if (table) writes.push({ table, verb: verb as Write['verb'] });
  }
  for (const [, verb, name] of source.matchAll(/\b(insert\s+into|update|delete\s+from)\s+"?(\w+)"?\s/gi)) {
    if (name && tableNames.has(name))
      writes.push({ table: name, verb: verb?.split(/\s/)[0]?.toLowerCase() as Write['verb'] });
  }
  return writes;
}

/** Whether a source builds or sends a query: a table in a Drizzle builder, or SQL handed to the driver. */
function queriesIn(source: string): boolean {
  for (const [, name] of source.matchAll(/\.(?:from|insert|update|delete)\(\s*(\w+)\s*[),]/g))
    if (name && tableOf.has(name)) return true;
  return /\.execute\(\s*sql`|\.query\(\s*['"`]\s*(select|insert|update|delete|with)\b/i.test(source);
}

const files = serverSources();
/** Repositories, and the data layer itself: the connection, migrations, sequences, LISTEN/NOTIFY. */
const isRepository = (path: string) => path.endsWith('.repository.ts') || /^(db|realtime)\//.test(path);

describe('table owners', () => {
  it('recognises a write and a query in source text', () => {
    expect(writesIn('await tx.update(users).set({ active: false });')).toEqual([{ table: 'users', verb: 'update' }]);
    expect(writesIn('sql`delete from appointments where id = $1`')).toEqual([
      { table: 'appointments', verb: 'delete' },
    ]);
    expect(writesIn('hash.update(secret)')).toEqual([]);
    expect(queriesIn('db.select().from(clients).where(eq(clients.id, id))')).toBe(true);
    expect(queriesIn("pool.query('select 1')")).toBe(true);
    expect(queriesIn('createHash("sha256").update(token).digest()')).toBe(false);
  });

  it('names an owner for every table', () => {
    expect([...tableNames].filter((table) => !OWNERS[table]).sort()).toEqual([]);
    expect(Object.keys(OWNERS).filter((table) => !tableNames.has(table))).toEqual([]);
  });

  it('writes each table only from its owner', () => {
    const strays = files.flatMap(({ path, source }) =>
      writesIn(source)
        .filter(({ table }) => !path.startsWith(`${OWNERS[table]}/`))
        .map(({ table, verb }) => `${path}: ${verb} ${table} (owned by ${OWNERS[table]})`),
    );
    expect([...new Set(strays)]).toEqual([]);
  });

  it('runs queries only in repositories', () => {
    const outside = files.filter(({ path, source }) => !isRepository(path) && queriesIn(source)).map((f) => f.path);
    expect(outside).toEqual([]);
  });
});
