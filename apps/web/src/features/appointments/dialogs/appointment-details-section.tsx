import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SectionProps } from './appointment-draft';

/** Overview's General part: title, description, reference, and a note on create. */
export function DetailsSection({ draft, change, errors, adding }: SectionProps & { adding: boolean }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        General
      </Typography>
      <TextField
        label="Title"
        required
        value={draft.title}
        onChange={(e) => change({ title: e.target.value })}
        error={Boolean(errors.title)}
        helperText={errors.title}
      />
      <TextField
        label="Description"
        multiline
        minRows={2}
        value={draft.description}
        onChange={(e) => change({ description: e.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description}
      />
      <TextField
        label="Reference Number"
        required={!adding}
        value={draft.reference_id}
        onChange={(e) => change({ reference_id: e.target.value, reference_changed: true })}
        error={Boolean(errors.reference_id)}
        helperText={
          errors.reference_id ??
          (adding && !draft.reference_changed ? 'The next free number is given when saved, unless you type one.' : '')
        }
      />
      {adding && (
        <TextField
          label="Note"
          multiline
          minRows={2}
          value={draft.note}
          onChange={(e) => change({ note: e.target.value })}
          error={Boolean(errors.note)}
          helperText={errors.note}
        />
      )}
    </>
  );
}
