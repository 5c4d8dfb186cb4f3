import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { type ReactNode, useRef } from 'react';
import type { FileRecord } from '../api/file-types';
import { useFileUpload } from './use-file-upload';

export interface SingleFilePickerProps {
  /** The button's text, and the file input's name. */
  label: string;
  inputLabel: string;
  accept: string;
  icon?: ReactNode;
  disabled?: boolean;
  onUploaded: (file: FileRecord) => void;
}

/**
 * A button that picks one file and uploads it to the file store with progress (system limits and
 * outcome messages from useFileUpload), then hands back the stored file.
 */
export function SingleFilePicker({ label, inputLabel, accept, icon, disabled, onUploaded }: SingleFilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, batches, dialog } = useFileUpload();
  const progress = batches[0]?.progress ?? null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await upload([file]);
    if (input.current) input.current.value = '';
    const uploaded = outcome.kind === 'uploaded' || outcome.kind === 'partial' ? outcome.files[0] : undefined;
    if (uploaded) onUploaded(uploaded);
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon}
        onClick={() => input.current?.click()}
        disabled={disabled || progress !== null}
      >
        {label}
      </Button>
      {progress !== null && (
        <Box sx={{ flexBasis: '100%' }}>
          <LinearProgress variant="determinate" value={progress} aria-label={`Uploading: ${inputLabel}`} />
        </Box>
      )}
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {dialog}
    </>
  );
}
