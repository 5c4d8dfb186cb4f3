import type { FormAnswers } from '@fieldbook/domain/forms/forms.rules';
import type { FormDefinition, FormField } from '@fieldbook/domain/forms/forms.schemas';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { FormDisplayField, FormSections, fieldLabel } from '../../forms/index';
import type { ReportImage } from './report-images';
import { ReportPhotosField } from './report-photos-field';
import { ReportSignatureField } from './report-signature-field';
import { ReportTableField } from './report-table-field';

export interface ReportFormFillerProps {
  definition: FormDefinition;
  answers: FormAnswers;
  onChange: (fieldId: string, value: unknown) => void;
  /** Errors by field id (the server's `answers.<id>`). */
  errors: Record<string, string>;
  /** The images the answers name, by file id (thumbnails and signatures). */
  images: ReadonlyMap<number, ReportImage>;
  onImages: (images: ReportImage[]) => void;
  /** The client's name, offered as "Sign with my name". */
  signerName?: string;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** One field, filled in: each type with the input a phone offers for it. */
function FillField({ field, ...props }: Omit<ReportFormFillerProps, 'definition'> & { field: FormField }) {
  const { answers, onChange, errors, images, onImages } = props;
  const labelId = useId();
  const value = answers[field.id];
  const error = errors[field.id];
  const set = (next: unknown) => onChange(field.id, next);
  const helper = error ?? field.help ?? undefined;

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
          value={text(value)}
          onChange={(event) => set(event.target.value)}
          fullWidth
          multiline={field.type === 'long_text'}
          minRows={field.type === 'long_text' ? 3 : undefined}
          type={field.type === 'date' ? 'date' : field.type === 'time' ? 'time' : 'text'}
          error={Boolean(error)}
          helperText={helper}
          slotProps={{
            inputLabel: { shrink: field.type === 'date' || field.type === 'time' ? true : undefined },
            // A number keeps what was typed (2. on the way to 2.5); the phone shows its decimal keypad.
            htmlInput: field.type === 'number' ? { inputMode: 'decimal' } : undefined,
          }}
        />
      );
    case 'yes_no':
      return (
        <FormControl error={Boolean(error)}>
          <FormLabel id={labelId} sx={{ mb: 0.5 }}>
            {fieldLabel(field)}
          </FormLabel>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby={labelId}
            value={value === true ? 'yes' : value === false ? 'no' : null}
            onChange={(_event, next: 'yes' | 'no' | null) => set(next === null ? null : next === 'yes')}
          >
            <ToggleButton value="yes" sx={{ minWidth: 72 }}>
              Yes
            </ToggleButton>
            <ToggleButton value="no" sx={{ minWidth: 72 }}>
              No
            </ToggleButton>
          </ToggleButtonGroup>
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    case 'choice':
      return (
        <FormControl error={Boolean(error)}>
          <FormLabel id={labelId}>{fieldLabel(field)}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={typeof value === 'string' ? value : ''}
            onChange={(_event, next) => set(next)}
          >
            {field.options.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
            ))}
          </RadioGroup>
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    case 'multiple_choice': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <FormControl error={Boolean(error)} component="fieldset">
          <FormLabel component="legend">{fieldLabel(field)}</FormLabel>
          <FormGroup>
            {field.options.map((option) => (
              <FormControlLabel
                key={option}
                label={option}
                control={
                  <Checkbox
                    checked={chosen.includes(option)}
                    onChange={(event) =>
                      set(
                        event.target.checked
                          ? field.options.filter((o) => o === option || chosen.includes(o))
                          : chosen.filter((o) => o !== option),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    }
    case 'photo':
      return (
        <ReportPhotosField
          label={fieldLabel(field)}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={set}
          images={images}
          onImages={onImages}
          error={error}
          help={field.help ?? undefined}
        />
      );
    case 'signature':
      return (
        <ReportSignatureField
          label={fieldLabel(field)}
          value={typeof value === 'number' || typeof value === 'string' ? value : null}
          onChange={set}
          images={images}
          error={error}
          signerName={props.signerName}
        />
      );
    case 'table':
      return (
        <ReportTableField
          label={fieldLabel(field)}
          columns={field.columns}
          value={Array.isArray(value) ? (value as Record<string, string>[]) : []}
          onChange={set}
          error={error}
        />
      );
    default:
      return null;
  }
}

/** A report's form version to fill: its sections as cards, each field with its answer and its error. */
export function ReportFormFiller({ definition, ...props }: ReportFormFillerProps) {
  return (
    <FormSections definition={definition} spacing={2.5} field={(field) => <FillField field={field} {...props} />} />
  );
}
