import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/http-client';
import {
  type LicenceTypeOption,
  useCreateLicenceType,
  useLicenceTypeOptions,
  useRenameLicenceType,
  useToggleLicenceType,
} from '../api/licence-catalogue-api';

const nameError = (error: unknown) =>
  error instanceof ApiError ? (error.fieldError('name') ?? error.message) : String(error);

/** One type: its name, saved when changed and left; Archive or Restore. */
function LicenceTypeRow({ type }: { type: LicenceTypeOption }) {
  const { enqueueSnackbar } = useSnackbar();
  const rename = useRenameLicenceType();
  const toggle = useToggleLicenceType();
  const [name, setName] = useState(type.name);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (name.trim() === type.name) return;
    try {
      await rename.mutateAsync({ id: type.id, name });
      setError(null);
    } catch (failure) {
      setError(nameError(failure));
    }
  };
  return (
    <ListItem disableGutters sx={{ gap: 1 }}>
      <TextField
        size="small"
        fullWidth
        label={type.archived ? 'Archived type' : 'Licence type'}
        value={name}
        disabled={type.archived}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => void save()}
        error={error !== null}
        helperText={error}
      />
      <Button
        onClick={async () => {
          const saved = await toggle.mutateAsync(type.id);
          enqueueSnackbar(saved.archived ? `${saved.name} archived` : `${saved.name} restored`, { variant: 'success' });
        }}
      >
        {type.archived ? 'Restore' : 'Archive'}
      </Button>
    </ListItem>
  );
}

/** Licence types: the company's catalogue (add, rename, archive), which appointment types require. */
export function LicenceTypesDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const types = useLicenceTypeOptions(true);
  const create = useCreateLicenceType();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    try {
      await create.mutateAsync(name);
      setName('');
      setError(null);
    } catch (failure) {
      setError(nameError(failure));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Licence types</DialogTitle>
      <DialogContent dividers>
        <List dense aria-label="Licence types">
          {(types.data ?? []).map((type) => (
            <LicenceTypeRow key={type.id} type={type} />
          ))}
        </List>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label="New licence type"
            placeholder="Gasfitter Type A"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error}
          />
          <Button variant="outlined" onClick={() => void add()} disabled={create.isPending}>
            Add
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
