import { describe, expect, it } from 'vitest';
import { addField, addSection, emptyDraft, formPayload, removeField, updateField } from './form-editor-model';

describe('the form editor model', () => {
  it('adds, changes and removes fields and sections', () => {
    let draft = addSection(emptyDraft());
    const [first, second] = draft.sections;
    if (!first || !second) throw new Error('two sections expected');
    draft = addField(draft, first.id);
    draft = addField(draft, first.id, 'choice');
    const [text, choice] = draft.sections[0]?.fields ?? [];
    if (!text || !choice) throw new Error('two fields expected');
    expect(choice.options).toEqual(['Option 1']);
    draft = updateField(draft, first.id, text.id, { type: 'table', label: 'Readings', required: true });
    expect(draft.sections[0]?.fields[0]?.columns).toHaveLength(1);
    draft = updateField(draft, first.id, text.id, { type: 'heading' });
    expect(draft.sections[0]?.fields[0]?.required).toBe(false);
    draft = removeField(draft, first.id, choice.id);
    expect(draft.sections[0]?.fields).toHaveLength(1);
    expect(draft.sections[1]?.id).toBe(second.id);
  });

  it('sends options only for choices, columns only for tables, blank texts as null', () => {
    let draft = emptyDraft();
    const section = draft.sections[0];
    if (!section) throw new Error('a section expected');
    draft = addField({ ...draft, name: 'Gas check' }, section.id, 'choice');
    const field = draft.sections[0]?.fields[0];
    if (!field) throw new Error('a field expected');
    draft = updateField(draft, section.id, field.id, { type: 'text', label: 'Make', required: true });
    expect(formPayload(draft)).toEqual({
      name: 'Gas check',
      description: null,
      is_beta: false,
      definition: {
        sections: [
          {
            id: section.id,
            title: 'Section 1',
            fields: [
              { id: field.id, type: 'text', label: 'Make', required: true, help: null, options: [], columns: [] },
            ],
          },
        ],
      },
    });
  });
});
