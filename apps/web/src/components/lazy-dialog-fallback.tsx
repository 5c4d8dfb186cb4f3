import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a dialog's code arrives: a thin bar at the top, so a click never seems ignored. */
export function LazyDialogFallback() {
  return (
    <LinearProgress
      aria-label="Opening"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.modal + 1 }}
    />
  );
}
