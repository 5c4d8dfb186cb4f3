import CloudUpload from '@mui/icons-material/CloudUpload';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type DragEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useMinWidth } from './use-responsive';

/** The upload hint of platform section 9. */
export const UPLOAD_HINT = 'Supports JPG / PNG images, documents and PDFs.';

/** One upload request in flight. */
export interface UploadBatch {
  id: number;
  /** 0-100 */
  progress: number;
  /** e.g. "Uploading 3 files" */
  label: string;
}

export interface UploadDropAreaProps {
  /** Chosen, dropped or photographed files (the caller checks and sends them). */
  onFiles: (files: File[]) => void;
  /** Shown as "Maximum {n}MB per file". */
  maxFileSizeMb: number;
  batches?: readonly UploadBatch[];
  multiple?: boolean;
  /** The file input's accept list. */
  accept?: string;
  /** What may be uploaded, before the size limit; by default the spec's UPLOAD_HINT. */
  hint?: string;
  disabled?: boolean;
  /** Mobile shows a Take Photo button; by default below 1024 px (platform section 9). */
  mobile?: boolean;
}

/**
 * "Drop your files here, or browse": a drop target that is also a button (Enter or Space opens the
 * file chooser), a Take Photo button on mobile, and a progress bar per upload batch.
 */
export function UploadDropArea({
  onFiles,
  maxFileSizeMb,
  batches = [],
  multiple = true,
  accept,
  hint = UPLOAD_HINT,
  disabled = false,
  mobile,
}: UploadDropAreaProps) {
  const wide = useMinWidth(1024);
  const isMobile = mobile ?? !wide;
  const browseInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const promptId = useId();
  const hintId = useId();

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0 && !disabled) onFiles(files);
  };
  const browse = () => {
    if (!disabled) browseInput.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      browse();
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files ?? null);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        // Named by all the text it shows (WCAG 2.5.3, label in name): the prompt, then the hint.
        aria-labelledby={`${promptId} ${hintId}`}
        aria-disabled={disabled || undefined}
        data-dragging={dragging || undefined}
        onClick={browse}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <CloudUpload color="action" fontSize="large" aria-hidden />
        <Typography id={promptId}>
          Drop your files here, or{' '}
          <Box component="span" sx={{ color: 'primary.main', textDecoration: 'underline' }}>
            browse
          </Box>
        </Typography>{' '}
        <Typography id={hintId} variant="body2" color="text.secondary">
          {hint} Maximum {maxFileSizeMb}MB per file
        </Typography>
      </Box>
      <input
        ref={browseInput}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        data-testid="upload-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {isMobile && (
        <>
          <Button
            variant="outlined"
            startIcon={<PhotoCamera />}
            disabled={disabled}
            onClick={() => cameraInput.current?.click()}
          >
            Take Photo
          </Button>
          <input
            ref={cameraInput}
            type="file"
            hidden
            accept="image/*"
            capture="environment"
            data-testid="camera-input"
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
        </>
      )}
      {batches.map((batch) => (
        <Box key={batch.id}>
          <Typography variant="caption" color="text.secondary">
            {batch.label}
          </Typography>
          <LinearProgress variant="determinate" value={batch.progress} aria-label={batch.label} />
        </Box>
      ))}
    </Box>
  );
}
