import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from './forms.constants';
import { answerableFields, answerText, normaliseAnswers, validateFormAnswers } from './forms.rules';
import { createFormBodySchema, type FormDefinition, type FormField, formDefinitionSchema } from './forms.schemas';

const definition: FormDefinition = formDefinitionSchema.parse({
  sections: [
    {
      id: 'site',
      title: 'Site',
      fields: [
        { id: 'h1', type: 'heading', label: 'Appliance', required: true },
        { id: 'make', type: 'text', label: 'Make', required: true },
        { id: 'notes', type: 'long_text', label: 'Notes' },
        { id: 'pressure', type: 'number', label: 'Working pressure', required: true },
        { id: 'safe', type: 'yes_no', label: 'Safe to use', required: true },
        { id: 'result', type: 'choice', label: 'Result', required: true, options: ['Pass', 'Fail'] },
        { id: 'defects', type: 'multiple_choice', label: 'Defects', options: ['Leak', 'Flue', 'Vent'] },
        { id: 'tested_on', type: 'date', label: 'Test date', required: true },
        { id: 'tested_at', type: 'time', label: 'Test time' },
        { id: 'photos', type: 'photo', label: 'Photos', required: true },
        { id: 'sign', type: 'signature', label: 'Signature', required: true },
        {
          id: 'readings',
          type: 'table',
          label: 'Readings',
          required: true,
          columns: [
            { id: 'point', label: 'Point' },
            { id: 'kpa', label: 'kPa' },
          ],
        },
      ],
    },
  ],
});

const valid = {
  make: 'Rinnai',
  pressure: 2.75,
  safe: true,
  result: 'Pass',
  defects: ['Leak'],
  tested_on: '2026-11-25',
  tested_at: '09:30',
  photos: [12, 13],
  sign: 14,
  readings: [{ point: 'Inlet', kpa: '2.75' }],
};

describe('the form definition', () => {
  it('makes display-only fields optional and drops options from fields without them', () => {
    const heading = definition.sections[0]?.fields[0];
    expect(heading?.required).toBe(false);
    expect(definition.sections[0]?.fields[1]?.options).toEqual([]);
  });

  it('answers the spec-style messages for what a form needs', () => {
    const errors = (input: unknown) =>
      createFormBodySchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors({})).toEqual([
      ['name', FORM_MESSAGES.nameRequired],
      ['definition.sections', FORM_MESSAGES.sectionsRequired],
    ]);
    expect(
      errors({
        name: 'Gas check',
        definition: {
          sections: [
            {
              id: 's',
              title: ' ',
              fields: [
                { id: 'a', type: 'choice', label: '' },
                { id: 'b', type: 'table', label: 'Readings' },
                { id: 'c', type: 'sketch', label: 'Sketch' },
              ],
            },
          ],
        },
      }),
    ).toEqual([
      ['definition.sections.0.title', FORM_MESSAGES.sectionTitleRequired],
      ['definition.sections.0.fields.0.label', FORM_MESSAGES.labelRequired],
      ['definition.sections.0.fields.0.options', FORM_MESSAGES.optionsRequired],
      ['definition.sections.0.fields.1.columns', FORM_MESSAGES.columnsRequired],
      ['definition.sections.0.fields.2.type', FORM_MESSAGES.fieldTypeInvalid],
    ]);
  });

  it('refuses the same id twice and the same option twice', () => {
    const twice = formDefinitionSchema.safeParse({
      sections: [{ id: 'a', title: 'A', fields: [{ id: 'a', type: 'choice', label: 'X', options: ['Yes', 'yes'] }] }],
    });
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual([
      FORM_MESSAGES.optionsDuplicate,
      FORM_MESSAGES.idsDuplicate,
    ]);
  });
});

