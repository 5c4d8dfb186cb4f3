import { TOAST_TIMEOUT_MS } from '@fieldbook/domain/system/system.constants';
import { styled, ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, type OptionsObject, SnackbarProvider, useSnackbar } from 'notistack';
import { type ReactNode, useEffect, useRef } from 'react';
import { theme } from '../lib/theme';

/** Notistack's own colours put white text on 2.2–3:1 backgrounds; the theme's reach 4.5:1. */
const SnackbarContent = styled(MaterialDesignContent)(({ theme: { palette } }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: palette.info.main },
}));
const SNACKBAR_CONTENT = {
  success: SnackbarContent,
  error: SnackbarContent,
  warning: SnackbarContent,
  info: SnackbarContent,
};

/** The app's notices (snackbars); features show them with notistack's `useSnackbar`. */
export function NoticesProvider({ children }: { children?: ReactNode }) {
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_TIMEOUT_MS}
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={SNACKBAR_CONTENT}
    >
      {children}
    </SnackbarProvider>
  );
}

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
