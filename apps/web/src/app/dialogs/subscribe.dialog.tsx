import { SITE_NAME } from '@fieldbook/domain/system/system.constants';
import { MessageDialog } from './message.dialog';

/**
 * The subscribe prompt (platform section 4): a trial limit or a subscription-only feature was refused.
 * Plans and payment are a later capability; until then the prompt explains and closes.
 */
export function SubscribeDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <MessageDialog open={message !== null} title={`Subscribe to ${SITE_NAME}`} onClose={onClose}>
      {message}
    </MessageDialog>
  );
}
