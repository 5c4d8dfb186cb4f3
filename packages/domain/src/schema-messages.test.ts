/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { z } from './zod';

/**
 * No raw library message reaches a user: every zod schema the domain exports, fed missing, wrongly
 * typed, empty, too long and unknown values at every field it has (nested ones too), answers only in
 * the app's wording, never in zod's defaults ("Invalid input: expected string, received undefined").
 */
const ZOD_DEFAULTS =
  /^Invalid (input|option|string|number|key|value|discriminator|email|URL|UUID|ISO|element)|^Too (small|big)|expected .* received|^Unrecognized key/;

const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

const LONG = 'x'.repeat(70_000);
const SCALARS: unknown[] = [undefined, null, '', '   ', 'not-an-option', LONG, 42, -1, 1.5, 1e20, true, [], {}, [42]];

/** A plain value of an element's kind, so a too-long list is long and not only wrongly typed. */
function sample(schema: z.ZodType, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 5) return 'x';
  if (def.type === 'number' || def.type === 'int') return 1;
  if (def.type === 'boolean') return true;
  if (def.type === 'object') return {};
  const inner = def.innerType ?? def.in;
  return inner ? sample(inner, depth + 1) : 'x';
}

/** Bad values for a schema: the scalars, and each of its fields (or elements) given a bad value. */
function badValues(schema: z.ZodType, depth = 0): unknown[] {
  if (depth > 4) return SCALARS;
  const def = defOf(schema);
  const inner = [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? [])].filter(isSchema);
  const values: unknown[] = [...SCALARS];
  for (const child of inner) values.push(...badValues(child, depth + 1));
  if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape))
      for (const bad of badValues(field, depth + 1)) values.push({ [key]: bad });
    values.push({ unknown_key_for_the_test: 1 });
  }
  if (def.type === 'array' && def.element) {
    for (const bad of badValues(def.element, depth + 1)) values.push([bad]);
    values.push(new Array(1_001).fill(sample(def.element)));
  }
  if (def.type === 'record' && def.valueType)
    for (const bad of badValues(def.valueType, depth + 1)) values.push({ k: bad });
  if (def.type === 'tuple' && def.items) values.push(def.items.map(() => undefined));
  return values;
}

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => isSchema(entry[1]))
    .map(([name, schema]) => ({ name: `${file.replace(/^\.\//, '')} ${name}`, schema })),
);

describe('every domain schema speaks the app’s wording', () => {
  it('finds the schemas', () => {
    // Guards the walk itself: a glob that found nothing would pass everything.
    expect(schemas.length).toBeGreaterThan(200);
    expect(schemas.map((s) => s.name)).toContain('payments/payments.schemas.ts createPaymentBodySchema');
  });

  it.each(schemas)('$name', async ({ schema }) => {
    const raw = new Set<string>();
    for (const input of badValues(schema)) {
      const result = await schema.safeParseAsync(input);
      if (result.success) continue;
      for (const issue of result.error.issues) if (ZOD_DEFAULTS.test(issue.message)) raw.add(issue.message);
    }
    expect([...raw]).toEqual([]);
  });
});
