import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useFileUpload } from '../../files/components/use-file-upload';

export interface LicenceDocument {
  id: number;
  title: string | null;
}

export interface LicenceDocumentFieldProps {
  value: LicenceDocument | null;
  onChange: (document: LicenceDocument | null) => void;
  error?: string;
}

/** The licence's optional document (a scan or photo of the card), uploaded to the file store with progress. */
export function LicenceDocumentField({ value, onChange, error }: LicenceDocumentFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, batches, dialog } = useFileUpload();
  const progress = batches[0]?.progress ?? null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await upload([file]);
    if (input.current) input.current.value = '';
    const uploaded = outcome.kind === 'uploaded' || outcome.kind === 'partial' ? outcome.files[0] : undefined;
    if (uploaded) onChange({ id: uploaded.id, title: uploaded.title ?? uploaded.file_name });
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {value ? (value.title ?? 'Document attached') : 'No document'}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AttachFile />}
          onClick={() => input.current?.click()}
          disabled={progress !== null}
        >
          {value ? 'Replace Document' : 'Attach Document'}
        </Button>
        {value && (
          <Button size="small" onClick={() => onChange(null)} disabled={progress !== null}>
            Remove
          </Button>
        )}
      </Box>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Uploading document" sx={{ mt: 1 }} />
      )}
      <FormHelperText error={Boolean(error)}>{error ?? 'Optional: a photo or scan of the licence.'}</FormHelperText>
      <input
        ref={input}
        type="file"
        accept="image/*,application/pdf"
        hidden
        aria-label="Licence document"
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {dialog}
    </Box>
  );
}
