import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type FailedUpload, FILE_MESSAGES } from '../api/file-types';

/** What an upload leaves on screen: an Error dialog (lines) or the partial-failure dialog. */
export type UploadProblem =
  | { kind: 'error'; message: string; lines: string[] }
  | { kind: 'partial'; uploaded: number; failed: FailedUpload[] };

/** "Error" with the message and lines, or "Files failed to upload" with green/red counts and the failed files. */
export function UploadResultDialog({ problem, onClose }: { problem: UploadProblem | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={problem !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{problem?.kind === 'partial' ? FILE_MESSAGES.partialTitle : 'Error'}</DialogTitle>
      <DialogContent>
        {problem?.kind === 'error' && (
          <>
            <Typography>{problem.message}</Typography>
            {problem.lines.map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
          </>
        )}
        {problem?.kind === 'partial' && (
          <>
            <Box sx={{ display: 'flex', gap: 3, mb: 2 }}>
              <Typography sx={{ color: 'success.main', fontWeight: 600 }} data-testid="uploaded-count">
                {problem.uploaded} uploaded
              </Typography>
              <Typography sx={{ color: 'error.main', fontWeight: 600 }} data-testid="failed-count">
                {problem.failed.length} failed
              </Typography>
            </Box>
            <Box component="ul" aria-label="Failed files" sx={{ m: 0, pl: 2 }}>
              {problem.failed.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two failures may share a file name.
                <li key={`${item.name}-${index}`}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {item.name}
                  </Typography>
                  <Typography variant="body2" component="span" color="text.secondary">
                    {' '}
                    — {item.message}
                  </Typography>
                </li>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
