import { formatDateTime } from '@fieldbook/domain/format/en-au';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSnackbar } from '../../../components/notices';
import { useFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { FILE_MESSAGES, type FileRecord, type FileVisibility, formatFileSize } from '../api/file-types';
import { useFile } from '../api/get-file';
import { useUpdateFileDetails } from '../api/update-file-details';
import { FileCategoryPicker } from './file-category-picker';

/** The drawer's width limit (spec section 9). */
export const FILE_DRAWER_MAX_WIDTH = 375;

const VISIBILITY_LABELS: Record<FileVisibility, string> = { EVERYONE: 'Everyone', MYSELF: 'Only Me' };

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** "Annotated from {original title}": nothing while loading, or when the original is gone or hidden. */
function AnnotatedFrom({ fileId }: { fileId: number }) {
  const original = useFile(fileId);
  if (!original.data) return null;
  return <Detail label="Annotated From">{`Annotated from ${original.data.title || original.data.file_name}`}</Detail>;
}

/** File Details: Title, Description, Category, File Visibility and Save, then read-only Storage Details. */
export function FileDetailsDrawer({ file, onSaved }: { file: FileRecord; onSaved?: (file: FileRecord) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateFileDetails();
  const [title, setTitle] = useState(file.title ?? '');
  const [description, setDescription] = useState(file.description ?? '');
  const [category, setCategory] = useState<number | null>(file.category_id);
  const [visibility, setVisibility] = useState<FileVisibility>(file.visibility);
  const details = {
    id: file.id,
    title: title.trim(),
    description: description.trim(),
    category_id: category,
    visibility,
  };
  // A field's message goes once the field changes; one about the whole form stays until the next save.
  const { errors, show: showErrors } = useFieldErrors(details);
  const readOnly = !file.can_edit;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    showErrors({});
    update.mutate(details, {
      onSuccess: (saved) => {
        enqueueSnackbar(FILE_MESSAGES.detailsUpdated, { variant: 'success' });
        onSaved?.(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          showErrors({
            title: error.fieldError('title'),
            description: error.fieldError('description'),
            category_id: error.fieldError('category_id'),
            visibility: error.fieldError('visibility'),
            form: Object.keys(error.fieldErrors).length === 0 ? error.message : undefined,
          });
        }
      },
    });
  };

  return (
    <Box
      component="aside"
      aria-label="File Details"
      sx={{ width: '100%', maxWidth: FILE_DRAWER_MAX_WIDTH, p: 2, overflowY: 'auto', bgcolor: 'background.paper' }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        File Details
      </Typography>
      <Box component="form" onSubmit={save} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} noValidate>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <TextField
          label="Title"
          size="small"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          disabled={readOnly}
          error={Boolean(errors.title)}
          helperText={errors.title}
        />
        <TextField
          label="Description"
          size="small"
          multiline
          minRows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          disabled={readOnly}
          error={Boolean(errors.description)}
          helperText={errors.description}
        />
        <FileCategoryPicker value={category} onChange={setCategory} disabled={readOnly} />
        <TextField
          select
          label="File Visibility"
          size="small"
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as FileVisibility)}
          disabled={readOnly}
          error={Boolean(errors.visibility)}
          helperText={errors.visibility ?? (visibility === 'MYSELF' ? FILE_MESSAGES.myselfNote : undefined)}
        >
          {(Object.keys(VISIBILITY_LABELS) as FileVisibility[]).map((key) => (
            <MenuItem key={key} value={key}>
              {VISIBILITY_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Save
          </Button>
        )}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Storage Details
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexDirection: 'column', gap: 1, m: 0 }}>
        <Detail label="File Name">{file.file_name}</Detail>
        <Detail label="File Type">{file.file_extension.toUpperCase()}</Detail>
        <Detail label="File Size">{formatFileSize(file.total_file_size)}</Detail>
        {file.type === 'IMAGE' && file.dimensions && (
          <Detail label="Dimensions">{`${file.dimensions.width} px x ${file.dimensions.height} px`}</Detail>
        )}
        {file.attachments_count > 0 && (
          <Detail label="Attached To">{`${file.attachments_count} item${file.attachments_count === 1 ? '' : 's'}`}</Detail>
        )}
        {file.annotated_from_file_id ? <AnnotatedFrom fileId={file.annotated_from_file_id} /> : null}
        <Detail label="Created On">
          {file.user ? `${formatDateTime(file.created_at)} by ${file.user.name}` : formatDateTime(file.created_at)}
        </Detail>
      </Box>
    </Box>
  );
}
