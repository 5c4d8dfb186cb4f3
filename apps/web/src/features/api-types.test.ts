import { describe, expect, it } from 'vitest';

/** Every feature's API module, as text. */
const apiModules = import.meta.glob<string>(['./*/api/*.ts', '!./*/api/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Names that read as a server answer: `…Payload`, `…Page`, `…Entry`, `…Response`. */
const ANSWER_NAME = /(Payload|Page|Entry|Response)$/;
/** Server answers whose names do not say so. */
const SERVER_ANSWERS = new Set(['TimelineTile', 'TimelineMorph', 'UpdatesCheck', 'StaffUser', 'FileRecord']);

/** Object types a module writes out by hand: `export interface X` or `export type X = {`. */
function handWrittenTypes(source: string): string[] {
  const found = source.matchAll(/^export (?:interface (\w+)|type (\w+)(?:<[^>]*>)? = \{)/gm);
  return [...found].map((match) => match[1] ?? match[2] ?? '');
}

describe('the web API modules', () => {
  it('infer server answers from the domain schemas instead of writing them by hand', () => {
    expect(Object.keys(apiModules).length).toBeGreaterThan(20);
    const handWritten = Object.entries(apiModules).flatMap(([path, source]) =>
      handWrittenTypes(source)
        .filter((name) => ANSWER_NAME.test(name) || SERVER_ANSWERS.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(handWritten).toEqual([]);
  });

  it('catches both forms of a hand-written answer', () => {
    const source =
      'export interface OrderPage {\n}\nexport type OrderEntry = {\n};\nexport type Ok = z.infer<typeof s>;\n';
    expect(handWrittenTypes(source)).toEqual(['OrderPage', 'OrderEntry']);
  });
});
