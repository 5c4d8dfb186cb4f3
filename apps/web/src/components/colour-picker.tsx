import {
  COLOUR_MESSAGES,
  COLOUR_PALETTE,
  expandHex,
  isHexColour,
  maskHexInput,
  pickerColour,
  resolveColour,
  TRANSPARENT,
  textColourFor,
} from '@fieldbook/domain/inputs/colour.rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';

export interface ColourPickerProps {
  /** Hex (#rgb or #rrggbb), "transparent", or a dynamic key "primary" / "accent". */
  value: string | null | undefined;
  onChange: (colour: string | null) => void;
  label?: string;
  /** Offers "Clear" (null). A picker that is not clearable shows #027be3 while it is empty. */
  clearable?: boolean;
  allowTransparent?: boolean;
  /** Offers the theme's "primary" and "accent" as values that follow the theme. */
  allowDynamic?: boolean;
  palette?: readonly string[];
  disabled?: boolean;
  error?: string;
}

/** Swatch background for a stored value; transparent shows a checkerboard. */
function swatchSx(colour: string | null, theme: { primary: string; accent: string }) {
  if (colour === TRANSPARENT || colour === null) {
    return {
      backgroundColor: '#fff',
      backgroundImage:
        'linear-gradient(45deg,#ccc 25%,transparent 25%,transparent 75%,#ccc 75%),linear-gradient(45deg,#ccc 25%,transparent 25%,transparent 75%,#ccc 75%)',
      backgroundSize: '8px 8px',
      backgroundPosition: '0 0,4px 4px',
    };
  }
  return { backgroundColor: resolveColour(colour, theme) ?? colour };
}

/**
 * A colour button that opens the "Select Colour" menu with a Palette tab (swatches) and a
 * Spectrum tab (the browser's colour input plus a hex input masked to "#" and 6 characters;
 * only a valid hex is accepted).
 */
export function ColourPicker({
  value,
  onChange,
  label = 'Colour',
  clearable = false,
  allowTransparent = false,
  allowDynamic = false,
  palette = COLOUR_PALETTE,
  disabled,
  error,
}: ColourPickerProps) {
  const muiTheme = useTheme();
  const dynamic = { primary: muiTheme.palette.primary.main, accent: muiTheme.palette.secondary.main };
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tab, setTab] = useState<'palette' | 'spectrum'>('palette');
  const [hex, setHex] = useState('#');
  const [hexError, setHexError] = useState<string | null>(null);
  const shown = pickerColour(value, clearable);
  const shownHex = resolveColour(shown, dynamic);

  const open = (target: HTMLElement) => {
    setHex(isHexColour(shown) && shown ? shown : (shownHex ?? '#'));
    setHexError(null);
    setAnchor(target);
  };
  const pick = (colour: string | null) => {
    onChange(colour);
    setAnchor(null);
  };
  const commitHex = (text: string, close: boolean) => {
    if (!isHexColour(text)) {
      setHexError(COLOUR_MESSAGES.invalid);
      return;
    }
    setHexError(null);
    if (close) pick(text.toLowerCase());
    else onChange(text.toLowerCase());
  };

  const swatch = (colour: string, name: string) => (
    <Box
      key={colour}
      component="button"
      type="button"
      aria-label={name}
      aria-pressed={shown === colour}
      onClick={() => pick(colour)}
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        border: 1,
        borderColor: 'divider',
        cursor: 'pointer',
        outlineOffset: 2,
        boxShadow: shown === colour ? `0 0 0 2px ${muiTheme.palette.text.primary}` : 'none',
        '&:focus-visible': { outline: `2px solid ${muiTheme.palette.primary.main}` },
        ...swatchSx(colour, dynamic),
      }}
    />
  );

  return (
    <Box>
      <Button
        variant="outlined"
        color={error ? 'error' : 'inherit'}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-label={`${label}: ${shown ?? 'none'}`}
        onClick={(event) => open(event.currentTarget)}
        startIcon={
          <Box
            component="span"
            sx={{
              width: 20,
              height: 20,
              borderRadius: '50%',
              border: 1,
              borderColor: 'divider',
              ...swatchSx(shown, dynamic),
            }}
          />
        }
        sx={{ textTransform: 'none', justifyContent: 'flex-start' }}
      >
        {/* A real space: the visible text reads as the accessible name does ("Colour None"). */}
        {label}{' '}
        <Box component="span" sx={{ ml: 0.5, color: 'text.secondary' }}>
          {shown ?? 'None'}
        </Box>
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 300, p: 2 } } }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Select Colour
        </Typography>
        <Tabs value={tab} onChange={(_event, next: 'palette' | 'spectrum') => setTab(next)} variant="fullWidth">
          <Tab value="palette" label="Palette" id={`${titleId}-palette`} aria-controls={`${titleId}-palette-panel`} />
          <Tab
            value="spectrum"
            label="Spectrum"
            id={`${titleId}-spectrum`}
            aria-controls={`${titleId}-spectrum-panel`}
          />
        </Tabs>
        {tab === 'palette' ? (
          <Box
            role="tabpanel"
            id={`${titleId}-palette-panel`}
            aria-labelledby={`${titleId}-palette`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 2 }}
          >
            {allowDynamic && swatch('primary', 'Primary (theme)')}
            {allowDynamic && swatch('accent', 'Accent (theme)')}
            {allowTransparent && swatch(TRANSPARENT, 'Transparent')}
            {palette.map((colour) => swatch(colour, colour))}
          </Box>
        ) : (
          <Stack
            role="tabpanel"
            id={`${titleId}-spectrum-panel`}
            aria-labelledby={`${titleId}-spectrum`}
            spacing={2}
            sx={{ pt: 2 }}
          >
            <Box
              component="input"
              type="color"
              aria-label="Colour spectrum"
              value={expandHex(hex) ?? shownHex ?? '#027be3'}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                setHex(event.target.value);
                commitHex(event.target.value, false);
              }}
              sx={{ width: '100%', height: 120, border: 0, p: 0, cursor: 'pointer', background: 'none' }}
            />
            <TextField
              label="Hex"
              value={hex}
              error={Boolean(hexError)}
              helperText={hexError}
              onChange={(event) => {
                const masked = maskHexInput(event.target.value);
                setHex(masked);
                if (masked.length === 7) commitHex(masked, false);
                else setHexError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commitHex(hex, true);
                }
              }}
              onBlur={() => hex !== '#' && commitHex(hex, false)}
              slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
            />
            <Box
              sx={{
                p: 1,
                borderRadius: 1,
                textAlign: 'center',
                ...swatchSx(shown, dynamic),
                color: textColourFor(shownHex),
              }}
            >
              Preview
            </Box>
          </Stack>
        )}
        {clearable && (
          <Box sx={{ pt: 2, textAlign: 'right' }}>
            <Button onClick={() => pick(null)}>Clear</Button>
          </Box>
        )}
      </Popover>
    </Box>
  );
}
