/** The kinds of field a form section holds (issue 23). heading and instructions are display-only. */
export const FORM_FIELD_TYPES = [
  'text',
  'long_text',
  'number',
  'yes_no',
  'choice',
  'multiple_choice',
  'date',
  'time',
  'photo',
  'signature',
  'table',
  'heading',
  'instructions',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** What the field type picker shows for each type. */
export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  long_text: 'Long text',
  number: 'Number',
  yes_no: 'Yes / No',
  choice: 'Choice',
  multiple_choice: 'Multiple choice',
  date: 'Date',
  time: 'Time',
  photo: 'Photo',
  signature: 'Signature',
  table: 'Table',
  heading: 'Heading',
  instructions: 'Instructions',
};

/** Display-only fields: no answer, never required. */
export const DISPLAY_FIELD_TYPES: readonly FormFieldType[] = ['heading', 'instructions'];
/** Fields that offer options. */
export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['choice', 'multiple_choice'];

export const FORM_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
export const REPORT_TEMPLATE_STATUSES = ['DRAFT', 'ARCHIVED'] as const;
export type ReportTemplateStatus = (typeof REPORT_TEMPLATE_STATUSES)[number];

export const FORM_LIMITS = {
  nameMax: 150,
  descriptionMax: 2000,
  labelMax: 250,
  instructionsMax: 5000,
  optionMax: 150,
  sectionsMax: 50,
  fieldsMax: 200,
  optionsMax: 100,
  columnsMax: 20,
  titleMax: 150,
  standardMax: 100,
  listPageSize: 25,
} as const;

const lower = (field: string) => field.toLowerCase();

export const FORM_MESSAGES = {
  notFound: 'Form not found',
  created: 'Form successfully created',
  saved: 'Form successfully saved',
  archived: 'Form successfully archived',
  restored: 'Form successfully restored',
  archivedReadOnly: 'This form is archived; restore it to edit it.',
  nameRequired: 'The name field is required.',
  nameTooLong: `The name may not be greater than ${FORM_LIMITS.nameMax} characters.`,
  descriptionTooLong: `The description may not be greater than ${FORM_LIMITS.descriptionMax} characters.`,
  sectionsRequired: 'The form needs at least one section.',
  sectionsTooMany: `A form may not have more than ${FORM_LIMITS.sectionsMax} sections.`,
  sectionTitleRequired: 'The section title field is required.',
  fieldsTooMany: `A section may not have more than ${FORM_LIMITS.fieldsMax} fields.`,
  fieldTypeInvalid: 'The selected field type is invalid.',
  labelRequired: 'The label field is required.',
  labelTooLong: `The label may not be greater than ${FORM_LIMITS.labelMax} characters.`,
  optionsRequired: 'A choice field needs at least one option.',
  optionRequired: 'The option field is required.',
  optionsDuplicate: 'The options must be different.',
  columnsRequired: 'A table needs at least one column.',
  columnLabelRequired: 'The column label field is required.',
  idsDuplicate: 'Each section and field needs its own id.',
  versionNotFound: 'That version of the form does not exist.',
  // Answers (a filled form).
  answerRequired: (field: string) => `The ${lower(field)} field is required.`,
  answerNotNumber: (field: string) => `The ${lower(field)} must be a number.`,
  answerNotDate: (field: string) => `The ${lower(field)} is not a valid date.`,
  answerNotTime: (field: string) => `The ${lower(field)} is not a valid time.`,
  answerNotYesNo: (field: string) => `The ${lower(field)} must be yes or no.`,
  answerInvalidChoice: (field: string) => `The selected ${lower(field)} is invalid.`,
  answerNotText: (field: string) => `The ${lower(field)} must be text.`,
  answerNotFile: (field: string) => `The ${lower(field)} must be an uploaded file.`,
  answerNotTable: (field: string) => `The ${lower(field)} must be a table of rows.`,
  answerUnknownField: 'The answer names a field the form does not have.',
} as const;

export const REPORT_TEMPLATE_MESSAGES = {
  notFound: 'Report template not found',
  created: 'Report template successfully created',
  saved: 'Report template successfully saved',
  archived: 'Report template successfully archived',
  restored: 'Report template successfully restored',
  archivedReadOnly: 'This report template is archived; restore it to edit it.',
  titleRequired: 'The title field is required.',
  titleTooLong: `The title may not be greater than ${FORM_LIMITS.titleMax} characters.`,
  standardTooLong: `The standard may not be greater than ${FORM_LIMITS.standardMax} characters.`,
  descriptionTooLong: `The description may not be greater than ${FORM_LIMITS.descriptionMax} characters.`,
  formRequired: 'The form field is required.',
  formNotFound: 'The selected form could not be found.',
  formArchived: 'The selected form is archived.',
  formVersionNotFound: 'The selected form version does not exist.',
  masterVersionInvalid: 'The master version must be a whole number of at least 1.',
  minorVersionInvalid: 'The minor version must be a whole number of at least 0.',
} as const;
