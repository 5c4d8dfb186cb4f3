import {
  CHOICE_FIELD_TYPES,
  DISPLAY_FIELD_TYPES,
  FORM_FIELD_TYPES,
  type FormFieldType,
} from '@fieldbook/domain/forms/forms.constants';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addField,
  addSection,
  type DraftField,
  type DraftSection,
  type FormDraft,
  fieldTypeLabel,
  moveField,
  moveSection,
  newKey,
  removeField,
  removeSection,
  renameSection,
  updateField,
} from './form-editor-model';

/** Server field errors by path (definition.sections.0.fields.1.label). */
export type EditorErrors = Record<string, string[] | undefined>;

interface EditorProps {
  draft: FormDraft;
  onChange: (draft: FormDraft) => void;
  errors?: EditorErrors;
  canBeta: boolean;
}

function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <IconButton size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </>
  );
}

function FieldEditor({
  field,
  index,
  count,
  path,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  field: DraftField;
  index: number;
  count: number;
  path: string;
  errors: EditorErrors;
  onChange: (change: Partial<DraftField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = field.label.trim() || `field ${index + 1}`;
  const error = (key: string) => errors[`${path}.${key}`]?.[0];
  const display = DISPLAY_FIELD_TYPES.includes(field.type);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Field ${index + 1}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label="Field type"
          value={field.type}
          onChange={(event) => onChange({ type: event.target.value as FormFieldType })}
          sx={{ minWidth: 170 }}
          error={Boolean(error('type'))}
          helperText={error('type')}
        >
          {FORM_FIELD_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {fieldTypeLabel(type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={field.type === 'heading' ? 'Heading' : 'Label'}
          value={field.label}
          onChange={(event) => onChange({ label: event.target.value })}
          fullWidth
          error={Boolean(error('label'))}
          helperText={error('label')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={field.required}
              disabled={display}
              onChange={(event) => onChange({ required: event.target.checked })}
            />
          }
          label="Required"
        />
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <MoveButtons name={name} index={index} count={count} onMove={onMove} />
          <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove}>
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      </Stack>
      {field.type !== 'heading' && (
        <TextField
          size="small"
          label={field.type === 'instructions' ? 'Instructions' : 'Help text'}
          value={field.help}
          onChange={(event) => onChange({ help: event.target.value })}
          fullWidth
          multiline={field.type === 'instructions'}
          sx={{ mt: 1 }}
        />
      )}
      {CHOICE_FIELD_TYPES.includes(field.type) && (
        <Stack spacing={1} sx={{ mt: 1 }} role="group" aria-label={`Options of ${name}`}>
          {field.options.map((option, optionIndex) => (
            <Stack direction="row" spacing={1} key={`${field.id}-option-${optionIndex.toString()}`}>
              <TextField
                size="small"
                label={`Option ${optionIndex + 1}`}
                value={option}
                onChange={(event) =>
                  onChange({ options: field.options.map((o, i) => (i === optionIndex ? event.target.value : o)) })
                }
                error={Boolean(error(`options.${optionIndex}`))}
                helperText={error(`options.${optionIndex}`)}
                fullWidth
              />
              <IconButton
                aria-label={`Remove option ${optionIndex + 1}`}
                disabled={field.options.length === 1}
                onClick={() => onChange({ options: field.options.filter((_, i) => i !== optionIndex) })}
              >
                <Close fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          {error('options') && (
            <Typography variant="caption" color="error">
              {error('options')}
            </Typography>
          )}
          <Box>
            <Button
              size="small"
              startIcon={<Add />}
              onClick={() => onChange({ options: [...field.options, `Option ${field.options.length + 1}`] })}
            >
              Add Option
            </Button>
          </Box>
        </Stack>
      )}
      {field.type === 'table' && (
        <Stack spacing={1} sx={{ mt: 1 }} role="group" aria-label={`Columns of ${name}`}>
          {field.columns.map((column, columnIndex) => (
            <Stack direction="row" spacing={1} key={column.id}>
              <TextField
                size="small"
                label={`Column ${columnIndex + 1}`}
                value={column.label}
                onChange={(event) =>
                  onChange({
                    columns: field.columns.map((c) => (c.id === column.id ? { ...c, label: event.target.value } : c)),
                  })
                }
                error={Boolean(error(`columns.${columnIndex}.label`))}
                helperText={error(`columns.${columnIndex}.label`)}
                fullWidth
              />
              <IconButton
                aria-label={`Remove column ${columnIndex + 1}`}
                disabled={field.columns.length === 1}
                onClick={() => onChange({ columns: field.columns.filter((c) => c.id !== column.id) })}
              >
                <Close fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          <Box>
            <Button
              size="small"
              startIcon={<Add />}
              onClick={() =>
                onChange({
                  columns: [...field.columns, { id: newKey('c'), label: `Column ${field.columns.length + 1}` }],
                })
              }
            >
              Add Column
            </Button>
          </Box>
        </Stack>
      )}
    </Paper>
  );
}

function SectionEditor({
  section,
  index,
  count,
  errors,
  draft,
  onChange,
}: {
  section: DraftSection;
  index: number;
  count: number;
  errors: EditorErrors;
  draft: FormDraft;
  onChange: (draft: FormDraft) => void;
}) {
  const path = `definition.sections.${index}`;
  const name = section.title.trim() || `section ${index + 1}`;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label={`Section ${index + 1}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <TextField
          size="small"
          label="Section title"
          value={section.title}
          onChange={(event) => onChange(renameSection(draft, section.id, event.target.value))}
          fullWidth
          error={Boolean(errors[`${path}.title`])}
          helperText={errors[`${path}.title`]?.[0]}
        />
        <MoveButtons
          name={name}
          index={index}
          count={count}
          onMove={(by) => onChange(moveSection(draft, section.id, by))}
        />
        <IconButton aria-label={`Remove ${name}`} onClick={() => onChange(removeSection(draft, section.id))}>
          <Delete />
        </IconButton>
      </Stack>
      <Stack spacing={1.5}>
        {section.fields.map((field, fieldIndex) => (
          <FieldEditor
            key={field.id}
            field={field}
            index={fieldIndex}
            count={section.fields.length}
            path={`${path}.fields.${fieldIndex}`}
            errors={errors}
            onChange={(change) => onChange(updateField(draft, section.id, field.id, change))}
            onMove={(by) => onChange(moveField(draft, section.id, field.id, by))}
            onRemove={() => onChange(removeField(draft, section.id, field.id))}
          />
        ))}
      </Stack>
      <Button sx={{ mt: 1.5 }} startIcon={<Add />} onClick={() => onChange(addField(draft, section.id))}>
        {`Add Field to ${name}`}
      </Button>
    </Paper>
  );
}

/** The form editor: name, description, beta, and sections of fields, each reorderable with up/down buttons. */
export function FormEditor({ draft, onChange, errors = {}, canBeta }: EditorProps) {
  return (
    <Stack spacing={2}>
      <TextField
        label="Name"
        required
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name?.[0]}
      />
      <TextField
        label="Description"
        value={draft.description}
        multiline
        minRows={2}
        onChange={(event) => onChange({ ...draft, description: event.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description?.[0]}
      />
      {canBeta && (
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.is_beta}
              onChange={(event) => onChange({ ...draft, is_beta: event.target.checked })}
            />
          }
          label="Beta form (only staff with beta forms access see it)"
        />
      )}
      {(errors['definition.sections']?.[0] ?? errors.definition?.[0]) && (
        <Typography color="error" role="alert">
          {errors['definition.sections']?.[0] ?? errors.definition?.[0]}
        </Typography>
      )}
      {draft.sections.map((section, index) => (
        <SectionEditor
          key={section.id}
          section={section}
          index={index}
          count={draft.sections.length}
          errors={errors}
          draft={draft}
          onChange={onChange}
        />
      ))}
      <Box>
        <Button variant="outlined" startIcon={<Add />} onClick={() => onChange(addSection(draft))}>
          Add Section
        </Button>
      </Box>
    </Stack>
  );
}
