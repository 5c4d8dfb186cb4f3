import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useRef } from 'react';
import { NoticesProvider, type OptionsObject, useSnackbar } from '../components/notices';
import { theme } from '../lib/theme';

export interface Notice {
  message: ReactNode;
  options: OptionsObject;
}

/**
 * The notices of the start-up and of the screens without the data layer (the sign-in page), fetched
 * with the first one, in the theme those screens do without: shows each of `notices` once, in order.
 */
export function StandaloneNotices({ notices }: { notices: readonly Notice[] }) {
  return (
    <ThemeProvider theme={theme}>
      <NoticesProvider>
        <ShowNotices notices={notices} />
      </NoticesProvider>
    </ThemeProvider>
  );
}

function ShowNotices({ notices }: { notices: readonly Notice[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const shown = useRef(0);
  useEffect(() => {
    for (const { message, options } of notices.slice(shown.current)) enqueueSnackbar(message, options);
    shown.current = notices.length;
  }, [notices, enqueueSnackbar]);
  return null;
}
