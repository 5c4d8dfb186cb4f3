import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled section of the client form. */
export function FormSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

interface TypeSelectProps<T extends string> {
  label: string;
  value: T;
  types: readonly T[];
  labels: Record<T, string>;
  onChange: (type: T) => void;
  error?: string;
}

/** The type of an email, phone or address entry. */
export function TypeSelect<T extends string>({ label, value, types, labels, onChange, error }: TypeSelectProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      error={Boolean(error)}
      helperText={error}
      sx={{ width: { xs: '100%', sm: 170 }, flexShrink: 0 }}
      fullWidth={false}
    >
      {types.map((type) => (
        <MenuItem key={type} value={type}>
          {labels[type]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The label of an EXTRA entry (required for EXTRA). */
export function ExtraLabelField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (text: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      required
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      sx={{ width: { xs: '100%', sm: 170 }, flexShrink: 0 }}
      fullWidth={false}
    />
  );
}

export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} sx={{ mt: 1 }}>
      <DeleteOutlined />
    </IconButton>
  );
}

/** One entry: its controls side by side from 600 px, stacked below. */
export function EntryRow({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      {children}
    </Box>
  );
}
