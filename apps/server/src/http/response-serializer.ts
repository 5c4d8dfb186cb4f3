import { randomUUID } from 'node:crypto';
import { z } from '@fieldbook/domain/zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type Serializer = (data: unknown) => string;
/** An answer as the route sends it: text, or its UTF-8 bytes when it holds a long shaped list. */
type Written = string | Buffer;
/** Copies a value keeping only what its schema declares; null where the value is sent as it is. */
type Picker = ((value: unknown) => unknown) | null;

// The kinds of zod schema whose output is their input: nothing to drop, nothing to check here.
const AS_IS = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'enum',
  'literal',
  'unknown',
  'any',
  'date',
  'int',
  'bigint',
  'nan',
  'template_literal',
]);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const keyOf = (key: string) => JSON.stringify(key);

/**
 * The picker of one schema, built from zod's definition: an object keeps its declared keys in the
 * schema's order (one generated object literal, so every answer has the same shape), arrays and
 * nullables pick their items, a discriminated union picks by its tag. Anything else — a transform,
 * a plain union, a lazy, a custom type, a default — is left to zod for that value alone.
 */
function pickerOf(schema: z.ZodType): Picker {
  const def = defOf(schema);
  if (AS_IS.has(def.type)) return null;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly': {
      const inner = pickerOf(def.innerType as z.ZodType);
      if (inner === null) return null;
      return (value) => (value === null || value === undefined ? value : inner(value));
    }
    case 'array': {
      const item = pickerOf(def.element as z.ZodType);
      if (item === null) return null;
      return (value) => {
        if (!shapedLists.has(value as object)) return (value as unknown[]).map(item);
        if (longLists === null || (value as unknown[]).length < LONG_LIST) return value;
        longLists.push(value as unknown[]);
        return LIST_PLACEHOLDER;
      };
    }
    case 'record': {
      const item = pickerOf(def.valueType as z.ZodType);
      if (defOf(def.keyType as z.ZodType).type !== 'string') break;
      return (value) => {
        const out: Record<string, unknown> = {};
        for (const [key, entry] of Object.entries(value as object)) out[key] = item === null ? entry : item(entry);
        return out;
      };
    }
    case 'object': {
      if (def.catchall !== undefined) break; // a loose or strict object: zod keeps or refuses the others
      const shape = def.shape as Record<string, z.ZodType>;
      const pickers: Picker[] = [];
      const fields = Object.entries(shape).map(([key, field]) => {
        const picker = pickerOf(field);
        if (picker === null) return `${keyOf(key)}: value[${keyOf(key)}]`;
        pickers.push(picker);
        return `${keyOf(key)}: pickers[${pickers.length - 1}](value[${keyOf(key)}])`;
      });
      return new Function('pickers', `return (value) => ({ ${fields.join(', ')} });`)(pickers) as Picker;
    }
    case 'union': {
      const tag = def.discriminator as string | undefined;
      if (tag === undefined) break;
      const byTag = new Map<unknown, Picker>();
      for (const option of def.options as z.ZodType[]) {
        const values = (option._zod as unknown as { propValues?: Record<string, Set<unknown>> }).propValues?.[tag];
        const picker = pickerOf(option);
        for (const tagValue of values ?? []) byTag.set(tagValue, picker);
      }
      return (value) => {
        const picker = byTag.get((value as Record<string, unknown>)[tag]);
        if (picker === undefined) return z.encode(schema, value); // no option matches: zod says so
        return picker === null ? value : picker(value);
      };
    }
  }
  return (value) => z.encode(schema, value);
}

/** Lists a presenter built in their schema's exact shape (shapedList). */
const shapedLists = new WeakSet<object>();

/**
 * A shaped list this long is written item by item straight into the answer's bytes. One large string
 * (a 500-appointment week: 275 kB) costs more than writing it: V8 allocates it in fresh pages, and its
 * first read (fastify's byteLength), its encoding for the socket and the compressor's copy each walk it
 * again — ~2 ms against ~0.8 to write its items into one buffer (bench/README.md, "An answer's bytes").
 */
