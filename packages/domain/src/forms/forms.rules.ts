import { formatDate } from '../format/en-au';
import { DISPLAY_FIELD_TYPES, FORM_MESSAGES } from './forms.constants';
import type { FormDefinition, FormField } from './forms.schemas';

/**
 * A filled form's answers, by field id. Each type's answer:
 * text, long_text: string; number: number; yes_no: boolean; choice: one option; multiple_choice: options;
 * date: yyyy-MM-dd; time: HH:mm; photo: file ids; signature: a file id; table: rows of column id → text.
 */
export type FormAnswers = Record<string, unknown>;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isFileId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

function isRealDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The message for an answer of the wrong shape, or null when it fits the field. */
function shapeError(field: FormField, value: unknown): string | null {
  const { label } = field;
  switch (field.type) {
    case 'text':
    case 'long_text':
      return typeof value === 'string' ? null : FORM_MESSAGES.answerNotText(label);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : FORM_MESSAGES.answerNotNumber(label);
    case 'yes_no':
      return typeof value === 'boolean' ? null : FORM_MESSAGES.answerNotYesNo(label);
    case 'choice':
      return typeof value === 'string' && field.options.includes(value)
        ? null
        : FORM_MESSAGES.answerInvalidChoice(label);
    case 'multiple_choice':
      return Array.isArray(value) &&
        value.every((option) => typeof option === 'string' && field.options.includes(option)) &&
        new Set(value).size === value.length
        ? null
        : FORM_MESSAGES.answerInvalidChoice(label);
    case 'date':
      return typeof value === 'string' && isRealDate(value) ? null : FORM_MESSAGES.answerNotDate(label);
    case 'time':
      return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
        ? null
        : FORM_MESSAGES.answerNotTime(label);
    case 'photo':
      return Array.isArray(value) && value.every(isFileId) ? null : FORM_MESSAGES.answerNotFile(label);
    case 'signature':
      return isFileId(value) ? null : FORM_MESSAGES.answerNotFile(label);
    case 'table': {
      const columns = new Set(field.columns.map((column) => column.id));
      const fits =
        Array.isArray(value) &&
        value.every(
          (row) =>
            typeof row === 'object' &&
            row !== null &&
            !Array.isArray(row) &&
            Object.entries(row).every(
              ([column, cell]) => columns.has(column) && (cell === null || typeof cell === 'string'),
            ),
        );
      return fits ? null : FORM_MESSAGES.answerNotTable(label);
    }
    default:
      return null;
  }
}

/** A table counts as answered when some row has some cell filled. */
const tableFilled = (value: unknown) =>
  Array.isArray(value) &&
  value.some((row) => typeof row === 'object' && row !== null && Object.values(row).some((cell) => !isBlank(cell)));

/**
 * Checks a filled answer set against the form version it was filled with: every required field answered,
 * every answer of its field's shape, no answers for fields the version does not have. Answers the
 * errors by field id (empty when the answers are valid). `draft` skips the required check, so a report
 * can be saved part-filled.
 */
export function validateFormAnswers(
  definition: FormDefinition,
  answers: FormAnswers,
  options: { draft?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const fields = definition.sections.flatMap((section) => section.fields);
  const known = new Set(fields.filter((field) => !DISPLAY_FIELD_TYPES.includes(field.type)).map((field) => field.id));
  for (const field of fields) {
    if (DISPLAY_FIELD_TYPES.includes(field.type)) continue;
    const value = answers[field.id];
    const blank = isBlank(value) || (field.type === 'table' && Array.isArray(value) && !tableFilled(value));
    if (blank) {
      if (field.required && !options.draft) errors[field.id] = FORM_MESSAGES.answerRequired(field.label);
      continue;
    }
    const error = shapeError(field, value);
    if (error) errors[field.id] = error;
  }
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) errors[id] = FORM_MESSAGES.answerUnknownField;
  }
  return errors;
}

/** The fields of a definition that take an answer, in order. */
export const answerableFields = (definition: FormDefinition) =>
  definition.sections.flatMap((section) => section.fields).filter((field) => !DISPLAY_FIELD_TYPES.includes(field.type));

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * An answer as one line of text, as a filled report reads back: photos, a signature and a table are
 * summed up ("2 photos", "Signed", "3 rows") for where they cannot be drawn. A blank answer is a dash.
 */
export function answerText(field: FormField, value: unknown): string {
  if (isBlank(value)) return '—';
  switch (field.type) {
    case 'yes_no':
      return value ? 'Yes' : 'No';
    case 'multiple_choice':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'date':
      return formatDate(String(value));
    case 'signature':
      return 'Signed';
    case 'photo':
      return plural(Array.isArray(value) ? value.length : 1, 'photo');
    case 'table':
      return plural(Array.isArray(value) ? value.length : 1, 'row');
    default:
      return String(value);
  }
}

/** The photo and signature file ids an answer set names, each kind on its own (answers of the wrong shape are skipped). */
export function answerFileIds(definition: FormDefinition, answers: FormAnswers) {
  const photos: number[] = [];
  const signatures: number[] = [];
  for (const field of answerableFields(definition)) {
    const value = answers[field.id];
    if (field.type === 'photo' && Array.isArray(value)) photos.push(...value.filter(isFileId));
    if (field.type === 'signature' && isFileId(value)) signatures.push(value as number);
  }
  return { photos, signatures };
}

/**
 * Answers as a form's filler holds them, made ready to send: a number typed as text becomes a number
 * (text that is not one stays, so the server names the field), blank answers and empty table rows are
 * left out. Fields the definition does not have are kept, for the server to refuse.
 */
export function normaliseAnswers(definition: FormDefinition, answers: FormAnswers): FormAnswers {
  const types = new Map(answerableFields(definition).map((field) => [field.id, field.type]));
  const normalised: FormAnswers = {};
  for (const [id, raw] of Object.entries(answers)) {
    let value = raw;
    if (types.get(id) === 'number' && typeof value === 'string' && value.trim() !== '') {
      const number = Number(value.trim());
      value = Number.isFinite(number) ? number : value;
    }
    if (types.get(id) === 'table' && Array.isArray(value)) {
      value = value.filter(
        (row) => typeof row === 'object' && row !== null && Object.values(row).some((cell) => !isBlank(cell)),
      );
    }
    if (!isBlank(value)) normalised[id] = value;
  }
  return normalised;
}
