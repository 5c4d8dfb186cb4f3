import { createLicenceTypeBodySchema } from '@fieldbook/domain/licences/licence-types.schemas';
import { LICENCE_TYPE_MESSAGES as M } from '@fieldbook/domain/licences/licences.constants';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/notices';
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

/** What is wrong with a name, in the server's words (the domain's rule), before anything is sent. */
const nameProblem = (name: string) => {
  const checked = createLicenceTypeBodySchema.safeParse({ name });
  return checked.success ? null : (checked.error.issues[0]?.message ?? M.nameRequired);
};

/** One type: its name, saved when changed and left; Archive or Restore. */
function LicenceTypeRow({ type }: { type: LicenceTypeOption }) {
  const { enqueueSnackbar } = useSnackbar();
  const rename = useRenameLicenceType();
  const toggle = useToggleLicenceType();
  const [name, setName] = useState(type.name);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (name.trim() === type.name) return setError(null);
    const problem = nameProblem(name);
    if (problem) return setError(problem);
    try {
      await rename.mutateAsync({ id: type.id, name });
      setError(null);
      enqueueSnackbar(M.saved, { variant: 'success' });
    } catch (failure) {
      setError(nameError(failure));
    }
  };
  const archiveOrRestore = async () => {
    try {
      const saved = await toggle.mutateAsync(type.id);
      enqueueSnackbar(saved.archived ? `${saved.name} archived` : `${saved.name} restored`, { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(failure instanceof Error ? failure.message : String(failure), { variant: 'error' });
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
      <Button onClick={() => void archiveOrRestore()} disabled={toggle.isPending}>
        {type.archived ? 'Restore' : 'Archive'}
      </Button>
    </ListItem>
  );
}

/** Licence types: the company's catalogue (add, rename, archive), which appointment types require. */
export function LicenceTypesDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const types = useLicenceTypeOptions(true);
  const create = useCreateLicenceType();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    const problem = nameProblem(name);
    if (problem) return setError(problem);
    try {
      await create.mutateAsync(name);
      setName('');
      setError(null);
      enqueueSnackbar(M.created, { variant: 'success' });
    } catch (failure) {
      setError(nameError(failure));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Licence types</DialogTitle>
      <DialogContent dividers>
        {types.data?.length === 0 ? (
          <Typography color="text.secondary">No licence types yet: add the ones your jobs call for.</Typography>
        ) : (
          <List dense aria-label="Licence types">
            {(types.data ?? []).map((type) => (
              <LicenceTypeRow key={type.id} type={type} />
            ))}
          </List>
        )}
        {/* A form: Enter in the name adds it. */}
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
          direction="row"
          spacing={1}
          sx={{ mt: 1, alignItems: 'flex-start' }}
        >
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
          <Button type="submit" variant="outlined" disabled={create.isPending}>
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
