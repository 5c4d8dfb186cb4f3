import { useSnackbar } from 'notistack';

/** Copies a feed's link, or says to copy it by hand where the clipboard is refused. */
export function useCopyFeedLink() {
  const { enqueueSnackbar } = useSnackbar();
  return async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar('Copied', { variant: 'success' });
    } catch {
      enqueueSnackbar('The link could not be copied: select it and copy it yourself.', { variant: 'warning' });
    }
  };
}
