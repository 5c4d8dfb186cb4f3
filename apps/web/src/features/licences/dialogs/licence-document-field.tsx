import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { fileLabel, SingleFilePicker } from '../../files/index';

export interface LicenceDocument {
  id: number;
  title: string | null;
}

export interface LicenceDocumentFieldProps {
  value: LicenceDocument | null;
  onChange: (document: LicenceDocument | null) => void;
  error?: string;
}

/** The licence's optional document (a scan or photo of the card), uploaded to the file store. */
export function LicenceDocumentField({ value, onChange, error }: LicenceDocumentFieldProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {value ? (value.title ?? 'Document attached') : 'No document'}
        </Typography>
        <SingleFilePicker
          label={value ? 'Replace Document' : 'Attach Document'}
          inputLabel="Licence document"
          accept="image/*,application/pdf"
          icon={<AttachFile />}
          onUploaded={(file) => onChange({ id: file.id, title: fileLabel(file) })}
        />
        {value && (
          <Button size="small" onClick={() => onChange(null)}>
            Remove
          </Button>
        )}
      </Box>
      <FormHelperText error={Boolean(error)}>{error ?? 'Optional: a photo or scan of the licence.'}</FormHelperText>
    </Box>
  );
}
