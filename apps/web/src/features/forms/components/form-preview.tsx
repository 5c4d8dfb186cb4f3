import type { FormDefinition, FormField } from '@fieldbook/domain/forms/forms.schemas';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FormDisplayField, FormSections, FormTableView, fieldLabel } from './form-display-parts';

/** One field as it will be filled, read-only. */
function PreviewField({ field }: { field: FormField }) {
  switch (field.type) {
    case 'heading':
    case 'instructions':
      return <FormDisplayField field={field} />;
    case 'text':
    case 'long_text':
    case 'number':
    case 'date':
    case 'time':
      return (
        <TextField
          label={fieldLabel(field)}
          disabled
          fullWidth
          multiline={field.type === 'long_text'}
          minRows={field.type === 'long_text' ? 3 : undefined}
          type={
            field.type === 'number'
              ? 'number'
              : field.type === 'date'
                ? 'date'
                : field.type === 'time'
                  ? 'time'
                  : 'text'
          }
          slotProps={{ inputLabel: { shrink: field.type === 'date' || field.type === 'time' ? true : undefined } }}
          helperText={field.help || undefined}
        />
      );
    case 'yes_no':
      return (
        <Box>
          <Typography variant="body2" gutterBottom>
            {fieldLabel(field)}
          </Typography>
          <ToggleButtonGroup size="small" disabled exclusive aria-label={field.label}>
            <ToggleButton value="yes">Yes</ToggleButton>
            <ToggleButton value="no">No</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      );
    case 'choice':
    case 'multiple_choice':
      return (
        <Box role="group" aria-label={field.label}>
          <Typography variant="body2">{fieldLabel(field)}</Typography>
          {field.options.map((option) => (
            <FormControlLabel
              key={option}
              disabled
              control={field.type === 'choice' ? <Radio /> : <Checkbox />}
              label={option}
            />
          ))}
        </Box>
      );
    case 'photo':
    case 'signature':
      return (
        <Box>
          <Typography variant="body2" gutterBottom>
            {fieldLabel(field)}
          </Typography>
          <Box
            sx={{
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              color: 'text.secondary',
              textAlign: 'center',
            }}
          >
            {field.type === 'photo' ? 'Photos are added here' : 'Signed here'}
          </Box>
        </Box>
      );
    case 'table':
      return (
        <Box>
          <Typography variant="body2" gutterBottom>
            {fieldLabel(field)}
          </Typography>
          <FormTableView field={field} rows={[{}]} />
        </Box>
      );
    default:
      return null;
  }
}

/** A form version rendered read-only, as it will be filled. */
export function FormPreview({ definition }: { definition: FormDefinition }) {
  return (
    <FormSections
      definition={definition}
      field={(field) => <PreviewField field={field} />}
      empty="No fields in this section."
    />
  );
}
