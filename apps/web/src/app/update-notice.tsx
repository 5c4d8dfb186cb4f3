import { useEffect } from 'react';
import { onUpdateWaiting, updateWaiting } from '../lib/offline/app-worker';
import type { Notify } from './http-ui-host';

export const NEW_VERSION_MESSAGE = 'New version available';

/**
 * "New version available — Reload" once a new deploy's service worker is installed and waiting. It
 * stays until used: the page keeps running the version it loaded until the worker is told to take over.
 */
export function useUpdateNotice(notify: Notify): void {
  useEffect(() => {
    const show = () => {
      const reload = updateWaiting();
      if (!reload) return;
      notify(NEW_VERSION_MESSAGE, {
        variant: 'info',
        persist: true,
        preventDuplicate: true,
        action: (
          <button type="button" className="fb-btn fb-btn-inherit fb-btn-small" onClick={reload}>
            Reload
          </button>
        ),
      });
    };
    show();
    return onUpdateWaiting(show);
  }, [notify]);
}
