import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import { jsonTuple } from './json-tuple';

interface Inner {
  label: string;
  count: number;
}
interface Outer {
  title: string | null;
  note: string;
  done: boolean;
  size: number;
  inner: unknown;
}

const inner = jsonTuple<Inner>({ label: true, count: true });
const outer = jsonTuple<Outer>({ title: true, note: true, done: true, size: true, inner: true });
const ctx = useTestApp();
const dialect = new PgDialect();

describe('jsonTuple', () => {
  it('reads back from PostgreSQL every field it built, by name, whatever order the values were given in', async () => {
    const note = `Gate "44", café \\ 🚪\n<b>bold</b>`;
    const query = sql`select ${outer.build({
      size: sql`${12345678901}::bigint`,
      inner: inner.build({ count: sql`${3}::int`, label: sql`${'Fittings'}::text` }),
      note: sql`${note}::text`,
      title: sql`null::text`,
      done: sql`true`,
    })} as t`;
    const { sql: text, params } = dialect.sqlToQuery(query);
    const [row] = (await ctx.db.query<{ t: unknown }>(text, params)).rows;
    const read = outer.read(row?.t);
    expect(read).toEqual({ title: null, note, done: true, size: 12345678901, inner: ['Fittings', 3] });
    expect(inner.read(read.inner)).toEqual({ label: 'Fittings', count: 3 });
    expect(Object.keys(read)).toEqual(['title', 'note', 'done', 'size', 'inner']);
  });
});
