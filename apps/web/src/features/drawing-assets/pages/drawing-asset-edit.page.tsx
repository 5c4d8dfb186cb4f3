import {
  DRAWING_ASSET_MAX_MB,
  DRAWING_ASSET_MESSAGES,
} from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { type UploadBatch, UploadDropArea } from '../../../components/upload-drop-area';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import {
  type DrawingAsset,
  useDrawingAsset,
  useUpdateDrawingAsset,
  useUploadDrawingAsset,
} from '../api/drawing-assets-api';

const ACCEPT = '.svg,.png,image/svg+xml,image/png';

/** The name an upload starts with: its file name without the extension. */
const nameOf = (file: File) => file.name.replace(/\.[^.]*$/, '');

/** The shared form: name and category, and whatever comes before them (the file, on add). */
function AssetForm(props: {
  title: string;
  initial: { name: string; category: string };
  before?: ReactNode;
  busy: boolean;
  errors: Record<string, string>;
  problem: string | null;
  onSubmit(values: { name: string; category: string }): void;
  onCancel(): void;
  /** A name to use while the user has typed none (the chosen file's). */
  suggestedName?: string;
}) {
  const [name, setName] = useState(props.initial.name);
  const [category, setCategory] = useState(props.initial.category);
  const shownName = name || props.suggestedName || '';
  useEffect(() => {
    document.title = `${props.title} · Fieldbook`;
  }, [props.title]);
  return (
    <>
      <PageHeader title={props.title} />
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit({ name: shownName, category });
        }}
        sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}
      >
        {props.problem && <Alert severity="error">{props.problem}</Alert>}
        {props.before}
        <TextField
          required
          label="Name"
          value={shownName}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(props.errors.name)}
          helperText={props.errors.name}
        />
        <TextField
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          error={Boolean(props.errors.category)}
          helperText={props.errors.category ?? 'e.g. Plumbing, Pest control, Site plan'}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={props.onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            Save
          </Button>
        </Box>
      </Paper>
    </>
  );
}

/** A refused save: each field's first message, and one line for what no field shows. */
function useFormErrors(shown: readonly string[]) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const showFields = (fields: Record<string, string>, message: string) => {
    setErrors(fields);
    const others = Object.entries(fields).filter(([field]) => !shown.includes(field));
    if (others.length > 0 || Object.keys(fields).length === 0) {
      setProblem(others.map(([, text]) => text).join(' ') || message);
    }
  };
  return {
    errors,
    problem,
    showFields,
    clear() {
      setErrors({});
      setProblem(null);
    },
    show(error: unknown) {
      if (!(error instanceof ApiError)) throw error;
      showFields(error.firstMessages(), error.message);
    },
  };
}

/** settings/drawingAssets/add: upload an SVG or PNG with its name and category. */
export function DrawingAssetAddPage() {
  const to = usePortalPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadDrawingAsset();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useFormErrors(['name', 'category', 'file']);
  const batches: UploadBatch[] =
    progress === null ? [] : [{ id: 1, progress, label: `Uploading ${file?.name ?? 'the asset'}` }];

  const submit = async (values: { name: string; category: string }) => {
    form.clear();
    if (!file) {
      form.showFields({ file: DRAWING_ASSET_MESSAGES.fileRequired }, DRAWING_ASSET_MESSAGES.fileRequired);
      return;
    }
    setProgress(0);
    try {
      const asset = await upload.mutateAsync({
        file,
        ...values,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      enqueueSnackbar(DRAWING_ASSET_MESSAGES.uploaded, { variant: 'success' });
      navigate(to(`settings/drawingAssets/${asset.id}`));
    } catch (error) {
      form.show(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <AssetForm
      title="Add Drawing Asset"
      initial={{ name: '', category: '' }}
      suggestedName={file ? nameOf(file) : undefined}
      busy={upload.isPending}
      errors={form.errors}
      problem={form.problem}
      onSubmit={submit}
      onCancel={() => navigate(to('settings/drawingAssets'))}
      before={
        <Box>
          <UploadDropArea
            onFiles={([chosen]) => chosen && setFile(chosen)}
            maxFileSizeMb={DRAWING_ASSET_MAX_MB}
            batches={batches}
            multiple={false}
            accept={ACCEPT}
            hint="Supports SVG and PNG images."
            mobile={false}
            disabled={upload.isPending}
          />
          {file && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Chosen: {file.name}
            </Typography>
          )}
          {form.errors.file && (
            <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
              {form.errors.file}
            </Typography>
          )}
        </Box>
      }
    />
  );
}

function EditForm({ asset }: { asset: DrawingAsset }) {
  const to = usePortalPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateDrawingAsset(asset.id);
  const form = useFormErrors(['name', 'category']);
  const back = () => navigate(to(`settings/drawingAssets/${asset.id}`));
  return (
    <AssetForm
      title="Edit Drawing Asset"
      initial={{ name: asset.name, category: asset.category ?? '' }}
      busy={update.isPending}
      errors={form.errors}
      problem={form.problem}
      onCancel={back}
      onSubmit={async (values) => {
        form.clear();
        try {
          await update.mutateAsync(values);
          enqueueSnackbar(DRAWING_ASSET_MESSAGES.saved, { variant: 'success' });
          back();
        } catch (error) {
          form.show(error);
        }
      }}
    />
  );
}

/** settings/drawingAssets/{id}/edit: rename or recategorise an asset (its image stays). */
export function DrawingAssetEditPage() {
  const id = Number(useParams().id);
  const asset = useDrawingAsset(Number.isInteger(id) ? id : 0);
  if (!Number.isInteger(id) || id <= 0 || asset.isError) {
    return <Alert severity="error">{DRAWING_ASSET_MESSAGES.notFound}</Alert>;
  }
  if (!asset.data) return <CircularProgress aria-label="Loading drawing asset" />;
  return <EditForm key={asset.data.id} asset={asset.data} />;
}
