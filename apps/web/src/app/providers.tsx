import { TOAST_TIMEOUT_MS } from '@fieldbook/domain/system/system.constants';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { theme } from './theme';

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

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          autoHideDuration={TOAST_TIMEOUT_MS}
          maxSnack={3}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          Components={SNACKBAR_CONTENT}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
