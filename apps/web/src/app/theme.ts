import { createTheme } from '@mui/material/styles';

/**
 * Breakpoints follow platform section 9: `sm` (700px) is where the mobile layout ends, `md` (1024px)
 * where the navigation drawer becomes permanent.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 700, md: 1024, lg: 1280, xl: 1536 } },
  palette: { primary: { main: '#027be3' }, background: { default: '#f5f7fa' } },
  shape: { borderRadius: 8 },
  typography: { h4: { fontWeight: 600 }, h5: { fontWeight: 600 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
