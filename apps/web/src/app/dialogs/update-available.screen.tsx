import { updateAvailableMessage } from '@fieldbook/domain/system/system.rules';
import { useEffect, useId, useRef } from 'react';
import '../../components/lean-ui.css';
import { pageReload } from '../../lib/reload-page';

export const UPDATE_AVAILABLE = 'Update Available';

/**
 * The web's "Update Available" (platform section 4): the server runs a newer version than this page,
 * found at start-up or by a 503 version refresh. It covers the page until a refresh loads the new one
 * (whoever shows it makes the page under it inert). No Modal, nor MUI at all (components/lean-ui.css):
 * it is part of every first screen.
 */
export function UpdateAvailableScreen({ version }: { version: string }) {
  const titleId = useId();
  const refresh = useRef<HTMLButtonElement>(null);
  // Its one action takes the focus, as a modal dialog's first control would.
  useEffect(() => refresh.current?.focus(), []);
  return (
    <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="fb-overlay">
      <div className="fb-overlay-centre fb-centre">
        <div className="fb-card fb-overlay-card">
          <h1 id={titleId} className="fb-h5 fb-gutter">
            {UPDATE_AVAILABLE}
          </h1>
          <p className="fb-body1 fb-secondary fb-message-body">{updateAvailableMessage(version)}</p>
          <button ref={refresh} type="button" className="fb-btn fb-btn-contained" onClick={() => pageReload.reload()}>
            Refresh
          </button>
        </div>
      </div>
    </div>
  );
}
