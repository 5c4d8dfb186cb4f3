import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useMinWidth } from '../../../components/use-responsive';
import { ClientView } from '../components/client-view';

export interface ClientViewDialogProps {
  open: boolean;
  clientId: number | null;
  onClose: () => void;
}

/** The client view as a dialog, for other screens (full screen below 700 px). */
export function ClientViewDialog({ open, clientId, onClose }: ClientViewDialogProps) {
  const wide = useMinWidth(700);
  return (
    <Dialog
      open={open && clientId !== null}
      onClose={onClose}
      fullScreen={!wide}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { 'aria-label': 'Client' } }}
    >
      {clientId !== null && (
        <ClientView
          clientId={clientId}
          headerEnd={
            <IconButton aria-label="Close" onClick={onClose} sx={{ color: 'inherit' }}>
              <CloseIcon />
            </IconButton>
          }
        />
      )}
    </Dialog>
  );
}
