import { DRAWING_MESSAGES, DRAWING_UNITS, type DrawingUnit } from '@fieldbook/domain/drawings/drawings.constants';
import { emptyDrawing, placedAssetIds } from '@fieldbook/domain/drawings/drawings.rules';
import type { DrawingDocument } from '@fieldbook/domain/drawings/drawings.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { useAssetImageUrls } from '../../drawing-assets/index';
import type { Drawing } from '../api/drawing-types';
import { useDrawing, useSaveDrawing } from '../api/drawings-api';
import { DrawingAssetsPanel } from '../components/drawing-assets-panel';
import { DrawingToolbar } from '../components/drawing-toolbar';
import { useDrawingEditor } from '../components/use-drawing-editor';

// Konva loads with the editor only: this route's chunk imports the canvas lazily, no other route does.
const DrawingCanvas = lazy(() => import('../components/drawing-canvas'));

/** The editor of one drawing (a new one when `initial` is null). */
function DrawingEditor({ initial }: { initial: Drawing | null }) {
  const to = usePortalPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.get('back') === 'true';
  const queryClient = Number(params.get('client_id'));
  const queryAppointment = Number(params.get('appointment_id'));
  const [meta, setMeta] = useState<Omit<DrawingDocument, 'shapes'>>(() => {
    const { shapes: _shapes, ...rest } = initial?.document ?? emptyDrawing();
    return rest;
  });
  const [title, setTitle] = useState(initial?.title ?? '');
  const [reference, setReference] = useState(initial?.reference_id ?? '');
  const editor = useDrawingEditor({
    shapes: initial?.document.shapes ?? [],
    tool: 'line',
    style: { stroke: '#000000', stroke_width: 2 },
    snap: true,
  });
  const assetImages = useAssetImageUrls(placedAssetIds(editor.shapes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveDrawing(initial?.id ?? null);

  useEffect(() => {
    document.title = `${initial ? 'Edit' : 'Add'} Drawing · Fieldbook`;
  }, [initial]);

  const leave = (id?: number) => {
    if (back) navigate(-1);
    else navigate(to(id ? `drawings/${id}` : initial ? `drawings/${initial.id}` : 'drawings'));
  };

  const submit = async () => {
    setErrors({});
    setProblem(null);
    const thumbnail = editor.canvas.current?.toPng() ?? '';
    try {
      const saved = await save.mutateAsync({
        title,
        reference_id: reference,
        client_id: initial ? initial.client_id : queryClient > 0 ? queryClient : null,
        appointment_id: initial ? initial.appointment_id : queryAppointment > 0 ? queryAppointment : null,
        document: { ...meta, shapes: editor.shapes },
        thumbnail,
        ...(initial ? { updated_at: initial.updated_at } : {}),
      });
      leave(saved.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = error.firstMessages();
      setErrors(fields);
      const others = Object.entries(fields)
        .filter(([field]) => field !== 'title' && field !== 'reference_id')
        .map(([, message]) => message);
      if (others.length > 0 || Object.keys(fields).length === 0) setProblem(others.join(' ') || error.message);
    }
  };

  return (
    <>
      <PageHeader
        title={initial ? 'Edit Drawing' : 'Add Drawing'}
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              onClick={() => {
                if (!editor.toolbarProps.canUndo || window.confirm(DRAWING_MESSAGES.cancelQuestion)) leave();
              }}
            >
              Cancel
            </Button>
            <Button variant="contained" onClick={submit} disabled={save.isPending}>
              Save
            </Button>
          </Box>
        }
      />
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          required
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title}
          sx={{ flex: '1 1 280px' }}
        />
        <TextField
          label="Reference"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={Boolean(errors.reference_id)}
          helperText={errors.reference_id}
          sx={{ flex: '0 1 200px' }}
        />
        <TextField
          select
          label="Measurement unit"
          value={meta.unit}
          onChange={(event) => setMeta({ ...meta, unit: event.target.value as DrawingUnit })}
          sx={{ width: 160 }}
        >
          {DRAWING_UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {unit}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          label={`Grid units per ${meta.unit}`}
          value={meta.scale}
          onChange={(event) => {
            const scale = Number(event.target.value);
            if (scale > 0) setMeta({ ...meta, scale });
          }}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          sx={{ width: 180 }}
        />
      </Box>
      <DrawingToolbar {...editor.toolbarProps} />
      <DrawingAssetsPanel onPlace={(asset) => editor.placeAsset(asset, meta)} />
      <Paper variant="outlined" sx={{ p: 0.5, bgcolor: 'grey.100' }}>
        <Suspense fallback={<CircularProgress aria-label="Loading the editor" sx={{ m: 4 }} />}>
          <DrawingCanvas
            width={meta.width}
            height={meta.height}
            background={meta.background}
            unit={meta.unit}
            scale={meta.scale}
            assetImages={assetImages}
            {...editor.canvasProps}
          />
        </Suspense>
      </Paper>
      {editor.textDialog}
    </>
  );
}

/** drawings/add (query client_id, appointment_id, back): a new drawing. */
export function DrawingAddPage() {
  return <DrawingEditor initial={null} />;
}

/** drawings/{drawingId}/edit: the saved drawing in the editor; archived ones are read-only. */
export function DrawingEditPage() {
  const id = Number(useParams().drawingId);
  const drawing = useDrawing(Number.isInteger(id) ? id : 0);
  if (!Number.isInteger(id) || id <= 0 || drawing.isError) return <Alert severity="error">Drawing not found</Alert>;
  if (!drawing.data) return <CircularProgress aria-label="Loading drawing" />;
  if (!drawing.data.can_edit) return <Alert severity="info">{DRAWING_MESSAGES.archivedReadOnly}</Alert>;
  return <DrawingEditor key={drawing.data.id} initial={drawing.data} />;
}
