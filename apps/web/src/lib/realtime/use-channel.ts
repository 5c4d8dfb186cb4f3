import type { RealtimeMessage } from '@fieldbook/domain/realtime/realtime.constants';
import { useEffect, useRef } from 'react';
import { listen } from './realtime-client';

/**
 * Listens on a channel while the component is mounted (none while `channel` is null). The latest
 * handlers are used without re-joining; `onResync` runs when a dropped connection comes back.
 */
export function useChannel(
  channel: string | null,
  onMessage: (message: RealtimeMessage) => void,
  onResync?: () => void,
): void {
  const handlers = useRef({ onMessage, onResync });
  handlers.current = { onMessage, onResync };
  useEffect(() => {
    if (!channel) return;
    return listen(
      channel,
      (message) => handlers.current.onMessage(message),
      () => handlers.current.onResync?.(),
    );
  }, [channel]);
}
