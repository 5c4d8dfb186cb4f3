import { and, eq, gt, sql } from 'drizzle-orm';
import {
  alias,
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import type { Database } from './database';
import { isUniqueViolation } from './errors';
import { leanQueries } from './lean-execute';
import { buildStatement, preparedPer, runBuilt } from './prepared';

/** Every kind of column the schema uses, nullable, so each can be read as a value and as null. */
const kinds = pgTable('lean_kinds', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').unique(),
  tags: text('tags').array(),
  offsets: integer('offsets').array(),
  staffIds: bigint('staff_ids', { mode: 'number' }).array(),
  count: integer('count'),
  small: smallint('small'),
  done: boolean('done'),
  details: jsonb('details').$type<{ label: string; items: number[] }>(),
  day: date('day', { mode: 'string' }),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
  ratio: real('ratio'),
  latitude: doublePrecision('latitude'),
});

const ctx = useTestApp();
const db = () => ctx.t.app.db as Database;
const p = sql.placeholder;

beforeAll(async () => {
  await ctx.db.query(`create table lean_kinds (
    id bigint primary key, name text unique, tags text[], offsets integer[], staff_ids bigint[], count integer,
    small smallint, done boolean, details jsonb, day date, at timestamptz, percent numeric(5,2), ratio real,
    latitude double precision)`);
  await db()
    .insert(kinds)
    .values([
      {
        id: 12345678901,
        name: 'Gate "44", café \\ 🚪',
        tags: ['a', 'b,c', ''],
        offsets: [60, -1440],
        staffIds: [7, 9007199254740],
        count: 2147483647,
        small: -32768,
        done: false,
        details: { label: 'Fittings', items: [1, 2] },
        day: '2026-04-05',
        at: new Date('2026-04-05T02:30:00.123Z'),
        percent: 12.5,
        ratio: 0.25,
        latitude: -33.8688,
      },
      { id: 2 },
    ]);
});

/** The same prepared query run by drizzle's own execute and lean, with the same values. */
async function bothWays(query: { execute(values?: Record<string, unknown>): Promise<unknown> }, values = {}) {
  const lean = leanQueries(query);
  expect(lean).not.toBe(query);
  return { drizzle: await query.execute(values), lean: await lean.execute(values) };
}

