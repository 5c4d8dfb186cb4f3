import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import { type ChangeEvent, useId, useState } from 'react';
import { ThumbnailRemoveButton } from '../../../components/thumbnail-remove-button';
import { uploadFiles } from '../../files/index';
import { type ReportImage, reportImageOf, uploadProblem } from './report-images';

interface ReportPhotosFieldProps {
  label: string;
  /** The file ids of the photos, in order. */
  value: number[];
  onChange: (ids: number[]) => void;
  images: ReadonlyMap<number, ReportImage>;
  onImages: (images: ReportImage[]) => void;
  error?: string;
  help?: string;
}

/** Photos taken or chosen on the device, uploaded to the file store with progress, shown as thumbnails. */
export function ReportPhotosField({ label, value, onChange, images, onImages, error, help }: ReportPhotosFieldProps) {
  const labelId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setProblem(null);
    setProgress(0);
    const outcome = await uploadFiles(files, { onProgress: setProgress });
    setProgress(null);
    const stored = outcome.kind === 'uploaded' || outcome.kind === 'partial' ? outcome.files : [];
    if (stored.length > 0) {
      onImages(stored.map(reportImageOf));
      onChange([...value, ...stored.map((file) => file.id)]);
    }
    setProblem(uploadProblem(outcome));
  };

  return (
    <FormControl error={Boolean(error || problem)} component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <Box
        component="ul"
        aria-labelledby={labelId}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        {value.map((id, index) => {
          const image = images.get(id);
          return (
            <Box component="li" key={id} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={image?.thumbnail ?? undefined}
                alt={`Photo ${index + 1}${image ? `: ${image.name}` : ''}`}
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
              />
              <ThumbnailRemoveButton
                label={`Remove photo ${index + 1}`}
                onClick={() => onChange(value.filter((other) => other !== id))}
              />
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 1 }}>
        <Button component="label" variant="outlined" startIcon={<PhotoCamera />} disabled={progress !== null}>
          Add Photos
          <input
            hidden
            type="file"
            accept="image/*"
            multiple
            aria-label={`Add photos to ${label.replace(/ \*$/, '')}`}
            onChange={add}
          />
        </Button>
      </Box>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Uploading photos" sx={{ mt: 1 }} />
      )}
      {(error || problem || help) && <FormHelperText>{error ?? problem ?? help}</FormHelperText>}
    </FormControl>
  );
}
