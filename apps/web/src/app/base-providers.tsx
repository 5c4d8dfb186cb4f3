import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '../lib/theme';

/**
 * What every MUI screen needs: the theme and its baseline styles. The data layer (app/data-layer.tsx)
 * adds them, so the lean first screens (the start-up card, the sign-in page), drawn without MUI
 * (components/lean-ui.tsx), load neither MUI nor emotion.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** The theme alone, for MUI shown outside the data layer: the HTTP status UI's dialogs and notices. */
export function AppTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
