import { describe, expect, it } from 'vitest';
import { placeOf, reorder, stepTarget } from './form-draft-order';
import type { FormDraft } from './form-editor-model';

/** A draft of sections by id, each with fields by id: { a: ['a1', 'a2'], b: [] }. */
function draftOf(layout: Record<string, string[]>): FormDraft {
  return {
    name: 'Gas check',
    description: '',
    is_beta: false,
    sections: Object.entries(layout).map(([id, fields]) => ({
      id,
      title: id.toUpperCase(),
      fields: fields.map((field) => ({
        id: field,
        type: 'text' as const,
        label: field,
        required: false,
        help: '',
        options: [],
        columns: [],
      })),
    })),
  };
}

/** The draft's layout back, to compare with what draftOf took. */
const layoutOf = (draft: FormDraft) =>
  Object.fromEntries(draft.sections.map((section) => [section.id, section.fields.map((field) => field.id)]));

describe('reordering a form draft', () => {
  const start = draftOf({ a: ['a1', 'a2', 'a3'], b: ['b1', 'b2'], c: [] });

  it('finds sections and fields by id', () => {
    expect(placeOf(start, 'b')).toEqual({ kind: 'section', section: 1 });
    expect(placeOf(start, 'b2')).toEqual({ kind: 'field', section: 1, field: 1 });
    expect(placeOf(start, 'nope')).toBeNull();
  });

  it.each([
    ['a field down its section', 'a1', 'a3', { a: ['a2', 'a3', 'a1'], b: ['b1', 'b2'], c: [] }],
    ['a field up its section', 'a3', 'a1', { a: ['a3', 'a1', 'a2'], b: ['b1', 'b2'], c: [] }],
    ['a field down into the next section, first', 'a3', 'b1', { a: ['a1', 'a2'], b: ['a3', 'b1', 'b2'], c: [] }],
    ['a field up into the section before, last', 'b1', 'a3', { a: ['a1', 'a2', 'a3', 'b1'], b: ['b2'], c: [] }],
    ['a field into an empty section', 'a2', 'c', { a: ['a1', 'a3'], b: ['b1', 'b2'], c: ['a2'] }],
    ['a section onto another', 'c', 'a', { c: [], a: ['a1', 'a2', 'a3'], b: ['b1', 'b2'] }],
    ['a section onto a field of another', 'a', 'b2', { b: ['b1', 'b2'], a: ['a1', 'a2', 'a3'], c: [] }],
  ])('moves %s', (_, active, over, layout) => {
    expect(layoutOf(reorder(start, active, over))).toEqual(layout);
  });

  it.each([
    ['onto itself', 'a2', 'a2'],
    ['a field onto its own section', 'a2', 'a'],
    ['a section onto one of its fields', 'b', 'b1'],
    ['an unknown id', 'a1', 'nope'],
  ])('gives the same draft back for %s', (_, active, over) => {
    expect(reorder(start, active, over)).toBe(start);
  });

  it('keeps the fields themselves as they were', () => {
    const next = reorder(start, 'a1', 'c');
    expect(next.sections[2]?.fields[0]).toBe(start.sections[0]?.fields[0]);
    expect(next.sections[1]).toBe(start.sections[1]);
  });
});

describe('stepTarget (the Move menu: one place up or down without dragging)', () => {
  const step = (layout: Record<string, string[]>, id: string, direction: 'up' | 'down') => {
    const draft = draftOf(layout);
    const target = stepTarget(draft, id, direction);
    return target === null ? null : layoutOf(reorder(draft, id, target));
  };

  it('moves a field within its section, and across into the neighbouring one at its near end', () => {
    expect(step({ a: ['a1', 'a2'], b: ['b1'] }, 'a2', 'up')).toEqual({ a: ['a2', 'a1'], b: ['b1'] });
    expect(step({ a: ['a1', 'a2'], b: ['b1'] }, 'a2', 'down')).toEqual({ a: ['a1'], b: ['a2', 'b1'] });
    expect(step({ a: ['a1', 'a2'], b: ['b1'] }, 'b1', 'up')).toEqual({ a: ['a1', 'a2', 'b1'], b: [] });
    expect(step({ a: ['a1'], b: [] }, 'a1', 'down')).toEqual({ a: [], b: ['a1'] });
  });

  it('moves a section past its neighbour, and stops at either end', () => {
    expect(step({ a: ['a1'], b: [] }, 'b', 'up')).toEqual({ b: [], a: ['a1'] });
    expect(step({ a: ['a1'], b: [] }, 'a', 'up')).toBeNull();
    expect(step({ a: ['a1'], b: [] }, 'b', 'down')).toBeNull();
    expect(step({ a: ['a1'], b: ['b1'] }, 'a1', 'up')).toBeNull();
    expect(step({ a: ['a1'], b: ['b1'] }, 'b1', 'down')).toBeNull();
  });
});
