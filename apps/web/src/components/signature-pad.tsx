import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useEffect, useRef } from 'react';

/** Platform spec, shared inputs: the pad is 150px high and at most 350px wide. */
const HEIGHT = 150;
const MAX_WIDTH = 350;

interface SignaturePadProps {
  label: string;
  /** A PNG data URL after each stroke; null when the pad is empty or cleared. */
  onChange: (value: string | null) => void;
  onClear?: () => void;
  error?: string;
  /** Offers "Sign with my name" (for keyboard users): the name is written on the pad in a script font. */
  typedName?: string;
}

/** A signature drawn with a finger, pen or mouse; Clear empties it (spec: an empty pad gives null). */
export function SignaturePad({ label, onChange, onClear, error, typedName }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Sharp lines on high-density screens: the bitmap follows the device's pixels.
    const ratio = globalThis.devicePixelRatio || 1;
    element.width = element.offsetWidth * ratio;
    element.height = HEIGHT * ratio;
    const context = element.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    drawn.current = true;
  };

  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    drawn.current = false;
    onChange(null);
    onClear?.();
  };

  const signWithName = () => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || !typedName?.trim()) return;
    context.clearRect(0, 0, element.width, element.height);
    context.font = 'italic 32px "Brush Script MT", "Segoe Script", cursive';
    context.fillStyle = '#111';
    context.fillText(typedName.trim(), 16, HEIGHT / 2 + 10, element.offsetWidth - 32);
    drawn.current = true;
    onChange(element.toDataURL('image/png'));
  };

  return (
    <Stack spacing={0.5} sx={{ maxWidth: MAX_WIDTH }}>
      <Typography component="span" variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-label={`${label}: draw your signature here`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        sx={{
          width: '100%',
          height: HEIGHT,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <FormHelperText error={Boolean(error)}>{error ?? 'Sign inside the box'}</FormHelperText>
        <Stack direction="row">
          {typedName !== undefined && (
            <Button size="small" onClick={signWithName} disabled={!typedName.trim()}>
              Sign with my name
            </Button>
          )}
          <Button size="small" onClick={clear}>
            Clear
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
