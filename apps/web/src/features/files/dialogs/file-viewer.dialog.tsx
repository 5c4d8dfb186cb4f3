import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import Close from '@mui/icons-material/Close';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { useMinWidth } from '../../../components/use-responsive';
import { usePortalPath } from '../../../lib/portal-path';
import { useCanOpen } from '../../../lib/route-access';
import { useCan, useUserLoad } from '../../../lib/session/load-user';
import { useSaveUserSetting } from '../../../lib/session/save-user-setting';
import { useDeleteFile } from '../api/delete-file';
import { downloadFile } from '../api/download-file';
import { FILE_MESSAGES, type FileRecord, fileLabel, isPdf, truncate, VIEWER_TITLE_MAX } from '../api/file-types';
import { useFile } from '../api/get-file';
import { FILE_DRAWER_MAX_WIDTH, FileDetailsDrawer } from '../components/file-details-drawer';

/** The drawer opens by default only above this window width (spec section 9). */
const DRAWER_DEFAULT_MIN_WIDTH = 1100;

const CHECKERBOARD = {
  backgroundColor: '#2a2a2a',
  backgroundImage:
    'linear-gradient(45deg, #3a3a3a 25%, transparent 25%), linear-gradient(-45deg, #3a3a3a 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #3a3a3a 75%), linear-gradient(-45deg, transparent 75%, #3a3a3a 75%)',
  backgroundSize: '20px 20px',
  backgroundPosition: '0 0, 0 10px, 10px -10px, -10px 0',
};

function userAgent(): string {
  return globalThis.navigator?.userAgent ?? '';
}
const isMobileDevice = () => /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent());
const isIos = () => /iPhone|iPad|iPod/i.test(userAgent());

export interface FileViewerDialogProps {
  /** The file to show; null closes the viewer. */
  fileId: number | null;
  onClose: () => void;
  /** Preview mode: no Download File, Delete or Edit. */
  preview?: boolean;
  /** The canDelete option: false hides Delete even where the file may be deleted. */
  canDelete?: boolean;
  onDeleted?: (id: number) => void;
  onSaved?: (file: FileRecord) => void;
}

/**
 * The footer's actions (spec section 4, File viewer): editing needs not preview and can_edit; Delete
 * not preview, can_delete and the canDelete option; Edit (photo annotation) editing, canAccessDrawings,
 * an IMAGE, and its drawings/annotate screen routed.
 */
function useFooterActions(file: FileRecord | undefined, preview: boolean, canDelete: boolean) {
  const drawings = useCan('canAccessDrawings');
  const annotateRouted = useCanOpen()('drawings/annotate');
  const editable = !preview && file?.can_edit === true;
  return {
    editable,
    remove: !preview && canDelete && file?.can_delete === true,
    annotate: editable && drawings && file?.type === 'IMAGE' && annotateRouted,
  };
}

/** Whether the File Details drawer starts open: a wide window and the saved fileDrawerOpen setting. */
function useDrawerDefault(): boolean {
  const settings = useUserLoad().data?.settings;
  const wide = typeof window !== 'undefined' && window.innerWidth > DRAWER_DEFAULT_MIN_WIDTH;
  return wide && settings?.fileDrawerOpen === true;
}

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
      }}
    >
      {children}
    </Box>
  );
}

function FileBody({ file, onDownload }: { file: FileRecord; onDownload: () => void }) {
  const [failed, setFailed] = useState(false);
  const wideEnough = useMinWidth(600);
  if (failed || !file.signed_url) {
    return (
      <Centered>
        <Typography>{FILE_MESSAGES.couldNotLoad}</Typography>
      </Centered>
    );
  }
  if (isPdf(file)) {
    if (wideEnough && !isMobileDevice()) {
      return (
        <Box
          component="iframe"
          title={fileLabel(file)}
          src={file.signed_url}
          onError={() => setFailed(true)}
          sx={{ flex: 1, border: 0, width: '100%', bgcolor: 'white' }}
        />
      );
    }
    return (
      <Centered>
        {isIos() ? (
          <Button variant="contained" href={file.signed_url} target="_blank" rel="noopener">
            Open PDF in Safari
          </Button>
        ) : (
          <Button variant="contained" startIcon={<Download />} onClick={onDownload}>
            Download PDF
          </Button>
        )}
      </Centered>
    );
  }
  if (file.type === 'IMAGE') {
    return (
      <Box sx={{ flex: 1, overflow: 'auto', ...CHECKERBOARD }}>
        <Box
          component="img"
          src={file.signed_url}
          alt={fileLabel(file)}
          onError={() => setFailed(true)}
          sx={{ display: 'block', maxWidth: 'none', m: 'auto' }}
        />
      </Box>
    );
  }
  return (
    <Centered>
      <Typography>{FILE_MESSAGES.noPreview}</Typography>
      <Button variant="contained" startIcon={<Download />} onClick={onDownload}>
        Download File
      </Button>
    </Centered>
  );
}

