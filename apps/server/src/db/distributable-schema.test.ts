import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import { serverSources, tableOf } from '../test/server-sources';

/**
 * Keeps the schema distributable by company (issue 35, docs/scaling.md): with Citus every tenant
 * table (one with `company_id`) is distributed by `company_id`, which needs its primary key, unique
 * indexes and foreign keys to include `company_id`, and every join between tenant tables to tie both
 * sides' `company_id` (then a company's rows meet on one node). The migrated database is read.
 *
 * The exceptions below are what breaks that today, each with its reason; docs/scaling.md has the plan
 * for each. The lists must match exactly, so a fix removes its entry and nothing new joins them.
 */

/** Tables without `company_id`, each either replicated to every node or kept apart from tenants. */
const NOT_TENANT: Record<string, 'reference' | 'global'> = {
  // The distribution root: distributed by its id, co-located with every tenant table.
  companies: 'global',
  // Small, read-mostly catalogues every company shares: Citus reference tables.
  plans: 'reference',
  coupons: 'reference',
  system_types: 'reference',
  system_state: 'reference',
  inventory_metadata_definitions: 'reference',
  inventory_prefill_defaults: 'reference',
  // Not a company's: per client IP / per portal account (a portal user is linked to many companies).
  auth_throttles: 'global',
  portal_users: 'global',
  portal_sessions: 'global',
  portal_refresh_tokens: 'global',
  portal_codes: 'global',
  portal_cards: 'global',
  portal_provider_customers: 'global',
};

/** Tenant tables whose primary key lacks `company_id`, and why. */
const PRIMARY_KEY_EXCEPTIONS: Record<string, string> = {
  email_outbox: 'company_id is null for mail not sent for a company (portal codes, sign-up)',
  sms_outbox: 'company_id is null for messages not sent for a company (portal codes)',
  oauth_states: "looked up by the state the provider sends back, before the request's company is known",
};

/** Unique indexes on tenant tables without `company_id`: global lookups made before the company is known. */
const UNIQUE_EXCEPTIONS: Record<string, string> = {
  booking_settings_handle_unique: 'the public booking page is found by its handle alone',
  calendar_feeds_token_unique: 'a calendar app fetches the feed by its token alone',
  clients_refer_code_unique: 'a referral link carries the code alone',
  communications_reference_unique: 'the SMS provider reports delivery by our reference alone',
  document_links_token_unique: 'a shared document link carries its token alone',
  email_changes_verify_hash: 'the verification link carries its code alone',
  email_changes_reverse_hash: 'the undo link carries its code alone',
  email_outbox_pkey: 'see the primary keys',
  sms_outbox_pkey: 'see the primary keys',
  oauth_states_pkey: 'see the primary keys',
  password_confirmations_hash: 'the confirmation link carries its token alone',
  refresh_tokens_hash_unique: 'the refresh cookie carries the token alone',
  subscription_invoices_number: 'subscription invoice numbers are one series across companies',
  users_email_unique: 'sign-in is by email alone, one account per email across companies',
};

/** Foreign keys from a tenant table that do not tie `company_id` to a co-located table. */
const FOREIGN_KEY_EXCEPTIONS: Record<string, string> = {
  communications_email_outbox_id_email_outbox_id_fk: 'the outbox keys by id alone (see the primary keys)',
  communications_sms_outbox_id_sms_outbox_id_fk: 'the outbox keys by id alone (see the primary keys)',
  portal_client_links_portal_user_id_portal_users_id_fk: 'a portal user belongs to no one company',
};

/** Joins in the source between tenant tables that do not tie `company_id` (file: joined table). */
const JOIN_EXCEPTIONS: Record<string, string> = {
  'modules/communications/communications.repository.ts: emailOutbox': 'the outbox keys by id alone',
  'modules/communications/communications.repository.ts: smsOutbox': 'the outbox keys by id alone',
};

interface Key {
  table: string;
  name: string;
  columns: string[];
}

interface ForeignKey extends Key {
  referenced: string;
  referencedColumns: string[];
}

const ctx = useTestApp();

/** SQL for the names of a key's columns, in the key's order. */
const columnsOf = (attnums: string, relation: string) =>
  `array(select a.attname from unnest(${attnums}) with ordinality key(attnum, ord)
         join pg_attribute a on a.attrelid = ${relation} and a.attnum = key.attnum order by key.ord)::text[]`;

async function catalog() {
  const tables = (
    await ctx.db.query<{ table: string; tenant: boolean }>(
      `select c.relname as table,
              exists (select 1 from pg_attribute a
                      where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped) as tenant
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`,
    )
  ).rows;
  const unique = (
    await ctx.db.query<Key & { primary: boolean }>(
      `select t.relname as table, i.relname as name, x.indisprimary as primary,
              ${columnsOf('x.indkey::int2[]', 'x.indrelid')} as columns
       from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
       join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = 'public' and x.indisunique`,
    )
  ).rows;
  const foreign = (
    await ctx.db.query<ForeignKey>(
      `select t.relname as table, k.conname as name, r.relname as referenced,
              ${columnsOf('k.conkey', 'k.conrelid')} as columns,
              ${columnsOf('k.confkey', 'k.confrelid')} as "referencedColumns"
       from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_class r on r.oid = k.confrelid
       join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = 'public' and k.contype = 'f'`,
    )
  ).rows;
  return {
    tenant: new Set(tables.filter((t) => t.tenant).map((t) => t.table)),
    others: tables.filter((t) => !t.tenant).map((t) => t.table),
    unique,
    foreign,
  };
}