describe('validateFormAnswers', () => {
  it('accepts a complete answer set', () => {
    expect(validateFormAnswers(definition, valid)).toEqual({});
  });

  it('names every required field left blank, in the spec’s style', () => {
    expect(validateFormAnswers(definition, { readings: [{ point: '', kpa: null }] })).toEqual({
      make: 'The make field is required.',
      pressure: 'The working pressure field is required.',
      safe: 'The safe to use field is required.',
      result: 'The result field is required.',
      tested_on: 'The test date field is required.',
      photos: 'The photos field is required.',
      sign: 'The signature field is required.',
      readings: 'The readings field is required.',
    });
  });

  it('lets a draft leave required fields blank but still checks shapes', () => {
    expect(validateFormAnswers(definition, { pressure: 'high' }, { draft: true })).toEqual({
      pressure: FORM_MESSAGES.answerNotNumber('Working pressure'),
    });
  });

  it('refuses answers of the wrong shape and answers for unknown fields', () => {
    expect(
      validateFormAnswers(definition, {
        ...valid,
        make: 5,
        safe: 'yes',
        result: 'Maybe',
        defects: ['Leak', 'Leak'],
        tested_on: '2026-02-30',
        tested_at: '25:00',
        photos: ['a'],
        sign: 0,
        readings: [{ other: 'x' }],
        h1: 'x',
        ghost: 1,
      }),
    ).toEqual({
      make: FORM_MESSAGES.answerNotText('Make'),
      safe: FORM_MESSAGES.answerNotYesNo('Safe to use'),
      result: FORM_MESSAGES.answerInvalidChoice('Result'),
      defects: FORM_MESSAGES.answerInvalidChoice('Defects'),
      tested_on: FORM_MESSAGES.answerNotDate('Test date'),
      tested_at: FORM_MESSAGES.answerNotTime('Test time'),
      photos: FORM_MESSAGES.answerNotFile('Photos'),
      sign: FORM_MESSAGES.answerNotFile('Signature'),
      readings: FORM_MESSAGES.answerNotTable('Readings'),
      h1: FORM_MESSAGES.answerUnknownField,
      ghost: FORM_MESSAGES.answerUnknownField,
    });
  });

  it('lists the answerable fields in order', () => {
    expect(answerableFields(definition).map((field) => field.id)).toEqual([
      'make',
      'notes',
      'pressure',
      'safe',
      'result',
      'defects',
      'tested_on',
      'tested_at',
      'photos',
      'sign',
      'readings',
    ]);
  });
});

describe('normaliseAnswers', () => {
  const numbers = formDefinitionSchema.parse({
    sections: [
      {
        id: 's',
        title: 'S',
        fields: [
          { id: 'n', type: 'number', label: 'Pressure' },
          { id: 't', type: 'text', label: 'Make' },
          { id: 'tb', type: 'table', label: 'Readings', columns: [{ id: 'a', label: 'A' }] },
        ],
      },
    ],
  });

  it('turns typed numbers into numbers, keeps text that is not one, and drops blanks and empty rows', () => {
    expect(normaliseAnswers(numbers, { n: ' 2.75 ', t: 'Rinnai', tb: [{ a: '' }, { a: '1' }] })).toEqual({
      n: 2.75,
      t: 'Rinnai',
      tb: [{ a: '1' }],
    });
    expect(normaliseAnswers(numbers, { n: 'high', t: '  ', tb: [{ a: '' }] })).toEqual({ n: 'high' });
    expect(validateFormAnswers(numbers, normaliseAnswers(numbers, { n: 'high' }))).toEqual({
      n: 'The pressure must be a number.',
    });
  });
});

describe('answerText', () => {
  const field = (id: string) => answerableFields(definition).find((candidate) => candidate.id === id) as FormField;

  it('reads each type of answer as one line, en-AU dates and summed-up images and tables', () => {
    expect(answerText(field('make'), 'Rinnai')).toBe('Rinnai');
    expect(answerText(field('pressure'), 2.75)).toBe('2.75');
    expect(answerText(field('safe'), true)).toBe('Yes');
    expect(answerText(field('safe'), false)).toBe('No');
    expect(answerText(field('defects'), ['Leak', 'Vent'])).toBe('Leak, Vent');
    expect(answerText(field('tested_on'), '2026-11-20')).toBe('20-11-2026');
    expect(answerText(field('photos'), [4])).toBe('1 photo');
    expect(answerText(field('photos'), [4, 5])).toBe('2 photos');
    expect(answerText(field('sign'), 9)).toBe('Signed');
    expect(
      answerText(field('readings'), [
        { point: 'A', kpa: '2' },
        { point: 'B', kpa: '3' },
      ]),
    ).toBe('2 rows');
  });

  it('reads a blank answer as a dash', () => {
    for (const blank of [undefined, null, '', '  ', []]) expect(answerText(field('make'), blank)).toBe('—');
    expect(answerText(field('photos'), [])).toBe('—');
  });
});