const LONG_LIST = 64;
/**
 * Stands for a long list in the answer's text until its items are written in its place. A NUL never
 * comes from the database or a request (PostgreSQL text cannot hold one), so nothing else matches it.
 */
const LIST_PLACEHOLDER = `\u0000list-${randomUUID()}`;
const LIST_PLACEHOLDER_JSON = JSON.stringify(LIST_PLACEHOLDER);
/** The long lists the picker met while one answer is being picked (a synchronous walk), in order. */
let longLists: unknown[][] | null = null;

/** The answer's text, or its bytes with each long list (in the order the text holds them) written in. */
function writeAnswer(picked: unknown, lists: unknown[][]): Written {
  const text = JSON.stringify(picked);
  if (lists.length === 0) return text;
  const between = text.split(LIST_PLACEHOLDER_JSON);
  const items = lists.map((list) => list.map((item) => JSON.stringify(item) ?? 'null'));
  let size = 0;
  for (const piece of between) size += Buffer.byteLength(piece);
  for (const list of items) {
    size += list.length + 1; // brackets and commas
    for (const item of list) size += Buffer.byteLength(item);
  }
  const bytes = Buffer.allocUnsafe(size);
  let at = bytes.write(between[0] ?? '', 0);
  items.forEach((list, index) => {
    bytes[at++] = 0x5b; // [
    list.forEach((item, position) => {
      if (position > 0) bytes[at++] = 0x2c; // ,
      at += bytes.write(item, at);
    });
    bytes[at++] = 0x5d; // ]
    at += bytes.write(between[index + 1] ?? '', at);
  });
  return bytes;
}

/**
 * Marks a list whose presenter built every item in the schema's exact shape — each a literal of only
 * the declared keys in the schema's order, nested objects too (a stored JSON object, whose keys
 * PostgreSQL reorders, through `pickerFor`) — so the answer's picker sends it as it is instead of
 * copying each item (the calendar's 500 appointments and their lists). With `check` on (tests and
 * development) the answer is still written by zod too and compared byte for byte.
 */
export function shapedList<T extends unknown[]>(list: T): T {
  shapedLists.add(list);
  return list;
}

/** What the answer's picker does to a value of `schema`: only its declared keys, in the schema's order. */
export function pickerFor<T>(schema: z.ZodType<T>): (value: T) => T {
  const picker = pickerOf(schema);
  return picker === null ? (value) => value : (value) => picker(value) as T;
}

/**
 * Answers serialize by a picker generated once per route from the route's zod schema, then
 * `JSON.stringify`: only the declared fields, in the schema's order, byte for byte what zod's
 * serializer wrote, without zod checking every value of every answer (the calendar's 500
 * appointments: ~2.5 ms of a 4.5 ms serialization). A part of the schema a picker cannot copy (a
 * transform, a plain union, a custom type) is still encoded by zod.
 *
 * The picker checks no types, so with `check` on (tests and development) every answer also goes
 * through zod first, exactly as before: a bad answer shape still fails the request with zod's
 * ResponseSerializationError, and an answer written differently from zod's fails the request too.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route;
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serializer;
    if (!(schema instanceof z.ZodType)) return viaZod;
    // Built at the route's first answer: most routes of a test app never answer.
    let pick: Picker | undefined;
    const written = (data: unknown): Written => {
      if (pick === undefined) pick = pickerOf(schema);
      if (pick === null) return JSON.stringify(data);
      const lists: unknown[][] = [];
      longLists = lists;
      try {
        return writeAnswer(pick(data), lists);
      } finally {
        longLists = null;
      }
    };
    // fastify sends a Buffer answer as it is (its length known); its types only name text.
    if (!check) return written as Serializer;
    return (data: unknown) => {
      const expected = viaZod(data);
      const answer = written(data);
      const actual = typeof answer === 'string' ? answer : answer.toString();
      if (actual !== expected) {
        let at = 0;
        while (actual[at] === expected[at]) at += 1;
        const around = (text: string) => text.slice(Math.max(0, at - 120), at + 120);
        throw new Error(`${method} ${url}: the picker wrote …${around(actual)}… where zod wrote …${around(expected)}…`);
      }
      return answer as string;
    };
  };
}