/** The text between the parenthesis at `open` and the one that closes it. */
function balanced(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

interface Join {
  /** The joined table as the code names it (a Drizzle table's variable, or a SQL table name). */
  target: string;
  condition: string;
}

/**
 * The joins a source makes: Drizzle's `.innerJoin(table, condition)` (and left/right/full), and SQL's
 * `join ${table} alias on condition` or `join table alias on condition` up to the next clause. Lateral
 * joins are subqueries with their own WHERE and are left to the tenancy tests.
 */
function joinsIn(source: string): Join[] {
  const joins: Join[] = [];
  for (const match of source.matchAll(/\.(?:inner|left|right|full)Join\(/g)) {
    const args = balanced(source, (match.index ?? 0) + match[0].length - 1);
    const [, target = '', condition = ''] = /^\s*(\w+)\s*,([\s\S]*)$/.exec(args) ?? [];
    joins.push({ target, condition });
  }
  const sqlJoin =
    /\bjoin\s+(?!lateral\b)(?:\$\{(\w+)\}|"?([a-z_]+)"?)(?:\s+(?:as\s+)?\w+)?\s+on\s+([\s\S]*?)(?=\bjoin\b|\bwhere\b|\border\s+by\b|\bgroup\s+by\b|\blimit\b|`)/gi;
  for (const [, variable, name, condition = ''] of source.matchAll(sqlJoin))
    joins.push({ target: variable ?? name ?? '', condition });
  return joins;
}

const tiesCompany = (condition: string) => /company_?id/i.test(condition);

describe('distributable schema', () => {
  it('classifies every table without company_id', async () => {
    const { others } = await catalog();
    expect(others.filter((table) => !NOT_TENANT[table]).sort()).toEqual([]);
    expect(Object.keys(NOT_TENANT).filter((table) => !others.includes(table))).toEqual([]);
  });

  it("has company_id in every tenant table's primary key", async () => {
    const { tenant, unique } = await catalog();
    const primary = new Map(unique.filter((key) => key.primary).map((key) => [key.table, key]));
    const missing = [...tenant].filter((table) => !primary.get(table)?.columns.includes('company_id')).sort();
    expect(missing).toEqual(Object.keys(PRIMARY_KEY_EXCEPTIONS).sort());
  });

  it('has company_id in every unique index of a tenant table', async () => {
    const { tenant, unique } = await catalog();
    const missing = unique
      .filter((key) => tenant.has(key.table) && !key.columns.includes('company_id'))
      .map((key) => key.name)
      .sort();
    expect(missing).toEqual(Object.keys(UNIQUE_EXCEPTIONS).sort());
  });

  it('ties company_id in every foreign key between tenant tables, and points others only at reference tables', async () => {
    const { tenant, foreign } = await catalog();
    const broken = foreign
      .filter((key) => tenant.has(key.table))
      .filter((key) => {
        if (tenant.has(key.referenced)) {
          const at = key.columns.indexOf('company_id');
          return at < 0 || key.referencedColumns[at] !== 'company_id';
        }
        // companies(id) is the distribution column itself; reference tables live on every node.
        if (key.referenced === 'companies') return key.columns.join() !== 'company_id';
        return NOT_TENANT[key.referenced] !== 'reference';
      })
      .map((key) => key.name)
      .sort();
    expect(broken).toEqual(Object.keys(FOREIGN_KEY_EXCEPTIONS).sort());
  });

  it('recognises joins in Drizzle and in SQL text', () => {
    expect(joinsIn('.from(a).innerJoin(users, and(eq(users.companyId, a.companyId), eq(users.id, a.userId)))')).toEqual(
      [{ target: 'users', condition: ' and(eq(users.companyId, a.companyId), eq(users.id, a.userId))' }],
    );
    const [join] = joinsIn(`sql\`select 1 from \${notes} n join \${users} u on u.id = n.created_by where n.id = 1\``);
    expect(join?.target).toBe('users');
    expect(tiesCompany(join?.condition ?? '')).toBe(false);
    expect(joinsIn('join lateral (select 1) x on true')).toEqual([]);
  });

  it("ties company_id in every join of two tenant tables, so no query joins two companies' rows", async () => {
    const { tenant } = await catalog();
    const tenantTable = (target: string) => {
      const table = tableOf.get(target) ?? target;
      // A table passed in a variable (`${table}`) is not resolved: it must tie company_id too.
      return tenant.has(table) || !(tableOf.has(target) || NOT_TENANT[table]);
    };
    const sources = serverSources();
    // A condition kept in a constant (`.innerJoin(appointments, reminderOfAppointment)`) is read from
    // its definition, in whichever file defines it.
    const constants = new Map(
      sources.flatMap(({ source }) =>
        [...source.matchAll(/^(?:export )?const (\w+) = ([\s\S]*?);$/gm)].map(([, name, value]) => [name, value]),
      ),
    );
    const untied = sources.flatMap(({ path, source }) =>
      joinsIn(source)
        .map(({ target, condition }) => ({ target, condition: constants.get(condition.trim()) ?? condition }))
        .filter(({ target, condition }) => tenantTable(target) && !tiesCompany(condition))
        .map(({ target }) => `${path}: ${target}`),
    );
    expect([...new Set(untied)].sort()).toEqual(Object.keys(JOIN_EXCEPTIONS).sort());
  });
});
