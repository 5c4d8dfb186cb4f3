import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Fallback while a lazy page chunk or the data a guard needs is loading. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="progressbar" aria-label="Loading page">
      <CircularProgress aria-hidden />
    </Box>
  );
}
