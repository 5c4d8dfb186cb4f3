import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * What every screen needs: the theme and its baseline styles. The data layer (queries and notices)
 * is added under the routes that use it, so the signed-out first screen loads without it.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
