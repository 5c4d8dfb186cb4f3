import { BRANDING_LIMITS, BRANDING_MESSAGES, type BrandingPayload } from '@fieldbook/domain/branding/branding.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { type UploadBatch, UploadDropArea } from '../../../components/upload-drop-area';
import { ApiError } from '../../../lib/http-client';
import { useRemoveLogo, useUploadLogo } from '../api/branding-api';

const ACCEPT = 'image/png,image/jpeg';

/** The logo of settings/branding: its preview, an upload with progress, and a confirmed removal. */
export function LogoSection({ branding }: { branding: BrandingPayload }) {
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const batches: UploadBatch[] = progress
    ? [{ id: 1, progress: progress.percent, label: `Uploading ${progress.name}` }]
    : [];

  const send = async (file: File) => {
    setError(null);
    setProgress({ name: file.name, percent: 0 });
    try {
      await upload.mutateAsync({
        file,
        onProgress: (fraction) => setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
      });
      enqueueSnackbar(BRANDING_MESSAGES.logoSaved, { variant: 'success' });
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldError('file') ?? failure.message) : String(failure));
    } finally {
      setProgress(null);
    }
  };

  const confirmRemove = async () => {
    setConfirming(false);
    await remove.mutateAsync(undefined);
    enqueueSnackbar(BRANDING_MESSAGES.logoRemoved, { variant: 'success' });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Logo
      </Typography>
      {branding.logo_url ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            component="img"
            src={branding.logo_url}
            alt="Current logo"
            sx={{ maxHeight: 96, maxWidth: 240, objectFit: 'contain', border: 1, borderColor: 'divider', p: 1 }}
          />
          <Box>
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={remove.isPending}>
              Remove logo
            </Button>
          </Box>
        </Stack>
      ) : (
        <Typography color="text.secondary">No logo yet: your documents and emails show your business name.</Typography>
      )}
      <UploadDropArea
        onFiles={([chosen]) => chosen && send(chosen)}
        maxFileSizeMb={BRANDING_LIMITS.logoMaxMb}
        batches={batches}
        multiple={false}
        accept={ACCEPT}
        hint={`PNG or JPEG. It is resized to at most ${BRANDING_LIMITS.logoMaxSide} pixels on its longest side; uploading replaces the current logo.`}
        mobile={false}
        disabled={upload.isPending}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title="Remove logo?"
        message="Your documents, emails and client portal will show your business name without a logo. You can upload a logo again at any time."
        confirmLabel="Remove"
        destructive
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