/** The full-screen dark file viewer with the File Details drawer (spec section 2, File screens). */
export function FileViewerDialog({
  fileId,
  onClose,
  preview = false,
  canDelete = true,
  onDeleted,
  onSaved,
}: FileViewerDialogProps) {
  const query = useFile(fileId);
  const drawerDefault = useDrawerDefault();
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  const saveSetting = useSaveUserSetting();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteFile();
  const navigate = useNavigate();
  const to = usePortalPath();
  const { enqueueSnackbar } = useSnackbar();
  const file = query.data;
  const actions = useFooterActions(file, preview, canDelete);
  const showDrawer = Boolean(file) && (drawerOpen ?? drawerDefault);
  const title = file ? truncate(fileLabel(file), VIEWER_TITLE_MAX) : 'Preview File';
  const download = () => {
    if (!file) return;
    downloadFile(file.id).then(
      (opened) => {
        if (!opened) enqueueSnackbar(MESSAGES.popupsBlocked, { variant: 'warning' });
      },
      () => undefined, // the HTTP client has already shown why the link could not be made
    );
  };

  return (
    <Dialog
      open={fileId !== null}
      onClose={onClose}
      fullScreen
      // The dialog role sits on the paper, so the name must go there too.
      slotProps={{ paper: { 'aria-label': title, sx: { bgcolor: '#121212', color: 'common.white', display: 'flex' } } }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1, borderBottom: 1, borderColor: 'grey.800' }}
      >
        <IconButton aria-label="Close" onClick={onClose} sx={{ color: 'inherit' }}>
          <Close />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {title}
          </Typography>
          {file && !actions.editable && (
            <Typography variant="caption" sx={{ color: 'grey.400' }}>
              Read-only
            </Typography>
          )}
        </Box>
        {file && !preview && (
          <Button startIcon={<Download />} onClick={download} sx={{ color: 'inherit' }}>
            Download File
          </Button>
        )}
        {file && (
          <IconButton
            aria-label="File Details"
            aria-pressed={showDrawer}
            onClick={() => {
              // The spec saves the setting on every toggle; the next viewer opens the same way.
              setDrawerOpen(!showDrawer);
              saveSetting.mutate({ key: 'fileDrawerOpen', value: !showDrawer });
            }}
            sx={{ color: 'inherit' }}
          >
            <InfoOutlined />
          </IconButton>
        )}
      </Box>
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          {query.isPending && fileId !== null ? (
            <Centered>
              <CircularProgress color="inherit" aria-label="Loading file" />
            </Centered>
          ) : file ? (
            <FileBody key={file.id} file={file} onDownload={download} />
          ) : (
            <Centered>
              <Typography>{FILE_MESSAGES.couldNotLoad}</Typography>
            </Centered>
          )}
        </Box>
        {file && showDrawer && (
          <Box sx={{ width: FILE_DRAWER_MAX_WIDTH, maxWidth: '100%', color: 'text.primary', display: 'flex' }}>
            <FileDetailsDrawer key={file.id} file={file} onSaved={onSaved} />
          </Box>
        )}
      </Box>
      {file && (actions.remove || actions.annotate) && (
        <Box
          component="footer"
          sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', p: 1, borderTop: 1, borderColor: 'grey.800' }}
        >
          {actions.remove && (
            // The light red: the theme's red is 3.8:1 on the viewer's near-black.
            <Button
              color="error"
              sx={{ color: 'error.light' }}
              startIcon={<Delete />}
              onClick={() => setConfirmDelete(true)}
            >
              Delete
            </Button>
          )}
          {actions.annotate && (
            <Button
              variant="contained"
              startIcon={<Edit />}
              onClick={() => navigate(`${to('drawings/annotate')}?file_id=${file.id}&back=true`)}
            >
              Edit
            </Button>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete File"
        message="Are you sure you want to delete this file?"
        confirmLabel="Delete"
        destructive
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          if (!file) return;
          remove.mutate(file.id, {
            onSuccess: () => {
              onDeleted?.(file.id);
              onClose();
            },
          });
        }}
      />
    </Dialog>
  );
}
