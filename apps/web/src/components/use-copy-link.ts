import { useSnackbar } from './notices';

/**
 * Copies a link (a feed, a booking page) or a snippet, or says to copy it by hand where the
 * clipboard is refused; `what` names it in that message.
 */
export function useCopyLink() {
  const { enqueueSnackbar } = useSnackbar();
  return async (text: string, what = 'link') => {
    try {
      await navigator.clipboard.writeText(text);
      enqueueSnackbar('Copied', { variant: 'success' });
    } catch {
      enqueueSnackbar(`The ${what} could not be copied: select it and copy it yourself.`, { variant: 'warning' });
    }
  };
}
