import { z } from '@fieldbook/domain/zod';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type JsonSchema = Record<string, unknown>;
type Serializer = (data: unknown) => string;

const SCHEMA_KEYS = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
]);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** Rewrites every subschema first, then the schema itself; `into` decides which keywords are walked. */
function mapSchema(
  schema: JsonSchema,
  rewrite: (schema: JsonSchema) => JsonSchema,
  into: (keyword: string) => boolean = () => true,
): JsonSchema {
  const walk = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? mapSchema(value as JsonSchema, rewrite, into)
      : value;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!into(key)) out[key] = value;
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(walk);
    else if (SCHEMA_KEYS.has(key)) out[key] = walk(value);
    else if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null)
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub)]));
    else out[key] = value;
  }
  return rewrite(out);
}

const isNull = (schema: JsonSchema) => schema.type === 'null' && Object.keys(schema).length === 1;

/**
 * Rewrites zod's JSON Schema into what fast-json-stringify writes fastest, with the same output:
 * `.nullable()` (zod's `anyOf: [X, {type: 'null'}]`, which it would serialize by validating the value
 * against each option with ajv: a whole address per row) becomes `nullable: true`, one `=== null`;
 * a discriminated union becomes if/then/else on its tag.
 */
function simplify(schema: JsonSchema): JsonSchema {
  const out = { ...schema };
  delete out.$schema;
  // fast-json-stringify writes only declared properties anyway; the keyword would only make ajv reject a
  // union option for a field zod strips.
  if (out.additionalProperties === false) delete out.additionalProperties;
  const options = out.anyOf as JsonSchema[] | undefined;
  if (options?.length === 2 && options.some(isNull)) {
    const other = options.find((option) => !isNull(option)) as JsonSchema;
    if (!other.anyOf && !other.oneOf && !other.$ref && !other.nullable && other.type !== undefined) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  const union = (out.oneOf ?? out.anyOf) as JsonSchema[] | undefined;
  const tag = union && discriminator(union);
  if (union && tag) {
    const { oneOf: _o, anyOf: _a, ...rest } = out;
    return { ...rest, ...byTag(union, tag) };
  }
  const type = out.type;
  if (Array.isArray(type) && type.length === 2 && type.includes('null')) {
    out.type = type.find((name) => name !== 'null');
    out.nullable = true;
  }
  return out;
}

/**
 * fast-json-stringify writes required properties before optional ones; zod (and so the API until now)
 * in the schema's order. Without `required` every property is written in order when it is not
 * undefined, as JSON.stringify does; zod checks presence where checking is on. A union's options keep
 * theirs: ajv picks the option by them.
 */
function withoutRequired(schema: JsonSchema): JsonSchema {
  return mapSchema(
    schema,
    ({ required: _, ...rest }) => rest,
    (keyword) => keyword !== 'anyOf' && keyword !== 'oneOf',
  );
}

/** The property every option of a union declares as a different constant (a discriminated union's tag). */
function discriminator(options: JsonSchema[]): string | null {
  const first = options[0]?.properties as Record<string, JsonSchema> | undefined;
  if (!first) return null;
  return (
    Object.keys(first).find((key) => {
      const values = options.map(
        (option) => (option.properties as Record<string, JsonSchema> | undefined)?.[key]?.const,
      );
      return values.every((value) => typeof value === 'string') && new Set(values).size === values.length;
    }) ?? null
  );
}

/**
 * A discriminated union as if/then/else on its tag: fast-json-stringify then checks one constant per
 * value instead of validating the whole value against every option with ajv.
 */
function byTag(options: JsonSchema[], tag: string): JsonSchema {
  const [option, ...others] = options as [JsonSchema, ...JsonSchema[]];
  if (others.length === 0) return option;
  const tagValue = (option.properties as Record<string, JsonSchema>)[tag]?.const;
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else, never awaited.
  return { if: { type: 'object', properties: { [tag]: { const: tagValue } } }, then: option, else: byTag(others, tag) };
}

/** The route's zod response schema as fast-json-stringify's compiled writer, or null where JSON Schema cannot say it. */
function compiled(schema: z.ZodType): Serializer | null {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw', cycles: 'ref' });
  } catch {
    return null;
  }
  return fastJson(
    withoutRequired(mapSchema(jsonSchema as JsonSchema, simplify)) as unknown as Parameters<typeof fastJson>[0],
  ) as Serializer;
}

/**
 * Answers serialize through a writer compiled once per route from the route's zod schema (its JSON
 * Schema, through fast-json-stringify): it writes only the declared fields, in the schema's order,
 * as `JSON.stringify` of zod's output would, without zod walking every value of every answer.
 * A schema JSON Schema cannot express (a transform, a custom type) keeps zod's own serializer.
 *
 * The compiled writer checks no types (a number where a string is declared is written as text), so
 * with `check` on (tests and development) every answer also goes through zod first, exactly as
 * before: a bad answer shape still fails the request with zod's ResponseSerializationError, and an
 * answer the compiled writer would write differently from zod's fails the request too.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route;
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serializer;
    if (!(schema instanceof z.ZodType)) return viaZod;
    // Built at the route's first answer: most routes of a test app never answer.
    let writer: Serializer | null | undefined;
    return (data: unknown) => {
      if (writer === undefined) writer = compiled(schema);
      if (writer === null) return viaZod(data);
      if (!check) return writer(data);
      const expected = viaZod(data);
      const written = writer(data);
      if (written !== expected) {
        let at = 0;
        while (written[at] === expected[at]) at += 1;
        const around = (text: string) => text.slice(Math.max(0, at - 120), at + 120);
        throw new Error(
          `${method} ${url}: the compiled serializer wrote …${around(written)}… where zod wrote …${around(expected)}…`,
        );
      }
      return written;
    };
  };
}
