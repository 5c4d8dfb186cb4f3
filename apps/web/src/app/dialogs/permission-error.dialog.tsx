import { MessageDialog } from './message.dialog';

/** 403 (platform section 8): "Permission Error" with the server's message. */
export function PermissionErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <MessageDialog open={message !== null} title="Permission Error" onClose={onClose}>
      {message || 'You do not have permission to perform this action.'}
    </MessageDialog>
  );
}
