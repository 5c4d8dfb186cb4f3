import {
  CHOICE_FIELD_TYPES,
  DISPLAY_FIELD_TYPES,
  FORM_FIELD_TYPES,
  type FormFieldType,
} from '@fieldbook/domain/forms/forms.constants';
import Add from '@mui/icons-material/Add';
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
import type { ReactNode } from 'react';
import { type DraftField, type EditorErrors, fieldName, fieldTypeLabel, newKey } from './form-editor-model';
import { DragHandle, useSortableBlock } from './form-reorder';

/** One field of a section: type, label, required, help, and its options or columns; dragged by its handle. */
export function FieldEditor({
  field,
  index,
  path,
  errors,
  onChange,
  onRemove,
  moveMenu,
}: {
  field: DraftField;
  index: number;
  path: string;
  errors: EditorErrors;
  onChange: (change: Partial<DraftField>) => void;
  onRemove: () => void;
  /** The Move menu for this field, named as its handle is. */
  moveMenu: (name: string) => ReactNode;
}) {
  const name = fieldName(field, index);
  const error = (key: string) => errors[`${path}.${key}`]?.[0];
  const display = DISPLAY_FIELD_TYPES.includes(field.type);
  const sortable = useSortableBlock(field.id, 'field');
  return (
    <Paper
      ref={sortable.ref}
      style={sortable.style}
      variant="outlined"
      sx={{ p: 2 }}
      role="group"
      aria-label={`Field ${index + 1}`}
    >
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
          <DragHandle name={name} handle={sortable.handle} />
          {moveMenu(name)}
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
