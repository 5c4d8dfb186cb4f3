import {
  CHOICE_FIELD_TYPES,
  DISPLAY_FIELD_TYPES,
  FORM_FIELD_TYPE_LABELS,
  type FormFieldType,
} from '@fieldbook/domain/forms/forms.constants';
import type { FormDefinition } from '@fieldbook/domain/forms/forms.schemas';

/** The editor's working copy of a form: plain data, changed only through the functions below. */
export interface DraftField {
  id: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  help: string;
  options: string[];
  columns: { id: string; label: string }[];
}
export interface DraftSection {
  id: string;
  title: string;
  fields: DraftField[];
}
export interface FormDraft {
  name: string;
  description: string;
  is_beta: boolean;
  sections: DraftSection[];
}

/** Server field errors by path (definition.sections.0.fields.1.label). */
export type EditorErrors = Record<string, string[] | undefined>;

let counter = 0;
/** A new key for a section, field or column: kept across versions, so answers name it. */
export const newKey = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(++counter).toString(36)}`;

export const newField = (type: FormFieldType = 'text'): DraftField => ({
  id: newKey('f'),
  type,
  label: '',
  required: false,
  help: '',
  options: CHOICE_FIELD_TYPES.includes(type) ? ['Option 1'] : [],
  columns: type === 'table' ? [{ id: newKey('c'), label: 'Column 1' }] : [],
});

export const newSection = (title = ''): DraftSection => ({ id: newKey('s'), title, fields: [] });

export const emptyDraft = (): FormDraft => ({
  name: '',
  description: '',
  is_beta: false,
  sections: [{ ...newSection('Section 1'), fields: [] }],
});

export function draftOf(form: {
  name: string;
  description: string | null;
  is_beta: boolean;
  definition: FormDefinition;
}): FormDraft {
  return {
    name: form.name,
    description: form.description ?? '',
    is_beta: form.is_beta,
    sections: form.definition.sections.map((section) => ({
      id: section.id,
      title: section.title,
      fields: section.fields.map((field) => ({
        id: field.id,
        type: field.type,
        label: field.label,
        required: field.required,
        help: field.help ?? '',
        options: [...field.options],
        columns: field.columns.map((column) => ({ ...column })),
      })),
    })),
  };
}

const mapSection = (
  draft: FormDraft,
  sectionId: string,
  change: (section: DraftSection) => DraftSection,
): FormDraft => ({
  ...draft,
  sections: draft.sections.map((section) => (section.id === sectionId ? change(section) : section)),
});

export const addSection = (draft: FormDraft): FormDraft => ({
  ...draft,
  sections: [...draft.sections, newSection(`Section ${draft.sections.length + 1}`)],
});

export const removeSection = (draft: FormDraft, sectionId: string): FormDraft => ({
  ...draft,
  sections: draft.sections.filter((section) => section.id !== sectionId),
});

export const renameSection = (draft: FormDraft, sectionId: string, title: string) =>
  mapSection(draft, sectionId, (section) => ({ ...section, title }));

export const addField = (draft: FormDraft, sectionId: string, type: FormFieldType = 'text') =>
  mapSection(draft, sectionId, (section) => ({ ...section, fields: [...section.fields, newField(type)] }));

export const removeField = (draft: FormDraft, sectionId: string, fieldId: string) =>
  mapSection(draft, sectionId, (section) => ({
    ...section,
    fields: section.fields.filter((field) => field.id !== fieldId),
  }));

/** Changes a field; a new type gets a first option or column where it needs one. */
export const updateField = (draft: FormDraft, sectionId: string, fieldId: string, change: Partial<DraftField>) =>
  mapSection(draft, sectionId, (section) => ({
    ...section,
    fields: section.fields.map((field) => {
      if (field.id !== fieldId) return field;
      const next = { ...field, ...change };
      if (change.type && CHOICE_FIELD_TYPES.includes(change.type) && next.options.length === 0) {
        next.options = ['Option 1'];
      }
      if (change.type === 'table' && next.columns.length === 0) next.columns = [{ id: newKey('c'), label: 'Column 1' }];
      if (change.type && DISPLAY_FIELD_TYPES.includes(change.type)) next.required = false;
      return next;
    }),
  }));

/** The body of POST/PUT v1/forms: options only for choices, columns only for tables. */
export function formPayload(draft: FormDraft) {
  return {
    name: draft.name,
    description: draft.description.trim() === '' ? null : draft.description,
    is_beta: draft.is_beta,
    definition: {
      sections: draft.sections.map((section) => ({
        id: section.id,
        title: section.title,
        fields: section.fields.map((field) => ({
          id: field.id,
          type: field.type,
          label: field.label,
          required: DISPLAY_FIELD_TYPES.includes(field.type) ? false : field.required,
          help: field.help.trim() === '' ? null : field.help,
          options: CHOICE_FIELD_TYPES.includes(field.type) ? field.options : [],
          columns: field.type === 'table' ? field.columns : [],
        })),
      })),
    },
  };
}

export const fieldTypeLabel = (type: FormFieldType) => FORM_FIELD_TYPE_LABELS[type];

/** How the editor names a field or section on its buttons and in announcements: its text, else its place. */
export const fieldName = (field: DraftField, index: number) => field.label.trim() || `field ${index + 1}`;
export const sectionName = (section: DraftSection, index: number) => section.title.trim() || `section ${index + 1}`;
