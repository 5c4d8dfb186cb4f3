import { CLIENT_CSV_LIMITS } from '@fieldbook/domain/clients/clients-csv.rules';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { type ParsedCsv, parseCsvFile } from './parse-csv-file';

/** Step 1: the drop area; the file is parsed in the browser and never uploaded as a file. */
export function CsvUploadStep({ parsed, onParsed }: { parsed: ParsedCsv | null; onParsed: (csv: ParsedCsv) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function read(file: File | undefined) {
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      onParsed(await parseCsvFile(file));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="csv-drop-area"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'action.hover' : 'transparent',
          p: 4,
          textAlign: 'center',
        }}
      >
        {reading ? <CircularProgress aria-label="Reading file" /> : <UploadFile color="action" sx={{ fontSize: 48 }} />}
        <Typography sx={{ mt: 1 }}>
          Drop your files here, or{' '}
          <Link component="label" htmlFor={inputId} sx={{ cursor: 'pointer' }}>
            browse
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          A .csv file with a header row; at most {CLIENT_CSV_LIMITS.maxRows} rows and {CLIENT_CSV_LIMITS.maxFileMb}MB.
        </Typography>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label="Choose a CSV file"
          onChange={(event) => void read(event.target.files?.[0])}
        />
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {parsed && !error && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {parsed.fileName}: {parsed.rows.length} {parsed.rows.length === 1 ? 'row' : 'rows'}, {parsed.headers.length}{' '}
          columns
        </Alert>
      )}
    </Box>
  );
}
