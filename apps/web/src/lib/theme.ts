import { createTheme, getContrastRatio } from '@mui/material/styles';

/** WCAG AA for normal text. */
const CONTRAST_AA = 4.5;

/**
 * Breakpoints follow platform section 9: `sm` (700px) is where the mobile layout ends, `md` (1024px)
 * where the navigation drawer becomes permanent.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 700, md: 1024, lg: 1280, xl: 1536 } },
  // WCAG AA (4.5:1) on white and on the grey page: primary as text, links and white-on-primary
  // buttons; action.active for toggle buttons and icon buttons' labels (MUI's 0.54 is 4.49 on the grey).
  palette: {
    primary: { main: '#0268c2' },
    background: { default: '#f5f7fa' },
    action: { active: 'rgba(0, 0, 0, 0.6)' },
    // Outlined status chips print these as text on the grey page; MUI's are 3.6:1 and 2.9:1 there.
    info: { main: '#0271b3' },
    warning: { main: '#b35000' },
    // White text only where it reaches 4.5:1, dark text otherwise (MUI's default threshold is 3).
    contrastThreshold: CONTRAST_AA,
  },
  shape: { borderRadius: 8 },
  typography: { h4: { fontWeight: 600 }, h5: { fontWeight: 600 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});

/**
 * Text colour readable (4.5:1) on a user-chosen background such as a staff colour: white where it
 * reaches that, black otherwise. An unparseable colour gets the default text colour.
 */
export function textColourOn(background: string): string {
  try {
    // Black, not MUI's translucent text colour: on mid tones only pure black reaches 4.5:1.
    return getContrastRatio(background, '#fff') >= CONTRAST_AA ? '#fff' : '#000';
  } catch {
    return theme.palette.text.primary;
  }
}
