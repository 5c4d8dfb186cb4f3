import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import '../components/lean-ui.css';
import { isChunkLoadError } from '../lib/chunk-load-error';
import { pageReload } from '../lib/reload-page';

export const ROUTE_ERROR_TEXTS = {
  chunkTitle: 'This page could not be loaded',
  chunkBody:
    'Part of Fieldbook did not arrive. It may have been updated since you opened it, or the connection dropped. Reload to try again.',
  title: 'Something went wrong',
  body: 'This page ran into a problem. Reload to try again; if it keeps happening, let us know what you were doing.',
} as const;

/**
 * What a route shows when its page fails to load or render, instead of the router's bare default:
 * a chunk that did not arrive (platform section 8: ChunkLoadError, CSS_CHUNK_LOAD_FAILED, 120 s)
 * says so; anything else is "Something went wrong". Both offer Reload. Drawn without MUI
 * (components/lean-ui.css): it must show when no further chunk can load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    // Kept in the console for whoever investigates; the page itself shows no internals.
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="fb-message">
      <h1 className="fb-h4 fb-gutter">{chunk ? ROUTE_ERROR_TEXTS.chunkTitle : ROUTE_ERROR_TEXTS.title}</h1>
      <p className="fb-body1 fb-secondary fb-message-body">
        {chunk ? ROUTE_ERROR_TEXTS.chunkBody : ROUTE_ERROR_TEXTS.body}
      </p>
      <button type="button" className="fb-btn fb-btn-contained" onClick={() => pageReload.reload()}>
        Reload
      </button>
    </section>
  );
}
