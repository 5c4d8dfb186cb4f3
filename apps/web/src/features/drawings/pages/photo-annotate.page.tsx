import { DRAWING_MESSAGES } from '@fieldbook/domain/drawings/drawings.constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { readFailed } from '../../../lib/read-failed';
import { useCan } from '../../../lib/session/load-user';
import { FILE_MESSAGES, type FileRecord, filesQueryKey, uploadFiles, useFile } from '../../files/index';
import { DrawingToolbar } from '../components/drawing-toolbar';
import { useDrawingEditor } from '../components/use-drawing-editor';
import { useLoadedImage } from '../components/use-loaded-image';

// The same lazily loaded Konva editor as drawings/add, in its image-background mode.
const DrawingCanvas = lazy(() => import('../components/drawing-canvas'));

export const ANNOTATE_MESSAGES = {
  title: 'Annotate Photo',
  readOnly: 'Read-only',
  notImage: 'Only an image can be annotated.',
  imageFailed: 'Could not load this image.',
  saved: 'Annotated photo saved',
} as const;

/** A data URL as a PNG file to upload. */
export function pngFileOf(dataUrl: string, name: string): File {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type: 'image/png' });
}

/** The annotated copy's name: the original's stem with -annotated, always a PNG. */
export const annotatedName = (file: Pick<FileRecord, 'file_name'>) =>
  `${file.file_name.replace(/\.[^.]*$/, '') || 'photo'}-annotated.png`;

function PhotoAnnotator({ file, editable }: { file: FileRecord; editable: boolean }) {
  const to = usePortalPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.get('back') === 'true';
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { image, failed } = useLoadedImage(file.signed_url);
  const editor = useDrawingEditor({
    shapes: [],
    tool: 'arrow',
    style: { stroke: '#d32f2f', stroke_width: 4 },
    snap: false,
    enabled: editable,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    document.title = `${ANNOTATE_MESSAGES.title} · Fieldbook`;
  }, []);

  const leave = () => {
    if (back) navigate(-1);
    else navigate(to('files'));
  };

  const save = async () => {
    const png = editor.canvas.current?.toPng();
    if (!png) return;
    setProblem(null);
    setSaving(true);
    try {
      const outcome = await uploadFiles([pngFileOf(png, annotatedName(file))], { annotatedFromFileId: file.id });
      if (outcome.kind === 'uploaded') {
        void queryClient.invalidateQueries({ queryKey: filesQueryKey });
        enqueueSnackbar(ANNOTATE_MESSAGES.saved, { variant: 'success' });
        leave();
        return;
      }
      setProblem(
        outcome.kind === 'partial'
          ? (outcome.failed[0]?.message ?? FILE_MESSAGES.couldNotLoad)
          : (outcome.kind === 'invalid' && outcome.lines[0]) || outcome.message,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title={ANNOTATE_MESSAGES.title}
        subtitle={editable ? (file.title ?? file.file_name) : ANNOTATE_MESSAGES.readOnly}
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              onClick={() => {
                if (!editable || !editor.toolbarProps.canUndo || window.confirm(DRAWING_MESSAGES.cancelQuestion))
                  leave();
              }}
            >
              {editable ? 'Cancel' : 'Back'}
            </Button>
            {editable && (
              <Button variant="contained" onClick={save} disabled={saving || !image}>
                Save
              </Button>
            )}
          </Box>
        }
      />
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {editable && <DrawingToolbar {...editor.toolbarProps} />}
      {failed && <Alert severity="error">{ANNOTATE_MESSAGES.imageFailed}</Alert>}
      {!failed && !image && <CircularProgress aria-label="Loading the photo" />}
      {image && (
        <Paper variant="outlined" sx={{ p: 0.5, bgcolor: 'grey.100' }}>
          <Suspense fallback={<CircularProgress aria-label="Loading the editor" sx={{ m: 4 }} />}>
            <DrawingCanvas
              width={image.naturalWidth}
              height={image.naturalHeight}
              background="#ffffff"
              backgroundImage={image}
              readOnly={!editable}
              unit="m"
              scale={100}
              {...editor.canvasProps}
            />
          </Suspense>
        </Paper>
      )}
      {editor.textDialog}
    </>
  );
}

/**
 * drawings/annotate (query file_id, back): an IMAGE of the files store under a drawing layer; Save stores
 * the flattened PNG as a new file linked to the original. 'Read-only' where the file may not be edited.
 */
export function PhotoAnnotatePage() {
  const [params] = useSearchParams();
  const fileId = Number(params.get('file_id'));
  const valid = Number.isInteger(fileId) && fileId > 0;
  const file = useFile(valid ? fileId : null);
  const drawings = useCan('canAccessDrawings');
  if (!valid || readFailed(file)) return <Alert severity="error">{FILE_MESSAGES.couldNotLoad}</Alert>;
  if (!file.data) return <CircularProgress aria-label="Loading the photo" />;
  if (file.data.type !== 'IMAGE') return <Alert severity="error">{ANNOTATE_MESSAGES.notImage}</Alert>;
  return <PhotoAnnotator key={file.data.id} file={file.data} editable={file.data.can_edit && drawings} />;
}
