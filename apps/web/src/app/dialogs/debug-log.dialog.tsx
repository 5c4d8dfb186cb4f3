import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { DebugInfo } from '../../lib/http-client';

function download(info: DebugInfo): void {
  const blob = new Blob([JSON.stringify(info, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `fieldbook-debug-log-${info.time.replace(/[:.]/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Opened from a failed request's red notice: endpoint, method, message and errors; downloadable. */
export function DebugLogDialog({ info, onClose }: { info: DebugInfo | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={info !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Debug Log</DialogTitle>
      {info && (
        <DialogContent>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
          >
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              Endpoint
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
              {info.endpoint}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              Method
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {info.method}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              Status
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {info.status}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              Message
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {info.message}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 600, mt: 2 }}>Errors</Typography>
          <Box
            component="pre"
            sx={{ bgcolor: 'grey.100', p: 1.5, borderRadius: 1, overflow: 'auto', fontSize: 13, maxHeight: 240 }}
          >
            {JSON.stringify(info.errors ?? {}, null, 2)}
          </Box>
          {info.body !== null && (
            <>
              <Typography sx={{ fontWeight: 600 }}>Request body</Typography>
              <Box
                component="pre"
                sx={{ bgcolor: 'grey.100', p: 1.5, borderRadius: 1, overflow: 'auto', fontSize: 13, maxHeight: 240 }}
              >
                {JSON.stringify(info.body, null, 2)}
              </Box>
            </>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => info && download(info)} autoFocus>
          Download
        </Button>
      </DialogActions>
    </Dialog>
  );
}
