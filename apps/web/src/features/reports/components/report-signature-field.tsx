import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { SignaturePad } from '../../../components/signature-pad';
import type { ReportImage } from './report-images';

interface ReportSignatureFieldProps {
  label: string;
  /** The stored signature's file id, a signature drawn here and not yet saved (a PNG data URL), or null. */
  value: number | string | null;
  onChange: (value: string | null) => void;
  images: ReadonlyMap<number, ReportImage>;
  error?: string;
  signerName?: string;
}

/** A signature: drawn on the pad (kept on the device, stored with the next save), or shown once stored. */
export function ReportSignatureField({ label, value, onChange, images, error, signerName }: ReportSignatureFieldProps) {
  const shown = typeof value === 'number' ? images.get(value)?.url : value;
  if (value !== null && shown) {
    return (
      <FormControl error={Boolean(error)}>
        <FormLabel>{label}</FormLabel>
        <Box
          component="img"
          src={shown}
          alt={`${label.replace(/ \*$/, '')}: signed`}
          sx={{
            mt: 1,
            width: '100%',
            maxWidth: 350,
            height: 150,
            objectFit: 'contain',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
        <Box>
          <Button size="small" onClick={() => onChange(null)}>
            Sign Again
          </Button>
        </Box>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  }
  return <SignaturePad label={label} onChange={onChange} error={error} typedName={signerName} />;
}
