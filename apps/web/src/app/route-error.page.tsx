import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
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
 * says so; anything else is "Something went wrong". Both offer Reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    // Kept in the console for whoever investigates; the page itself shows no internals.
    console.error(error);
  }, [error]);
  return (
    <Box component="section" role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {chunk ? ROUTE_ERROR_TEXTS.chunkTitle : ROUTE_ERROR_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        {chunk ? ROUTE_ERROR_TEXTS.chunkBody : ROUTE_ERROR_TEXTS.body}
      </Typography>
      <Button variant="contained" onClick={() => pageReload.reload()}>
        Reload
      </Button>
    </Box>
  );
}
