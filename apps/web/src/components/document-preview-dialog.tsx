import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo } from 'react';

export interface DocumentPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** The document's HTML. */
  html: string;
  title?: string;
}

/** Links inside the document go nowhere: their targets are removed and a style stops pointer events. */
export function inertDocument(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const link of doc.querySelectorAll('a[href], area[href]')) {
    link.removeAttribute('href');
    link.removeAttribute('target');
  }
  const style = doc.createElement('style');
  style.textContent = 'a{pointer-events:none;cursor:default}body{font-family:sans-serif;margin:16px}';
  doc.head.append(style);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/** Shows HTML in a frame sandboxed with no permissions: no scripts, forms, popups or navigation. */
export function DocumentPreviewDialog({ open, onClose, html, title = 'Document Preview' }: DocumentPreviewDialogProps) {
  const titleId = useId();
  const srcDoc = useMemo(() => (open ? inertDocument(html) : ''), [open, html]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <iframe
          title={title}
          sandbox=""
          srcDoc={srcDoc}
          style={{ border: 0, width: '100%', height: '60vh', display: 'block' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