describe('a prepared query run lean', () => {
  it('reads every kind of column, and nulls, into the same rows as drizzle, keys in the same order', async () => {
    const { drizzle, lean } = await bothWays(
      db()
        .select()
        .from(kinds)
        .where(gt(kinds.id, p('after')))
        .orderBy(kinds.id)
        .prepare('lean_all'),
      { after: 0 },
    );
    expect(lean).toEqual(drizzle);
    expect((lean as unknown[]).length).toBe(2);
    expect((lean as object[]).map(Object.keys)).toEqual((drizzle as object[]).map(Object.keys));
    const [empty, full] = lean as (typeof kinds.$inferSelect)[];
    expect(Object.values(empty ?? {}).filter((value) => value !== null)).toEqual([2]);
    expect(full?.at).toEqual(new Date('2026-04-05T02:30:00.123Z'));
    expect(full?.day).toBe('2026-04-05');
    expect(full?.staffIds).toEqual([7, 9007199254740]);
    expect(full?.percent).toBe(12.5);
  });

  it('decodes SQL fields, aliased ones and subqueries as drizzle does, and encodes placeholders through their column', async () => {
    const query = db()
      .select({
        joined: sql<string>`array_to_string(${kinds.tags}, ',')`,
        counted: sql<number>`(select count(*) from lean_kinds)`.mapWith(Number),
        doubled: sql<number>`${kinds.count}::bigint * 2`.as('doubled'),
        when: kinds.at,
        literal: sql<string>`${'as sent'}::text`,
      })
      .from(kinds)
      // The timestamp placeholder goes through the column's encoder (a Date to its driver text).
      .where(and(eq(kinds.name, p('name')), gt(kinds.at, p('since')), eq(kinds.done, false)))
      .prepare(''); // unnamed, as a search's
    const { drizzle, lean } = await bothWays(query, { name: 'Gate "44", café \\ 🚪', since: new Date('2026-04-05') });
    expect(lean).toEqual(drizzle);
    expect(lean).toEqual([
      {
        joined: 'a,b,c,',
        counted: 2,
        doubled: 4294967294, // the app reads int8 as a number (database.ts)
        when: new Date('2026-04-05T02:30:00.123Z'),
        literal: 'as sent',
      },
    ]);
  });

  it('runs an insert that returns its row, and wraps the driver error as drizzle does (a unique violation read from its cause)', async () => {
    const insert = () =>
      db()
        .insert(kinds)
        .values({ id: p('id'), name: p('name'), at: p('at') })
        .returning({ id: kinds.id, at: kinds.at })
        .prepare('');
    const at = new Date('2026-01-01T00:00:00Z');
    const lean = leanQueries(insert());
    expect(await lean.execute({ id: 3, name: 'three', at })).toEqual([{ id: 3, at }]);

    const refused = await lean.execute({ id: 4, name: 'three', at }).catch((error: unknown) => error);
    const drizzleRefused = await insert()
      .execute({ id: 4, name: 'three', at })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(refused)).toBe(true);
    expect((refused as Error).message).toBe((drizzleRefused as Error).message);
    expect((refused as Error).constructor).toBe((drizzleRefused as Error).constructor);
    expect((await ctx.db.query('select count(*)::int as n from lean_kinds where id = 4')).rows[0]?.n).toBe(0);
  });

  it('refuses a missing placeholder before anything is sent, in drizzle’s words', async () => {
    const query = db()
      .select({ id: kinds.id })
      .from(kinds)
      .where(eq(kinds.id, p('id')))
      .prepare('lean_missing');
    const lean = leanQueries(query);
    await expect(lean.execute({})).rejects.toThrow('No value for placeholder "id" was provided');
    await expect(query.execute({})).rejects.toThrow('No value for placeholder "id" was provided');
  });

  it('nests as drizzle does, a left join’s missing row as null, and leaves deeper nesting to drizzle', async () => {
    const other = alias(kinds, 'other');
    const select = () =>
      db()
        .select({
          id: kinds.id,
          kind: { name: kinds.name, day: kinds.day },
          // Left-joined: null where no row matches, as drizzle folds it.
          other: { id: other.id, at: other.at, details: other.details },
          // Columns of two tables, or an SQL beside them: never folded.
          mixed: { mine: kinds.name, theirs: other.name, label: sql<string>`'label'` },
        })
        .from(kinds)
        .leftJoin(other, and(eq(other.id, p('otherId')), eq(kinds.id, 12345678901)))
        .orderBy(kinds.id);
    const { drizzle, lean } = await bothWays(select().prepare('lean_nested'), { otherId: 12345678901 });
    expect(lean).toEqual(drizzle);
    const rows = lean as { id: number; other: unknown; mixed: unknown }[];
    const missing = rows.find((row) => row.id === 2);
    const joined = rows.find((row) => row.id === 12345678901);
    expect(missing?.other).toBeNull();
    expect(missing?.mixed).toEqual({ mine: null, theirs: null, label: 'label' });
    expect(joined?.other).toEqual({
      id: 12345678901,
      at: new Date('2026-04-05T02:30:00.123Z'),
      details: expect.any(Object),
    });

    // drizzle nests deeper at run time, though its types allow one level.
    const nestedTwice = { kind: { named: { name: kinds.name } } } as unknown as { kind: { name: typeof kinds.name } };
    const deeper = db().select(nestedTwice).from(kinds).prepare('lean_deeper');
    expect(leanQueries(deeper)).toBe(deeper);
  });

  it('is what preparedPer hands out: each of a shape’s queries lean', async () => {
    const kept = preparedPer((database: Database) => ({
      one: database
        .select({ id: kinds.id })
        .from(kinds)
        .where(eq(kinds.id, p('id')))
        .prepare('lean_kept'),
    }));
    const { one } = kept(db());
    expect(kept(db()).one).toBe(one);
    expect(Object.hasOwn(one, 'execute')).toBe(true);
    expect(await one.execute({ id: 2 })).toEqual([{ id: 2 }]);
  });

  it('fills a built statement’s params as lean runs do: encoded through their column, values written in the query kept, a missing or undefined value refused', async () => {
    const statement = buildStatement(
      db()
        .insert(kinds)
        .values({ id: p('id'), details: p('details'), done: false })
        .returning({ id: kinds.id, details: kinds.details })
        .getSQL(),
      false,
    );
    expect(statement.params).toEqual([
      { placeholder: 'id', encode: expect.any(Function) },
      { value: false },
      { placeholder: 'details', encode: expect.any(Function) },
    ]);
    // Unlike drizzle's rule (the key present), runBuilt refuses an undefined value too: a value left out by mistake.
    await expect(runBuilt(db(), statement, { details: { label: 'x', items: [] } })).rejects.toThrow(
      'No value for placeholder "id"',
    );
    await expect(runBuilt(db(), statement, { id: undefined, details: { label: 'x', items: [] } })).rejects.toThrow(
      'No value for placeholder "id"',
    );
    const details = { label: 'Filled', items: [1, 2] };
    expect(await runBuilt(db(), statement, { id: 5, details })).toEqual([{ id: 5, details }]);
  });
});
