import Button from '@mui/material/Button';
import { MessageDialog } from './message.dialog';

/** 500 (platform section 8): asks the user to reload. */
export function SomethingWentWrongDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <MessageDialog
      open={message !== null}
      title="Something went wrong"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Close</Button>
          <Button variant="contained" onClick={() => window.location.reload()} autoFocus>
            Reload
          </Button>
        </>
      }
    >
      {message && message !== 'Something went wrong' ? `${message} ` : ''}
      Please reload the page and try again.
    </MessageDialog>
  );
}
