import { z } from '@fieldbook/domain/zod';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { responseSerializerCompiler, shapedList } from './response-serializer';
import { replies } from './responses';

const entry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), id: z.number(), body: z.string().nullable() }),
  z.object({ kind: z.literal('file'), id: z.number(), size: z.number().optional(), name: z.string() }),
]);
const payload = z.object({
  id: z.number(),
  title: z.string(),
  // Optional before required: the order zod writes them in must be kept.
  series: z.array(z.object({ id: z.number(), start: z.string() })).optional(),
  address: z.object({ line: z.string().nullable(), note: z.string().nullish() }).nullable(),
  tags: z.array(z.string()),
  total: z.number().int(),
  entries: z.array(entry),
  extra: z.union([z.string(), z.number()]).nullable(),
});

async function appAnswering(check: boolean, answer: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  app.get('/thing', { schema: { response: replies(payload) } }, async () => ({
    status: 'success',
    payload: answer,
    errors: null,
    message: null,
  }));
  await app.ready();
  return app;
}

const good = {
  id: 7,
  title: 'Quote "A" \u2028 ✓ \ud83d\ude00',
  series: [{ id: 1, start: '2026-01-01 09:00:00', secret: 'no' }],
  address: { line: null, note: undefined, hidden: 1 },
  tags: ['a', 'b'],
  total: 12,
  entries: [
    { kind: 'note', id: 1, body: null, password: 'x' },
    { kind: 'file', id: 2, name: 'plan.pdf', url: 'signed' },
    { kind: 'file', id: 3, size: 10, name: 'b' },
  ],
  extra: 3,
  internal_only: 'leak',
};

describe('compiled response serializer', () => {
  for (const check of [true, false]) {
    it(`writes exactly what zod writes, undeclared fields dropped (check ${check ? 'on' : 'off'})`, async () => {
      const app = await appAnswering(check, good);
      const response = await app.inject({ method: 'GET', url: '/thing' });
      const viaZod = JSON.stringify(
        z.encode(replies(payload)[200], { status: 'success', payload: good as never, errors: null, message: null }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(viaZod);
      for (const field of ['secret', 'hidden', 'password', 'signed', 'internal_only', 'leak'])
        expect(response.body).not.toContain(field);
      await app.close();
    });
  }

  it('with checking on (tests and development), a bad answer shape fails the request as before', async () => {
    const app = await appAnswering(true, { ...good, total: 'twelve' });
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it('keeps zod for a schema JSON Schema cannot express', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(responseSerializerCompiler({ check: false }));
    const custom = z.object({ name: z.custom<string>((value) => typeof value === 'string') });
    app.get('/t', { schema: { response: { 200: custom } } }, async () => ({ name: 'ab', other: 1 }));
    const response = await app.inject({ method: 'GET', url: '/t' });
    expect(response.body).toBe('{"name":"ab"}');
    await app.close();
  });
});

describe('an answer holding long shaped lists (a calendar week)', () => {
  const job = z.object({
    id: z.number(),
    title: z.string(),
    staff: z.array(z.object({ id: z.number(), name: z.string() })),
  });
  const week = z.object({
    heading: z.string(),
    days: z.array(job),
    soon: z.array(job),
    later: z.array(job),
    total: z.number(),
  });
  // Items as a presenter builds them for shapedList: only the declared keys, in order; text of 1 to 4 UTF-8 bytes a character.
  const jobs = (count: number, from: number) =>
    shapedList(
      Array.from({ length: count }, (_, index) => ({
        id: from + index,
        title: `Job ${index} ✓ "quoted" \ud83d\ude00 \u2028 é`,
        staff: [{ id: index, name: 'Ché' }],
      })),
    );

  for (const check of [true, false]) {
    it(`is written byte for byte as zod writes it, its length exact (check ${check ? 'on' : 'off'})`, async () => {
      const app = Fastify({ logger: false });
      app.setSerializerCompiler(responseSerializerCompiler({ check }));
      const answer = { heading: 'Week ✓ 🗓', days: jobs(100, 1), soon: jobs(3, 500), later: jobs(70, 1000), total: 173 };
      app.get('/week', { schema: { response: replies(week) } }, async () => ({
        status: 'success',
        payload: answer,
        errors: null,
        message: null,
      }));
      const response = await app.inject({ method: 'GET', url: '/week' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(
        JSON.stringify(
          z.encode(replies(week)[200], { status: 'success', payload: answer, errors: null, message: null }),
        ),
      );
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
      expect(response.json().payload.later).toHaveLength(70);
      await app.close();
    });
  }
});
