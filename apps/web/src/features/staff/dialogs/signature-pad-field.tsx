import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import SignaturePad from 'signature_pad';

/** Spec: the signature pad is 150 px high. */
export const SIGNATURE_PAD_HEIGHT = 150;

export interface SignaturePadFieldProps {
  /** A PNG data URL, or null for none. */
  value: string | null | undefined;
  onChange: (signature: string | null) => void;
  error?: string;
  disabled?: boolean;
}

/** Draw a signature with a mouse, pen or finger; saved as a PNG data URL. */
export function SignaturePadField({ value, onChange, error, disabled }: SignaturePadFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const labelId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Only the first value is drawn in: afterwards the pad itself is the source.
  const initial = useRef(value);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas?.getContext('2d')) return;
    // Sharp lines on high-density screens: the backing store at device pixels, drawn at CSS pixels.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = SIGNATURE_PAD_HEIGHT * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)' });
    padRef.current = pad;
    if (initial.current)
      void pad.fromDataURL(initial.current, { width: canvas.offsetWidth, height: SIGNATURE_PAD_HEIGHT });
    const save = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', save);
    return () => {
      pad.removeEventListener('endStroke', save);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 0.5 }}>
        <Typography id={labelId} variant="subtitle2" sx={{ flex: 1 }}>
          Signature
        </Typography>
        <Button size="small" onClick={clear} disabled={disabled || !value}>
          Clear
        </Button>
      </Box>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        aria-description="Draw your signature here"
        sx={{
          display: 'block',
          width: '100%',
          height: SIGNATURE_PAD_HEIGHT,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'common.white',
          touchAction: 'none',
          cursor: disabled ? 'default' : 'crosshair',
        }}
      />
      <FormHelperText error={Boolean(error)}>{error ?? 'Used on reports and other documents you sign.'}</FormHelperText>
    </Box>
  );
}
